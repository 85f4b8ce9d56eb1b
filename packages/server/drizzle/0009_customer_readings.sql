CREATE TABLE "customer_readings" (
	"customer_id" integer NOT NULL,
	"setting" text NOT NULL,
	"value" text NOT NULL,
	"created_by" integer,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_readings_customer_id_setting_pk" PRIMARY KEY("customer_id","setting")
);
--> statement-breakpoint
ALTER TABLE "book_settings" ALTER COLUMN "duplicates" SET DEFAULT 'add';--> statement-breakpoint
ALTER TABLE "customer_readings" ADD CONSTRAINT "customer_readings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;