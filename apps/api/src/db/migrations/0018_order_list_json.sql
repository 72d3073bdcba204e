-- Each order keeps its list row as JSON text (list_json), written when the order is written, so a
-- page of the list copies 50 texts instead of writing 18 fields of each of its rows: that writing
-- was half of the page's time in the database (bench/results-orders.md). The seller and store are
-- joined when the list is read (their names change without the order). order_list_json writes
-- the row exactly as toOrderListRow (order-read.service.ts) does; the trigger runs it on every
-- insert and on every update of a column it reads, also where triggers are otherwise off
-- (ENABLE ALWAYS: bulk loads run with session_replication_role = replica).
ALTER TABLE "orders" ADD COLUMN "list_json" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE FUNCTION order_list_json(o orders) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '{"id":' || o.id::text
    || ',"sellerOrderId":' || to_json(o.seller_order_id)::text
    || ',"status":' || to_json(o.status)::text
    || ',"productionStatus":' || coalesce(o.production_status::text, 'null')
    || ',"factory":' || to_json(o.factory)::text
    || ',"shippingMethod":' || to_json(o.shipping_method)::text
    || ',"isTiktokShop":' || o.is_tiktok_shop::text
    || ',"addressVerified":' || o.address_verified::text
    || ',"customerName":' || to_json(o.customer_name)::text
    || ',"country":' || to_json(coalesce(o.address ->> 'country', ''))::text
    || ',"trackingNumber":' || coalesce(to_json(o.tracking_number)::text, 'null')
    || ',"itemCount":' || o.item_count::text
    || ',"total":' || (o.total_cents::float8 / 100)::text
    || ',"userId":' || o.user_id::text
    || ',"updateFlag":' || coalesce(o.update_flag::text, 'null')
    || ',"createdAt":"' || to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'
    || ',"paidAt":' || coalesce('"' || to_char(o.paid_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"', 'null')
    || ',"archivedAt":' || coalesce('"' || to_char(o.archived_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"', 'null')
    || '}'
$$;--> statement-breakpoint
CREATE FUNCTION order_list_json_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.list_json := order_list_json(NEW);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_list_json BEFORE INSERT OR UPDATE OF id, user_id, seller_order_id, status,
  production_status, factory, shipping_method, is_tiktok_shop, address_verified, customer_name,
  address, tracking_number, item_count, total_cents, update_flag, created_at, paid_at, archived_at
  ON orders FOR EACH ROW EXECUTE FUNCTION order_list_json_refresh();--> statement-breakpoint
ALTER TABLE orders ENABLE ALWAYS TRIGGER orders_list_json;--> statement-breakpoint
-- Every order written once more, without the statistics trigger (nothing it counts changes).
ALTER TABLE orders DISABLE TRIGGER orders_daily_stats_update;--> statement-breakpoint
UPDATE orders SET list_json = order_list_json(orders);--> statement-breakpoint
ALTER TABLE orders ENABLE TRIGGER orders_daily_stats_update;
