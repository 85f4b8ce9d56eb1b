ALTER TABLE "book" DROP CONSTRAINT "book_kept";--> statement-breakpoint
ALTER TABLE "book" ADD COLUMN "cap_from" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "book" ADD CONSTRAINT "book_kept" CHECK ("book"."kept" >= 0 AND "book"."cap_from" >= 0);