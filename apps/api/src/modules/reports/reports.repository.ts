import type {
  Factory,
  InventoryWarningFilters,
  OrderedProductsFilters,
  OrderedProductsGrouping,
  ProductionStep,
  ReportKind,
  ReportStatus,
} from '@stitchworks/shared';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { reports, users } from '../../db/schema/index.ts';

/** Factories a caller's reports are limited to; null: every factory. */
export type FactoryScope = Factory[] | null;
/** A closed range of moments, as unix seconds. */
export type SecondsRange = { from: number; to: number };

const BANGKOK = 'Asia/Bangkok';

const inFactories = (column: SQL, scope: FactoryScope) =>
  scope === null || scope.length === 0
    ? undefined
    : sql`${column} in (${sql.join(
        scope.map((factory) => sql`${factory}`),
        sql`, `,
      )})`;

const joinAnd = (parts: (SQL | undefined)[]) => {
  const present = parts.filter((part): part is SQL => part !== undefined);
  return present.length === 0 ? sql`true` : sql.join(present, sql` and `);
};

/* Ordered products ------------------------------------------------------------------------- */

export type OrderedProductsDbRow = {
  catalog_id: number | null;
  catalog: string | null;
  size: string | null;
  color: string | null;
  seller_id: number | null;
  seller_name: string | null;
  seller_email: string | null;
  period: string | null;
  orders: number;
  units: number;
  amount_cents: number;
};

/** The select expressions of each grouping (null columns for the others). */
const groupColumns: Record<OrderedProductsGrouping, { select: SQL[]; group: SQL[]; order: SQL[] }> =
  {
    catalog: {
      select: [sql`i.catalog_id as catalog_id`, sql`c.text as catalog`],
      group: [sql`i.catalog_id`, sql`c.text`],
      order: [sql`i.catalog_id`],
    },
    size: { select: [sql`i.size as size`], group: [sql`i.size`], order: [sql`i.size`] },
    color: { select: [sql`i.color as color`], group: [sql`i.color`], order: [sql`i.color`] },
    seller: {
      select: [
        sql`o.user_id as seller_id`,
        sql`u.name as seller_name`,
        sql`u.email as seller_email`,
      ],
      group: [sql`o.user_id`, sql`u.name`, sql`u.email`],
      order: [sql`u.name`, sql`o.user_id`],
    },
    day: {
      select: [sql`to_char(o.paid_at at time zone ${BANGKOK}, 'YYYY-MM-DD') as period`],
      group: [sql`1`],
      order: [],
    },
    month: {
      select: [sql`to_char(o.paid_at at time zone ${BANGKOK}, 'YYYY-MM') as period`],
      group: [sql`1`],
      order: [],
    },
  };

function orderedWhere(filters: OrderedProductsFilters & SecondsRange, scope: FactoryScope) {
  return joinAnd([
    sql`o.paid_at is not null`,
    sql`o.status not in ('cancelled', 'refunded')`,
    sql`o.paid_at >= to_timestamp(${filters.from})`,
    sql`o.paid_at <= to_timestamp(${filters.to})`,
    filters.catalogId === undefined ? undefined : sql`i.catalog_id = ${filters.catalogId}`,
    filters.sellerId === undefined ? undefined : sql`o.user_id = ${filters.sellerId}`,
    filters.factory === undefined ? undefined : sql`o.factory = ${filters.factory}`,
    inFactories(sql`o.factory`, scope),
  ]);
}

/**
 * Paid items (not cancelled or refunded) grouped as asked: distinct orders, units and item
 * amounts. Periods first (oldest first), then the most units.
 */
