-- order_daily_stats keeps, per Asia/Bangkok day of creation, seller, factory and status, how many
-- live (not archived) orders there are and their total. The trigger below keeps it right on every
-- insert, update and delete of an order, in the writer's transaction; the dashboards read it
-- instead of aggregating a million orders. rebuild_order_daily_stats() recomputes it from the
-- orders (the backfill here, and after a bulk load that bypassed triggers).
CREATE FUNCTION order_daily_stats_add(p_day date, p_user integer, p_factory text, p_status text,
  p_orders integer, p_total integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_daily_stats (day, user_id, factory, status, orders, total_cents)
  VALUES (p_day, p_user, p_factory, p_status, p_orders, p_total)
  ON CONFLICT (day, user_id, factory, status) DO UPDATE
    SET orders = order_daily_stats.orders + excluded.orders,
        total_cents = order_daily_stats.total_cents + excluded.total_cents;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION order_daily_stats_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND NEW.created_at IS NOT DISTINCT FROM OLD.created_at
    AND NEW.user_id IS NOT DISTINCT FROM OLD.user_id
    AND NEW.factory IS NOT DISTINCT FROM OLD.factory
    AND NEW.status IS NOT DISTINCT FROM OLD.status
    AND NEW.total_cents IS NOT DISTINCT FROM OLD.total_cents
    AND (NEW.archived_at IS NULL) = (OLD.archived_at IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.archived_at IS NULL THEN
    PERFORM order_daily_stats_add((OLD.created_at AT TIME ZONE 'Asia/Bangkok')::date, OLD.user_id,
      OLD.factory, OLD.status, -1, -OLD.total_cents);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.archived_at IS NULL THEN
    PERFORM order_daily_stats_add((NEW.created_at AT TIME ZONE 'Asia/Bangkok')::date, NEW.user_id,
      NEW.factory, NEW.status, 1, NEW.total_cents);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_daily_stats
  AFTER INSERT OR UPDATE OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION order_daily_stats_track();
--> statement-breakpoint
CREATE FUNCTION rebuild_order_daily_stats() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE orders IN SHARE MODE;
  DELETE FROM order_daily_stats;
  INSERT INTO order_daily_stats (day, user_id, factory, status, orders, total_cents)
  SELECT (created_at AT TIME ZONE 'Asia/Bangkok')::date, user_id, factory, status, count(*)::int,
    sum(total_cents)::int
  FROM orders WHERE archived_at IS NULL
  GROUP BY 1, 2, 3, 4;
END;
$$;
--> statement-breakpoint
SELECT rebuild_order_daily_stats();
--> statement-breakpoint
-- Rows whose counts fell to zero are left in place (harmless, and re-used by the next write).
-- The dashboards' waiting lists: small partial indexes, so each count reads only what waits
-- (cancel and update requests already have theirs, from 0009).
CREATE INDEX orders_on_hold_idx ON orders (user_id) WHERE production_status = 4 AND archived_at IS NULL;
--> statement-breakpoint
CREATE INDEX orders_unpaid_idx ON orders (user_id) WHERE status = 'created' AND archived_at IS NULL;
--> statement-breakpoint
CREATE INDEX orders_production_live_idx ON orders (production_status) WHERE status IN ('processing', 'partially_shipped') AND archived_at IS NULL;
--> statement-breakpoint
CREATE INDEX transactions_pending_idx ON transactions (type) WHERE status = 'pending';
--> statement-breakpoint
CREATE INDEX embs_approval_waiting_idx ON embs (user_id) WHERE approval = 'waiting';
--> statement-breakpoint
CREATE INDEX credit_ledger_user_created_idx ON credit_ledger (user_id, created_at);
--> statement-breakpoint
CREATE INDEX orders_user_paid_idx ON orders (user_id, paid_at) INCLUDE (total_cents) WHERE paid_at IS NOT NULL;
