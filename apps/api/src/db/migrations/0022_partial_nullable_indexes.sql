-- Indexes on columns a new order or row leaves empty (no store named, not yet paid, a catalog
-- blank with no product) keep only the rows that have a value: a CSV import's orders and rows
-- no longer enter them, and every lookup by a value (the list's store filter, the payment's
-- orders, a product's rows, the foreign keys' checks) is served the same (bench/results-order-import.md).
DROP INDEX "order_items_product_idx";--> statement-breakpoint
DROP INDEX "orders_store_idx";--> statement-breakpoint
DROP INDEX "orders_payment_transaction_idx";--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id") WHERE "order_items"."product_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_store_idx" ON "orders" USING btree ("store_id") WHERE "orders"."store_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_payment_transaction_idx" ON "orders" USING btree ("payment_transaction_id") WHERE "orders"."payment_transaction_id" is not null;