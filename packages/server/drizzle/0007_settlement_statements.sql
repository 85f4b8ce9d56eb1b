CREATE TABLE "line_results" (
	"line_id" bigint NOT NULL,
	"result_version" integer NOT NULL,
	"draw_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"result" text NOT NULL,
	"amount" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"rebate" bigint NOT NULL,
	"net" bigint NOT NULL,
	CONSTRAINT "line_results_line_id_result_version_pk" PRIMARY KEY("line_id","result_version")
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_shares" (
	"draw_id" integer NOT NULL,
	"result_version" integer NOT NULL,
	"agent_id" integer,
	"lines" integer NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"rebate" bigint NOT NULL,
	"net" bigint NOT NULL,
	"share" bigint NOT NULL,
	"agent_rebate" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"draw_id" integer NOT NULL,
	"result_version" integer NOT NULL,
	"kind" text NOT NULL,
	"orders" integer NOT NULL,
	"lines" integer NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"rebate" bigint NOT NULL,
	"net" bigint NOT NULL,
	"reversed" integer DEFAULT 0 NOT NULL,
	"duration_ms" integer NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlements_draw_id_result_version_pk" PRIMARY KEY("draw_id","result_version")
);
--> statement-breakpoint
CREATE TABLE "statement_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"draw_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_links_expiry" CHECK ("statement_links"."expires_at" > "statement_links"."created_at")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "result_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "settled_version" integer;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "agent_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "result_version" integer;--> statement-breakpoint
ALTER TABLE "layoffs" ADD COLUMN "result" text;--> statement-breakpoint
ALTER TABLE "layoffs" ADD COLUMN "payout" bigint;--> statement-breakpoint
ALTER TABLE "layoffs" ADD COLUMN "net" bigint;--> statement-breakpoint
ALTER TABLE "layoffs" ADD COLUMN "settled_version" integer;--> statement-breakpoint
ALTER TABLE "settlement_shares" ADD CONSTRAINT "settlement_shares_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_links" ADD CONSTRAINT "statement_links_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_links" ADD CONSTRAINT "statement_links_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_results_draw" ON "line_results" USING btree ("draw_id","result_version","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_shares_key" ON "settlement_shares" USING btree ("draw_id","result_version",coalesce("agent_id", 0));--> statement-breakpoint
CREATE INDEX "settlement_shares_agent" ON "settlement_shares" USING btree ("agent_id","draw_id");--> statement-breakpoint
CREATE INDEX "statement_links_customer" ON "statement_links" USING btree ("customer_id","id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_agent" ON "ledger_entries" USING btree ("agent_id","id");--> statement-breakpoint
CREATE INDEX "ledger_draw" ON "ledger_entries" USING btree ("draw_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_settlement" ON "ledger_entries" USING btree ("draw_id",coalesce("customer_id", 0),coalesce("agent_id", 0),"kind","result_version") WHERE "ledger_entries"."result_version" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" DROP COLUMN "result";--> statement-breakpoint
ALTER TABLE "order_lines" DROP COLUMN "payout";--> statement-breakpoint
ALTER TABLE "order_lines" DROP COLUMN "rebate";--> statement-breakpoint
ALTER TABLE "order_lines" DROP COLUMN "net";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_party" CHECK ("ledger_entries"."customer_id" IS NULL OR "ledger_entries"."agent_id" IS NULL);