-- Status, factory and shipping method as small numbers generated from their text
-- (src/db/schema/order-codes.ts), and the list's covering indexes rebuilt on them: every key of
-- fixed width, so the list's scans compare integers at known offsets instead of walking each
-- index entry past a text column (bench/results-orders.md). One ALTER TABLE: the table is
-- rewritten once.
DROP INDEX "orders_live_created_cover_idx";--> statement-breakpoint
DROP INDEX "orders_live_status_cover_idx";--> statement-breakpoint
DROP INDEX "orders_live_user_cover_idx";--> statement-breakpoint
ALTER TABLE "orders"
  ADD COLUMN "status_code" smallint GENERATED ALWAYS AS (case "status" when 'created' then 1 when 'pending_payment' then 2 when 'processing' then 3 when 'partially_shipped' then 4 when 'shipped' then 5 when 'reshipped' then 6 when 'cancelled' then 7 when 'refunded' then 8 end) STORED,
  ADD COLUMN "factory_code" smallint GENERATED ALWAYS AS (case "factory" when 'vn1' then 1 when 'eu1' then 2 end) STORED,
  ADD COLUMN "shipping_code" smallint GENERATED ALWAYS AS (case "shipping_method" when 'standard' then 1 when 'yun' then 2 when 'ship_by_seller' then 3 end) STORED;--> statement-breakpoint
CREATE INDEX "orders_live_created_cover_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"status_code","production_status","factory_code","shipping_code","user_id","store_id","address_verified","total_cents","paid_at") WHERE "orders"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "orders_live_status_cover_idx" ON "orders" USING btree ("status_code","production_status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"factory_code","shipping_code","user_id","store_id","address_verified","total_cents","paid_at") WHERE "orders"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "orders_live_user_cover_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"status_code","production_status","factory_code","shipping_code","store_id","address_verified","total_cents","paid_at") WHERE "orders"."archived_at" is null;
