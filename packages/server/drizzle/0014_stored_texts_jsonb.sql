ALTER TABLE "events" ALTER COLUMN "content" SET DATA TYPE jsonb;--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "title" SET DATA TYPE jsonb;--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "sub_title" SET DATA TYPE jsonb;--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "sub_title" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "content" SET DATA TYPE jsonb;--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "content" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "note" SET DATA TYPE jsonb;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "note" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "reason" SET DATA TYPE jsonb;--> statement-breakpoint
ALTER TABLE "analyses" ALTER COLUMN "error" SET DATA TYPE jsonb;