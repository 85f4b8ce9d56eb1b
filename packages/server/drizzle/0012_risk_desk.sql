CREATE TABLE "book_party_kept" (
	"draw_id" integer NOT NULL,
	"play" text NOT NULL,
	"selection" text NOT NULL,
	"party_id" integer NOT NULL,
	"kept" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "book_party_kept_draw_id_play_selection_party_id_pk" PRIMARY KEY("draw_id","play","selection","party_id"),
	CONSTRAINT "book_party_kept_non_negative" CHECK ("book_party_kept"."kept" >= 0)
);
--> statement-breakpoint
CREATE TABLE "book_payouts" (
	"draw_id" integer NOT NULL,
	"combination" text NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "book_payouts_draw_id_combination_pk" PRIMARY KEY("draw_id","combination"),
	CONSTRAINT "book_payouts_non_negative" CHECK ("book_payouts"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "risk_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"draw_id" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"kind" text NOT NULL,
	"play" text NOT NULL,
	"customer_ids" integer[] NOT NULL,
	"evidence" jsonb NOT NULL,
	"weight" bigint NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "risk_farming_checks" (
	"draw_id" integer PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lines" integer NOT NULL,
	"truncated" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_keep_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer,
	"play" text NOT NULL,
	"keep_max" bigint NOT NULL,
	"counterparty" text NOT NULL,
	"upstream" text,
	"odds" integer,
	"rebate_bp" integer,
	"enabled" boolean NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "risk_keep_rules_keep" CHECK ("risk_keep_rules"."keep_max" >= 0),
	CONSTRAINT "risk_keep_rules_company_external" CHECK ("risk_keep_rules"."agent_id" IS NOT NULL OR "risk_keep_rules"."counterparty" = 'external'),
	CONSTRAINT "risk_keep_rules_terms" CHECK (("risk_keep_rules"."counterparty" = 'external' AND "risk_keep_rules"."upstream" IS NOT NULL AND "risk_keep_rules"."odds" > 0 AND "risk_keep_rules"."rebate_bp" BETWEEN 0 AND 10000)
        OR ("risk_keep_rules"."counterparty" = 'upline' AND "risk_keep_rules"."upstream" IS NULL AND "risk_keep_rules"."odds" IS NULL AND "risk_keep_rules"."rebate_bp" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "risk_odds_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"draw_id" integer NOT NULL,
	"play" text NOT NULL,
	"selection" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"old_odds" integer NOT NULL,
	"new_odds" integer NOT NULL,
	"cause" text NOT NULL,
	"stake" bigint NOT NULL,
	"kept" bigint NOT NULL,
	"order_id" integer,
	"by_user_id" integer,
	"by_name" text
);
--> statement-breakpoint
CREATE TABLE "risk_rules" (
	"lottery" text NOT NULL,
	"play" text NOT NULL,
	"basis" text NOT NULL,
	"step" bigint NOT NULL,
	"drop" integer NOT NULL,
	"floor" integer NOT NULL,
	"cap_per_selection" bigint,
	"enabled" boolean NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "risk_rules_lottery_play_pk" PRIMARY KEY("lottery","play"),
	CONSTRAINT "risk_rules_figures" CHECK ("risk_rules"."step" > 0 AND "risk_rules"."drop" > 0 AND "risk_rules"."floor" >= 10000 AND ("risk_rules"."cap_per_selection" IS NULL OR "risk_rules"."cap_per_selection" > 0))
);
--> statement-breakpoint
ALTER TABLE "book" ADD COLUMN "kept" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "book" ADD COLUMN "odds_base" integer;--> statement-breakpoint
ALTER TABLE "book" ADD COLUMN "odds_current" integer;--> statement-breakpoint
ALTER TABLE "book" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "book" ADD COLUMN "closed_by" integer;--> statement-breakpoint
ALTER TABLE "book" ADD COLUMN "closed_by_name" text;--> statement-breakpoint
ALTER TABLE "book" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "book_settings" ADD COLUMN "order_payout_cap" bigint;--> statement-breakpoint
ALTER TABLE "book_settings" ADD COLUMN "selection_payout_cap" bigint;--> statement-breakpoint
ALTER TABLE "book_settings" ADD COLUMN "group_leads" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "layoffs" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "layoffs" ADD COLUMN "to_upline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "layoffs" ADD COLUMN "upline_agent_id" integer;--> statement-breakpoint
ALTER TABLE "risk_alerts" ADD CONSTRAINT "risk_alerts_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_farming_checks" ADD CONSTRAINT "risk_farming_checks_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "risk_alerts_fingerprint" ON "risk_alerts" USING btree ("draw_id","fingerprint");--> statement-breakpoint
CREATE INDEX "risk_alerts_draw" ON "risk_alerts" USING btree ("draw_id","resolved_at");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_keep_rules_party_play" ON "risk_keep_rules" USING btree (coalesce("agent_id", 0),"play");--> statement-breakpoint
CREATE INDEX "risk_odds_history_selection" ON "risk_odds_history" USING btree ("draw_id","play","selection","id");--> statement-breakpoint
CREATE INDEX "layoffs_order" ON "layoffs" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "book" ADD CONSTRAINT "book_kept" CHECK ("book"."kept" >= 0);--> statement-breakpoint
ALTER TABLE "book" ADD CONSTRAINT "book_odds" CHECK (("book"."odds_base" IS NULL) = ("book"."odds_current" IS NULL) AND "book"."odds_current" > 0 AND "book"."odds_current" <= "book"."odds_base");--> statement-breakpoint
ALTER TABLE "book" ADD CONSTRAINT "book_closed" CHECK (("book"."closed_at" IS NULL) = ("book"."closed_reason" IS NULL) AND ("book"."closed_at" IS NULL) = ("book"."closed_by_name" IS NULL));--> statement-breakpoint
ALTER TABLE "layoffs" ADD CONSTRAINT "layoffs_upline" CHECK ("layoffs"."to_upline" OR "layoffs"."upline_agent_id" IS NULL);