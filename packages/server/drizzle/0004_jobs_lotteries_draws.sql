CREATE TABLE "draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"lottery" text NOT NULL,
	"issue" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"numbers" integer[],
	"special" integer,
	"zodiac" jsonb,
	"void_reason" text,
	"source" text NOT NULL,
	"result_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "draws_times" CHECK ("draws"."opens_at" < "draws"."closes_at" AND "draws"."closes_at" <= "draws"."draw_at")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_attempts" CHECK ("jobs"."attempts" >= 0 AND "jobs"."max_attempts" >= 1)
);
--> statement-breakpoint
CREATE TABLE "lotteries" (
	"code" text PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"game" text NOT NULL,
	"draw_days" integer[] NOT NULL,
	"draw_time" text NOT NULL,
	"close_minutes" integer NOT NULL,
	"time_zone" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lotteries_close" CHECK ("lotteries"."close_minutes" BETWEEN 0 AND 1440)
);
--> statement-breakpoint
CREATE TABLE "zodiac_years" (
	"year" integer PRIMARY KEY NOT NULL,
	"start" date NOT NULL,
	"animal" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_lottery_lotteries_code_fk" FOREIGN KEY ("lottery") REFERENCES "public"."lotteries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "draws_lottery_issue_live" ON "draws" USING btree ("lottery","issue") WHERE "draws"."removed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "draws_lottery_draw_at_live" ON "draws" USING btree ("lottery","draw_at") WHERE "draws"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "draws_status_closes" ON "draws" USING btree ("status","closes_at");--> statement-breakpoint
CREATE INDEX "draws_draw_at" ON "draws" USING btree ("draw_at");--> statement-breakpoint
CREATE INDEX "jobs_due" ON "jobs" USING btree ("run_at") WHERE "jobs"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_lease" ON "jobs" USING btree ("locked_until") WHERE "jobs"."state" = 'running';--> statement-breakpoint
CREATE INDEX "jobs_state_kind" ON "jobs" USING btree ("state","kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_queued_key" ON "jobs" USING btree ("key") WHERE "jobs"."state" = 'queued';