-- order_daily_stats is kept by one trigger call per statement instead of one per row: a CSV
-- import writes thousands of orders in one INSERT, and the row trigger made a function call and
-- an upsert for each. Each statement now adds its rows' changes up per day, seller, factory and
-- status and writes each statistics row once, in key order (two writers touching the same rows
-- lock them in the same order).
DROP TRIGGER orders_daily_stats ON orders;
--> statement-breakpoint
DROP FUNCTION order_daily_stats_track();
--> statement-breakpoint
CREATE FUNCTION order_daily_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_daily_stats (day, user_id, factory, status, orders, total_cents)
    SELECT (created_at AT TIME ZONE 'Asia/Bangkok')::date, user_id, factory, status,
      count(*)::int, sum(total_cents)::int
    FROM inserted_orders WHERE archived_at IS NULL
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (day, user_id, factory, status) DO UPDATE
      SET orders = order_daily_stats.orders + excluded.orders,
          total_cents = order_daily_stats.total_cents + excluded.total_cents;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_daily_stats (day, user_id, factory, status, orders, total_cents)
    SELECT (created_at AT TIME ZONE 'Asia/Bangkok')::date, user_id, factory, status,
      -count(*)::int, -sum(total_cents)::int
    FROM deleted_orders WHERE archived_at IS NULL
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (day, user_id, factory, status) DO UPDATE
      SET orders = order_daily_stats.orders + excluded.orders,
          total_cents = order_daily_stats.total_cents + excluded.total_cents;
  ELSE
    -- Only rows whose day, seller, factory, status, total or liveness changed count.
    WITH changed AS (
      SELECT o.created_at AS old_created, o.user_id AS old_user, o.factory AS old_factory,
        o.status AS old_status, o.total_cents AS old_total, o.archived_at IS NULL AS old_live,
        n.created_at AS new_created, n.user_id AS new_user, n.factory AS new_factory,
        n.status AS new_status, n.total_cents AS new_total, n.archived_at IS NULL AS new_live
      FROM old_orders o JOIN new_orders n ON n.id = o.id
      WHERE (o.created_at, o.user_id, o.factory, o.status, o.total_cents, o.archived_at IS NULL)
        IS DISTINCT FROM
        (n.created_at, n.user_id, n.factory, n.status, n.total_cents, n.archived_at IS NULL)
    ), deltas AS (
      SELECT old_created AS created_at, old_user AS user_id, old_factory AS factory,
        old_status AS status, -1 AS orders, -old_total AS total_cents
      FROM changed WHERE old_live
      UNION ALL
      SELECT new_created, new_user, new_factory, new_status, 1, new_total
      FROM changed WHERE new_live
    )
    INSERT INTO order_daily_stats (day, user_id, factory, status, orders, total_cents)
    SELECT (created_at AT TIME ZONE 'Asia/Bangkok')::date, user_id, factory, status,
      sum(orders)::int, sum(total_cents)::int
    FROM deltas
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (day, user_id, factory, status) DO UPDATE
      SET orders = order_daily_stats.orders + excluded.orders,
          total_cents = order_daily_stats.total_cents + excluded.total_cents;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_daily_stats_insert
  AFTER INSERT ON orders REFERENCING NEW TABLE AS inserted_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_daily_stats_apply();
--> statement-breakpoint
CREATE TRIGGER orders_daily_stats_update
  AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_daily_stats_apply();
--> statement-breakpoint
CREATE TRIGGER orders_daily_stats_delete
  AFTER DELETE ON orders REFERENCING OLD TABLE AS deleted_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_daily_stats_apply();
--> statement-breakpoint
DROP FUNCTION order_daily_stats_add(date, integer, text, text, integer, integer);
