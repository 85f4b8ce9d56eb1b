DROP INDEX "orders_request";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_part" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_request" ON "orders" USING btree ("entered_by","request_id","request_part");