export async function readOrderedProducts(
  db: DbOrTx,
  filters: OrderedProductsFilters & SecondsRange,
  scope: FactoryScope,
  limit: number,
): Promise<OrderedProductsDbRow[]> {
  const groups = filters.groupBy;
  const period = groups.includes('day') ? 'day' : groups.includes('month') ? 'month' : null;
  const dims = groups.filter((group) => group !== 'day' && group !== 'month');
  const select: SQL[] = [];
  const groupBy: SQL[] = [];
  if (period) {
    select.push(...groupColumns[period].select);
    groupBy.push(sql`period`);
  }
  for (const dim of dims) {
    select.push(...groupColumns[dim].select);
    groupBy.push(...groupColumns[dim].group);
  }
  const orderBy: SQL[] = [
    ...(period ? [sql`period`] : []),
    sql`units desc`,
    ...dims.flatMap((dim) => groupColumns[dim].order),
  ];
  return queryRows<OrderedProductsDbRow>(
    db,
    sql`select ${sql.join(select, sql`, `)},
        count(distinct o.id)::int as orders,
        sum(i.quantity)::int as units,
        sum(i.amount_cents)::bigint::float8 as amount_cents
      from order_items i
      join orders o on o.id = i.order_id
      left join catalogs c on c.id = i.catalog_id
      left join users u on u.id = o.user_id
      where ${orderedWhere(filters, scope)}
      group by ${sql.join(groupBy, sql`, `)}
      order by ${sql.join(orderBy, sql`, `)}
      limit ${limit}`,
  );
}

/** The same items' totals, whatever the grouping (and however many groups). */
export async function readOrderedTotals(
  db: DbOrTx,
  filters: OrderedProductsFilters & SecondsRange,
  scope: FactoryScope,
): Promise<{ orders: number; units: number; amount_cents: number }> {
  const [row] = await queryRows<{ orders: number; units: number; amount_cents: number }>(
    db,
    sql`select count(distinct o.id)::int as orders,
        coalesce(sum(i.quantity), 0)::int as units,
        coalesce(sum(i.amount_cents), 0)::bigint::float8 as amount_cents
      from order_items i join orders o on o.id = i.order_id
      where ${orderedWhere(filters, scope)}`,
  );
  return row ?? { orders: 0, units: 0, amount_cents: 0 };
}

/* Inventory warning ------------------------------------------------------------------------ */

export type InventoryWarningDbRow = {
  id: number;
  factory: Factory;
  catalog_id: number;
  catalog: string;
  color: string;
  size: string;
  quantity: number;
  warning_threshold: number;
  used: number;
};

/**
 * Stock rows at or under their threshold, within the near margin of it, or lasting only a few days
 * at the pace of the 'production' movements since `since`.
 */
export async function readInventoryWarnings(
  db: DbOrTx,
  filters: InventoryWarningFilters,
  scope: FactoryScope,
  since: Date,
  near: { factor: number; days: number; paceDays: number },
  limit: number,
): Promise<InventoryWarningDbRow[]> {
  return queryRows<InventoryWarningDbRow>(
    db,
    sql`with pace as (
        select m.inventory_id, sum(abs(m.delta))::int as used
        from inventory_movements m
        where m.reason = 'production' and m.created_at >= ${since.toISOString()}::timestamptz
        group by m.inventory_id
      )
      select v.id, v.factory, v.catalog_id, coalesce(c.text, '') as catalog, v.color, v.size,
        v.quantity, v.warning_threshold, coalesce(p.used, 0)::int as used
      from inventories v
      left join catalogs c on c.id = v.catalog_id
      left join pace p on p.inventory_id = v.id
      where ${joinAnd([
        filters.factory === undefined ? undefined : sql`v.factory = ${filters.factory}`,
        filters.catalogId === undefined ? undefined : sql`v.catalog_id = ${filters.catalogId}`,
        inFactories(sql`v.factory`, scope),
      ])}
        and (
          v.quantity <= v.warning_threshold
          or (v.warning_threshold > 0 and v.quantity <= ceil(v.warning_threshold * ${near.factor}::float8))
          or (coalesce(p.used, 0) > 0 and v.quantity * ${near.paceDays}::int <= ${near.days}::int * p.used)
        )
      order by (v.quantity <= v.warning_threshold) desc,
        case when coalesce(p.used, 0) > 0 then v.quantity::float8 / p.used end asc nulls last,
        v.quantity asc, v.id asc
      limit ${limit}`,
  );
}

