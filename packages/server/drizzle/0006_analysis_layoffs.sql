CREATE TABLE "analyses" (
	"id" serial PRIMARY KEY NOT NULL,
	"draw_id" integer NOT NULL,
	"strategy_name" text,
	"strategy" jsonb,
	"agent_id" integer,
	"share" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"job_id" bigint,
	"lines" integer,
	"max_loss_before" bigint,
	"max_loss_after" bigint,
	"result" jsonb,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "analysis_strategies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"strategy" jsonb NOT NULL,
	"agent_id" integer,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_positions" (
	"draw_id" integer NOT NULL,
	"play" text NOT NULL,
	"selection" text NOT NULL,
	"odds1" integer NOT NULL,
	"odds2" integer NOT NULL,
	"rebate_bp" integer NOT NULL,
	"kept_bp" integer NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "book_positions_draw_id_play_selection_odds1_odds2_rebate_bp_kept_bp_pk" PRIMARY KEY("draw_id","play","selection","odds1","odds2","rebate_bp","kept_bp"),
	CONSTRAINT "book_positions_non_negative" CHECK ("book_positions"."stake" >= 0 AND "book_positions"."lines" >= 0)
);
--> statement-breakpoint
CREATE TABLE "layoffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"draw_id" integer NOT NULL,
	"agent_id" integer,
	"play" text NOT NULL,
	"selection" text NOT NULL,
	"stake" bigint NOT NULL,
	"odds" integer NOT NULL,
	"odds2" integer,
	"rebate_bp" integer NOT NULL,
	"upstream" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"analysis_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "layoffs_stake" CHECK ("layoffs"."stake" > 0 AND "layoffs"."odds" > 0 AND "layoffs"."rebate_bp" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "kept_bp" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layoffs" ADD CONSTRAINT "layoffs_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analyses_draw" ON "analyses" USING btree ("draw_id","id");--> statement-breakpoint
CREATE INDEX "analyses_agent" ON "analyses" USING btree ("agent_id","id");--> statement-breakpoint
CREATE INDEX "analyses_created_by" ON "analyses" USING btree ("created_by","id");--> statement-breakpoint
CREATE INDEX "analysis_strategies_agent" ON "analysis_strategies" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "layoffs_draw" ON "layoffs" USING btree ("draw_id","status");--> statement-breakpoint
CREATE INDEX "layoffs_analysis" ON "layoffs" USING btree ("analysis_id");--> statement-breakpoint
UPDATE "order_lines" SET "kept_bp" = 10000 - coalesce((SELECT sum(("link"->>'shareBp')::int) FROM jsonb_array_elements("share_chain") AS "link"), 0);
--> statement-breakpoint
INSERT INTO "book_positions" ("draw_id", "play", "selection", "odds1", "odds2", "rebate_bp", "kept_bp", "stake", "lines")
SELECT l."draw_id", l."play", l."selection", l."odds1", coalesce(l."odds2", 0), l."rebate_bp", l."kept_bp", sum(l."stake"), count(*)
FROM "order_lines" l JOIN "orders" o ON o."id" = l."order_id"
WHERE o."status" = 'accepted'
GROUP BY 1, 2, 3, 4, 5, 6, 7;
