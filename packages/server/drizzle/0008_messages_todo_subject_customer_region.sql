ALTER TABLE "customers" ADD COLUMN "region_code" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "messages_open_subject" ON "messages" USING btree ("subject") WHERE "messages"."done_at" IS NULL AND "messages"."subject" IS NOT NULL;