/* Production output ------------------------------------------------------------------------ */

export type ProductionOutputDbRow = {
  day: string;
  factory: Factory;
  step: ProductionStep;
  user_id: number | null;
  user_name: string | null;
  units: number;
};

/** Standing scans (never undone) per Bangkok day, factory, step and person: newest day first. */
export async function readProductionOutput(
  db: DbOrTx,
  filters: { factory?: Factory | undefined } & SecondsRange,
  scope: FactoryScope,
  limit: number,
): Promise<ProductionOutputDbRow[]> {
  return queryRows<ProductionOutputDbRow>(
    db,
    sql`select to_char(s.created_at at time zone ${BANGKOK}, 'YYYY-MM-DD') as day,
        s.factory, s.step, s.user_id, u.name as user_name, count(*)::int as units
      from production_scans s
      left join users u on u.id = s.user_id
      where ${joinAnd([
        sql`s.undone_at is null`,
        sql`s.created_at >= to_timestamp(${filters.from})`,
        sql`s.created_at <= to_timestamp(${filters.to})`,
        filters.factory === undefined ? undefined : sql`s.factory = ${filters.factory}`,
        inFactories(sql`s.factory`, scope),
      ])}
      group by 1, s.factory, s.step, s.user_id, u.name
      order by 1 desc, s.factory, s.step, u.name nulls last
      limit ${limit}`,
  );
}

/* Generated reports ------------------------------------------------------------------------ */

export type ReportRecord = typeof reports.$inferSelect & {
  createdByName: string | null;
};

export async function insertReport(
  db: DbOrTx,
  values: { kind: ReportKind; params: Record<string, unknown>; createdById: number },
) {
  const [row] = await db.insert(reports).values(values).returning();
  return row!;
}

export async function findReport(db: DbOrTx, id: number) {
  const [row] = await db.select().from(reports).where(eq(reports.id, id));
  return row;
}

const selectRecords = (db: DbOrTx) =>
  db
    .select({
      id: reports.id,
      kind: reports.kind,
      params: reports.params,
      status: reports.status,
      fileKey: reports.fileKey,
      rowCount: reports.rowCount,
      error: reports.error,
      createdById: reports.createdById,
      createdAt: reports.createdAt,
      finishedAt: reports.finishedAt,
      createdByName: users.name,
    })
    .from(reports)
    .leftJoin(users, eq(users.id, reports.createdById));

export async function findReportRecord(db: DbOrTx, id: number): Promise<ReportRecord | undefined> {
  const [row] = await selectRecords(db).where(eq(reports.id, id));
  return row;
}

export async function listReportRecords(
  db: DbOrTx,
  query: { kind?: ReportKind | undefined; limit: number; offset: number },
): Promise<{ rows: ReportRecord[]; count: number; total: number }> {
  const where = query.kind ? eq(reports.kind, query.kind) : undefined;
  const rows = await selectRecords(db)
    .where(where)
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(query.limit)
    .offset(query.offset);
  const [matching] = await db.select({ n: count() }).from(reports).where(where);
  const [all] = where ? await db.select({ n: count() }).from(reports) : [matching];
  return { rows, count: matching?.n ?? 0, total: all?.n ?? 0 };
}

/** Moves a report to `running` unless it already finished (a second delivery does nothing). */
export async function claimReport(db: DbOrTx, id: number) {
  const [row] = await db
    .update(reports)
    .set({ status: 'running', error: null })
    .where(and(eq(reports.id, id), sql`${reports.status} in ('queued', 'running', 'failed')`))
    .returning();
  return row;
}

export async function finishReport(
  db: DbOrTx,
  id: number,
  values:
    | { status: Extract<ReportStatus, 'done'>; fileKey: string; rowCount: number }
    | { status: Extract<ReportStatus, 'failed'>; error: string },
) {
  await db
    .update(reports)
    .set({ ...values, finishedAt: new Date() })
    .where(eq(reports.id, id));
}
