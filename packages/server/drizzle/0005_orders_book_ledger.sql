CREATE TABLE "book" (
	"draw_id" integer NOT NULL,
	"play" text NOT NULL,
	"selection" text NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "book_draw_id_play_selection_pk" PRIMARY KEY("draw_id","play","selection"),
	CONSTRAINT "book_non_negative" CHECK ("book"."stake" >= 0 AND "book"."lines" >= 0)
);
--> statement-breakpoint
CREATE TABLE "book_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"bare_zodiac" text DEFAULT 'diagnose' NOT NULL,
	"bare_group" text DEFAULT 'diagnose' NOT NULL,
	"list_amount" text DEFAULT 'diagnose' NOT NULL,
	"duplicates" text DEFAULT 'diagnose' NOT NULL,
	"dash_range" text DEFAULT 'diagnose' NOT NULL,
	"compound" text DEFAULT 'diagnose' NOT NULL,
	"confirm_user_orders" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reverses_id" bigint,
	"draw_id" integer,
	"request_id" text,
	"created_by" integer,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_amount" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"draw_id" integer NOT NULL,
	"play" text NOT NULL,
	"selection" text NOT NULL,
	"stake" bigint NOT NULL,
	"combinations" integer NOT NULL,
	"amount" bigint NOT NULL,
	"odds1" integer NOT NULL,
	"odds2" integer,
	"rebate_bp" integer NOT NULL,
	"share_chain" jsonb NOT NULL,
	"result" text,
	"payout" bigint,
	"rebate" bigint,
	"net" bigint,
	CONSTRAINT "order_lines_amount" CHECK ("order_lines"."amount" = "order_lines"."stake" * "order_lines"."combinations")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"customer_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"draw_id" integer NOT NULL,
	"source" text NOT NULL,
	"text" text,
	"status" text NOT NULL,
	"stake" bigint NOT NULL,
	"line_count" integer NOT NULL,
	"request_id" text NOT NULL,
	"entered_by" integer NOT NULL,
	"entered_by_name" text NOT NULL,
	"confirmed_by" integer,
	"confirmed_by_name" text,
	"reason" text,
	"series_id" integer,
	"repeat_left" integer DEFAULT 0 NOT NULL,
	"renewal" text DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "orders_stake" CHECK ("orders"."stake" > 0 AND "orders"."line_count" > 0),
	CONSTRAINT "orders_repeat" CHECK ("orders"."repeat_left" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_customer" ON "ledger_entries" USING btree ("customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_request" ON "ledger_entries" USING btree ("created_by","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_reverses" ON "ledger_entries" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "order_lines_order" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_draw_play" ON "order_lines" USING btree ("draw_id","play","selection");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_request" ON "orders" USING btree ("entered_by","request_id");--> statement-breakpoint
CREATE INDEX "orders_draw_status" ON "orders" USING btree ("draw_id","status");--> statement-breakpoint
CREATE INDEX "orders_customer_status" ON "orders" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "orders_agent" ON "orders" USING btree ("agent_id","id");--> statement-breakpoint
CREATE INDEX "orders_created" ON "orders" USING btree ("created_at");--> statement-breakpoint
-- The ledger is append-only like the audit log: a wrong entry is reversed by a new one, never edited or deleted.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only: reverse an entry instead' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- Order numbers: the draw's issue and a number from here, short enough to read aloud.
CREATE SEQUENCE order_no_seq START 1001;
--> statement-breakpoint
INSERT INTO book_settings DEFAULT VALUES;
