import {
  type BoardStage,
  boardStages,
  PRODUCTION_OVERDUE_DAYS,
  type ProductionBoard,
  type productionBoardQuerySchema,
  productionStatuses,
} from '@stitchworks/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { orderScopeOf } from '../orders/orders.public.ts';

type BoardQuery = z.output<typeof productionBoardQuerySchema>;

type BoardRow = {
  order_item_id: number;
  order_id: number;
  seller_order_id: string;
  factory: 'vn1' | 'eu1';
  production_status: number | null;
  stage: BoardStage;
  catalog_text: string;
  color: string;
  size: string;
  quantity: number;
  embroidered: number;
  checked: number;
  packed: number;
  paid_at: Date | string | null;
  overdue: boolean;
};

/**
 * The items on the floor (paid orders not yet shipped), each at its stage: design (waiting for a
 * stitch file), embroider, check, pack (the first step not every unit has done), done, or hold.
 * Overdue: paid more than PRODUCTION_OVERDUE_DAYS ago and not yet at Pre-shipment.
 */
function stagedItems(caller: AuthUser, query: BoardQuery): SQL {
  const scope = orderScopeOf(caller);
  const factories = query.factory ? [query.factory] : (scope?.factories ?? null);
  const keyword = query.keyword?.replace(/^#/, '').trim();
  const keywordId = keyword && /^\d{1,9}$/.test(keyword) ? Number(keyword) : null;
  const { onDesign, inProduction, preShipment, onHold } = productionStatuses;
  return sql`
    with items as (
      select i.id as order_item_id, o.id as order_id, o.seller_order_id, o.factory,
        o.production_status, c.text as catalog_text, i.color, i.size, i.quantity, o.paid_at,
        coalesce(s.embroidered, 0)::int as embroidered, coalesce(s.checked, 0)::int as checked,
        coalesce(s.packed, 0)::int as packed
      from orders o
      join order_items i on i.order_id = o.id
      join catalogs c on c.id = i.catalog_id
      left join lateral (
        select count(*) filter (where step = 'embroidered') as embroidered,
          count(*) filter (where step = 'checked') as checked,
          count(*) filter (where step = 'packed') as packed
        from production_scans ps where ps.order_item_id = i.id and ps.undone_at is null
      ) s on true
      where o.archived_at is null and o.status = 'processing'
        and o.production_status in (${onDesign}, ${inProduction}, ${preShipment}, ${onHold})
        ${factories ? sql`and o.factory = any(${`{${factories.join(',')}}`}::text[])` : sql``}
        ${
          keyword
            ? keywordId !== null
              ? sql`and (o.id = ${keywordId} or lower(o.seller_order_id) = lower(${keyword}))`
              : sql`and lower(o.seller_order_id) = lower(${keyword})`
            : sql``
        }
    ), staged as (
      select *,
        case
          when production_status = ${onHold} then 'hold'
          when production_status = ${onDesign} then 'design'
          when packed >= quantity then 'done'
          when checked >= quantity then 'pack'
          when embroidered >= quantity then 'check'
          else 'embroider'
        end as stage,
        (production_status <> ${preShipment}
          and paid_at < now() - make_interval(days => ${PRODUCTION_OVERDUE_DAYS})) as overdue
      from items
    )`;
}

export async function getProductionBoard(
  db: Db,
  caller: AuthUser,
  query: BoardQuery,
): Promise<ProductionBoard> {
  const base = stagedItems(caller, query);
  const filter = sql`where true
    ${query.stage ? sql`and stage = ${query.stage}` : sql``}
    ${query.overdue === undefined ? sql`` : sql`and overdue = ${query.overdue}`}`;
  const offset = (query.page - 1) * query.limit;
  const [rows, totals, counts] = await Promise.all([
    queryRows<BoardRow>(
      db,
      sql`${base} select * from staged ${filter}
        order by paid_at asc nulls last, order_id, order_item_id
        limit ${query.limit} offset ${offset}`,
    ),
    queryRows<{ count: number }>(
      db,
      sql`${base} select count(*)::int as count from staged ${filter}`,
    ),
    queryRows<{ stage: BoardStage; count: number; overdue: number }>(
      db,
      sql`${base} select stage, count(*)::int as count,
        count(*) filter (where overdue)::int as overdue from staged group by stage`,
    ),
  ]);
  const stages = Object.fromEntries(boardStages.map((stage) => [stage, 0])) as Record<
    BoardStage,
    number
  >;
  for (const row of counts) stages[row.stage] = row.count;
  return {
    rows: rows.map((row) => ({
      orderItemId: row.order_item_id,
      orderId: row.order_id,
      sellerOrderId: row.seller_order_id,
      factory: row.factory,
      productionStatus: row.production_status,
      stage: row.stage,
      catalogText: row.catalog_text,
      color: row.color,
      size: row.size,
      quantity: row.quantity,
      embroidered: row.embroidered,
      checked: row.checked,
      packed: row.packed,
      paidAt: row.paid_at === null ? null : new Date(row.paid_at).toISOString(),
      overdue: row.overdue,
    })),
    count: totals[0]?.count ?? 0,
    stages,
    overdue: counts.reduce((sum, row) => sum + row.overdue, 0),
  };
}
