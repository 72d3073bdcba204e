-- The paid-date index carries archived_at, so counting a range of live paid orders is read from
-- the index alone: once the list keeps one plan for a paid-date range (its page size written in),
-- that plan counts on this index, and fetched each order from the table to check archived_at.
DROP INDEX "orders_paid_idx";--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"archived_at") WHERE "orders"."paid_at" is not null;