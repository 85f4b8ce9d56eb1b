CREATE TABLE "agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"share_bp" integer NOT NULL,
	"rebate_plan_id" integer,
	"credit_limit" bigint DEFAULT 0 NOT NULL,
	"may_lay_off" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agents_share" CHECK ("agents"."share_bp" BETWEEN 0 AND 10000),
	CONSTRAINT "agents_credit" CHECK ("agents"."credit_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"channel" text NOT NULL,
	"agent_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"credit_limit" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "customers_credit" CHECK ("customers"."credit_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "plan_rows" (
	"plan_id" integer NOT NULL,
	"play" text NOT NULL,
	"odds1" integer NOT NULL,
	"odds2" integer,
	"rebate_bp" integer NOT NULL,
	"min_stake" bigint NOT NULL,
	"max_stake" bigint NOT NULL,
	"max_per_selection" bigint NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "plan_rows_plan_id_play_pk" PRIMARY KEY("plan_id","play"),
	CONSTRAINT "plan_rows_rebate" CHECK ("plan_rows"."rebate_bp" BETWEEN 0 AND 10000),
	CONSTRAINT "plan_rows_stakes" CHECK ("plan_rows"."min_stake" > 0 AND "plan_rows"."min_stake" <= "plan_rows"."max_stake" AND "plan_rows"."max_stake" <= "plan_rows"."max_per_selection")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"name" text NOT NULL,
	"tier" text NOT NULL,
	"status" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_parent_id_agents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_rebate_plan_id_plans_id_fk" FOREIGN KEY ("rebate_plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_rows" ADD CONSTRAINT "plan_rows_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agents_code_live" ON "agents" USING btree (lower("code")) WHERE "agents"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "agents_parent" ON "agents" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_code_live" ON "customers" USING btree (lower("code")) WHERE "customers"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "customers_agent" ON "customers" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "customers_plan" ON "customers" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_game_name" ON "plans" USING btree ("game",lower("name"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;