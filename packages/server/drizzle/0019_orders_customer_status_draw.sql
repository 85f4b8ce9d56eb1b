DROP INDEX "orders_customer_status";--> statement-breakpoint
CREATE INDEX "orders_customer_status" ON "orders" USING btree ("customer_id","status","draw_id");