-- A seller's orders of one day, factory and status are added up in bigint: in integer their
-- total stopped at $21,474,836.47, and past it every order of that seller refused to be written
-- for the rest of the day (found by importing 280,000 orders of one seller in one day).
ALTER TABLE "order_daily_stats" ALTER COLUMN "total_cents" SET DATA TYPE bigint;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_daily_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_daily_stats (day, user_id, factory, status, orders, total_cents)
    SELECT (created_at AT TIME ZONE 'Asia/Bangkok')::date, user_id, factory, status,
      count(*)::int, sum(total_cents)::bigint
    FROM inserted_orders WHERE archived_at IS NULL
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (day, user_id, factory, status) DO UPDATE
      SET orders = order_daily_stats.orders + excluded.orders,
          total_cents = order_daily_stats.total_cents + excluded.total_cents;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_daily_stats (day, user_id, factory, status, orders, total_cents)
    SELECT (created_at AT TIME ZONE 'Asia/Bangkok')::date, user_id, factory, status,
      -count(*)::int, -sum(total_cents)::bigint
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
      sum(orders)::int, sum(total_cents)::bigint
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
CREATE OR REPLACE FUNCTION rebuild_order_daily_stats() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE orders IN SHARE MODE;
  DELETE FROM order_daily_stats;
  INSERT INTO order_daily_stats (day, user_id, factory, status, orders, total_cents)
  SELECT (created_at AT TIME ZONE 'Asia/Bangkok')::date, user_id, factory, status, count(*)::int,
    sum(total_cents)::bigint
  FROM orders WHERE archived_at IS NULL
  GROUP BY 1, 2, 3, 4;
END;
$$;
