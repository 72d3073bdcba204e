import type { DashboardBucket, Factory, OrderStatus, TransactionType } from '@stitchworks/shared';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orderDailyStats, orderMonthlyStats } from '../../db/schema/inventory.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { embs } from '../../db/schema/production.ts';
import { creditLedger, transactions } from '../../db/schema/transactions.ts';
import { users } from '../../db/schema/users.ts';

/** A resolved range: instants for timestamp columns, Asia/Bangkok calendar days for the stats. */
export type Window = {
  from: Date | null;
  to: Date | null;
  fromDay: string | null;
  toDay: string | null;
  bucket: DashboardBucket;
  /**
   * Full past months to read from order_monthly_stats, months from `from` (null: since the
   * start) up to `before` (a month's first day, exclusive); the rest comes from the daily rows.
   */
  months?: { from: string | null; before: string } | null;
};

/** Statuses whose orders are paid and count as revenue; created/pending_payment are unpaid. */
const PAID: OrderStatus[] = ['processing', 'partially_shipped', 'shipped', 'reshipped'];
const UNPAID: OrderStatus[] = ['created', 'pending_payment'];
const inList = (values: string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

const num = (expression: SQL) => sql<number>`${expression}`.mapWith(Number);

/** 'YYYY-MM-DD' of a Bangkok date expression, or of its month's first day. */
function bucketOfDate(day: SQL, bucket: DashboardBucket) {
  return bucket === 'day'
    ? sql<string>`to_char(${day}, 'YYYY-MM-DD')`
    : sql<string>`to_char(date_trunc('month', ${day}), 'YYYY-MM-DD')`;
}
const bucketOfInstant = (column: SQL | typeof orders.paidAt, bucket: DashboardBucket) =>
  bucketOfDate(sql`(${column} at time zone 'Asia/Bangkok')`, bucket);

function statsWhere(window: Window, userId?: number) {
  return and(
    userId === undefined ? undefined : eq(orderDailyStats.userId, userId),
    window.fromDay ? gte(orderDailyStats.day, window.fromDay) : undefined,
    window.toDay ? lte(orderDailyStats.day, window.toDay) : undefined,
  );
}

/** The stats tables by granularity: the table and its bucket column (a day, a month's first day). */
const STATS = {
  day: { table: orderDailyStats, bucket: orderDailyStats.day },
  month: { table: orderMonthlyStats, bucket: orderMonthlyStats.month },
};

/** Rows of one stats table as (day, user_id, factory, status, orders, total_cents). */
function statsRows(db: DbOrTx, granularity: keyof typeof STATS, where: SQL | undefined) {
  const { table: t, bucket } = STATS[granularity];
  return db
    .select({
      day: sql<string>`${bucket}`.as('day'),
      userId: sql<number>`${t.userId}`.as('user_id'),
      factory: sql<Factory>`${t.factory}`.as('factory'),
      status: sql<string>`${t.status}`.as('status'),
      orders: sql<number>`${t.orders}`.as('orders'),
      totalCents: sql<number>`${t.totalCents}`.as('total_cents'),
    })
    .from(t)
    .where(where);
}

/**
 * The stats rows of the window as a subquery (day, user_id, factory, status, orders,
 * total_cents): the daily rows, or, with `window.months`, the monthly rows of those full months
 * and the daily rows of the days around them.
 */
function statsOf(db: DbOrTx, window: Window, userId?: number) {
  const months = window.months;
  if (!months) return statsRows(db, 'day', statsWhere(window, userId)).as('s');
  const d = orderDailyStats;
  const m = orderMonthlyStats;
  const outside = months.from
    ? sql`(${d.day} < ${months.from} or ${d.day} >= ${months.before})`
    : gte(d.day, months.before);
  return statsRows(db, 'day', and(statsWhere(window, userId), outside))
    .unionAll(
      statsRows(
        db,
        'month',
        and(
          userId === undefined ? undefined : eq(m.userId, userId),
          months.from ? gte(m.month, months.from) : undefined,
          sql`${m.month} < ${months.before}`,
        ),
      ),
    )
    .as('s');
}

/** True once the order-monthly-stats job has filled the monthly table. */
export async function hasMonthlyStats(db: DbOrTx) {
  const rows = await db.select({ one: sql`1` }).from(orderMonthlyStats).limit(1);
  return rows.length > 0;
}

/**
 * Refills order_monthly_stats from order_daily_stats in one transaction (readers keep seeing the
 * previous rows until it commits; a second rebuild waits for the first).
 */
export async function rebuildOrderMonthlyStats(db: Db) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${orderMonthlyStats} in exclusive mode`);
    await tx.delete(orderMonthlyStats);
    await tx.execute(sql`
      insert into order_monthly_stats (month, user_id, factory, status, orders, total_cents)
      select date_trunc('month', day)::date, user_id, factory, status, sum(orders), sum(total_cents)
      from order_daily_stats
      group by 1, 2, 3, 4
      having sum(orders) <> 0`);
  });
}

/** Live orders per status created in the window (from the kept daily stats). */
export async function countOrdersByStatus(db: DbOrTx, window: Window, userId?: number) {
  const s = statsOf(db, window, userId);
  const rows = await db
    .select({ status: s.status, orders: num(sql`coalesce(sum(${s.orders}), 0)`) })
    .from(s)
    .groupBy(s.status);
  return rows
    .filter((row) => row.orders > 0)
    .map((row) => ({ status: row.status as OrderStatus, orders: row.orders }));
}

/** Orders per bucket and factory in the window: all, paid, unpaid, and the paid ones' total. */
export async function ordersPerDayAndFactory(db: DbOrTx, window: Window) {
  const s = statsOf(db, window);
  const day = bucketOfDate(sql`${s.day}`, window.bucket);
  const rows = await db
    .select({
      day,
      factory: s.factory,
      orders: num(sql`sum(${s.orders})`),
      paidOrders: num(
        sql`coalesce(sum(${s.orders}) filter (where ${s.status} in (${inList(PAID)})), 0)`,
      ),
      unpaidOrders: num(
        sql`coalesce(sum(${s.orders}) filter (where ${s.status} in (${inList(UNPAID)})), 0)`,
      ),
      revenueCents: num(
        sql`coalesce(sum(${s.totalCents}) filter (where ${s.status} in (${inList(PAID)})), 0)`,
      ),
    })
    .from(s)
    .groupBy(day, s.factory)
    .orderBy(day, s.factory);
  return rows.filter((row) => row.orders > 0);
}

/** The sellers with the most paid revenue (or orders) in the window, with their names. */
export async function topSellers(db: DbOrTx, window: Window, by: 'revenue' | 'orders', limit = 5) {
  const s = statsOf(db, window);
  const revenue = num(
    sql`coalesce(sum(${s.totalCents}) filter (where ${s.status} in (${inList(PAID)})), 0)`,
  );
  const ordered = num(sql`sum(${s.orders})`);
  const top = db
    .select({ userId: s.userId, orders: ordered.as('orders'), revenueCents: revenue.as('revenue') })
    .from(s)
    .groupBy(s.userId)
    .having(sql`sum(${s.orders}) > 0`)
    .orderBy(by === 'revenue' ? desc(sql`revenue`) : desc(sql`orders`), asc(s.userId))
    .limit(limit)
    .as('top');
  return db
    .select({
      userId: top.userId,
      name: users.name,
      orders: num(sql`${top.orders}`),
      revenueCents: num(sql`${top.revenueCents}`),
    })
    .from(top)
    .innerJoin(users, eq(users.id, top.userId))
    .orderBy(by === 'revenue' ? desc(top.revenueCents) : desc(top.orders), asc(top.userId));
}

/** What a seller paid per bucket (by the day each order was paid). */
export async function spendPerBucket(db: DbOrTx, userId: number, window: Window) {
  const day = bucketOfInstant(sql`${orders.paidAt}`, window.bucket);
  return db
    .select({
      day,
      amountCents: num(sql`sum(${orders.totalCents})`),
      orders: num(sql`count(*)`),
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        sql`${orders.paidAt} is not null`,
        window.from ? gte(orders.paidAt, window.from) : undefined,
        window.to ? lte(orders.paidAt, window.to) : undefined,
      ),
    )
    .groupBy(day)
    .orderBy(day);
}

/** The seller's credit at the end of each bucket that moved it, before the window, and now. */
export async function creditOverTime(db: DbOrTx, userId: number, window: Window) {
  const l = creditLedger;
  const day = bucketOfInstant(sql`${l.createdAt}`, window.bucket);
  const points = await db
    .selectDistinctOn([day], { day, balanceCents: l.balanceAfterCents })
    .from(l)
    .where(
      and(
        eq(l.userId, userId),
        window.from ? gte(l.createdAt, window.from) : undefined,
        window.to ? lte(l.createdAt, window.to) : undefined,
      ),
    )
    .orderBy(day, desc(l.createdAt), desc(l.id));
  const lastBalance = async (before: Date | null) => {
    const [row] = await db
      .select({ balanceCents: l.balanceAfterCents })
      .from(l)
      .where(and(eq(l.userId, userId), before ? sql`${l.createdAt} < ${before}` : undefined))
      .orderBy(desc(l.createdAt), desc(l.id))
      .limit(1);
    return row?.balanceCents ?? 0;
  };
  return {
    openingCents: window.from ? await lastBalance(window.from) : 0,
    currentCents: await lastBalance(null),
    points,
  };
}

const live = isNull(orders.archivedAt);
const ofUser = (userId: number | undefined) =>
  userId === undefined ? undefined : eq(orders.userId, userId);

async function countOrders(db: DbOrTx, where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(orders).where(where);
  return row?.n ?? 0;
}

export const countUnpaidOrders = (db: DbOrTx, userId?: number) =>
  countOrders(db, and(ofUser(userId), eq(orders.status, 'created'), live));
export const countUnverifiedAddresses = (db: DbOrTx, userId?: number) =>
  countOrders(db, and(ofUser(userId), eq(orders.addressVerified, false), live));
export const countOnHold = (db: DbOrTx, userId?: number) =>
  countOrders(db, and(ofUser(userId), eq(orders.productionStatus, 4), live));
export const countCancelRequests = (db: DbOrTx) =>
  countOrders(db, and(eq(orders.cancelStatus, 'waiting'), live));
export const countUpdateRequests = (db: DbOrTx) =>
  countOrders(db, and(eq(orders.updateFlag, 1), live));

/** Stitch-outs of the seller's designs waiting for their approval, and the oldest one's item. */
export async function stitchOutsWaiting(db: DbOrTx, userId: number) {
  const where = and(eq(embs.userId, userId), eq(embs.approval, 'waiting'));
  const [total] = await db.select({ n: count() }).from(embs).where(where);
  const [first] = await db
    .select({ orderId: orderItems.orderId, itemId: orderItems.id })
    .from(embs)
    .innerJoin(orderItems, eq(orderItems.id, embs.orderItemId))
    .where(where)
    .orderBy(asc(embs.createdAt), asc(embs.id))
    .limit(1);
  return { count: total?.n ?? 0, first: first ?? null };
}

/** Paid orders in production per production status (the floor's live load). */
export async function countByProductionStatus(db: DbOrTx) {
  const rows = await db
    .select({ productionStatus: orders.productionStatus, orders: count() })
    .from(orders)
    .where(
      and(
        inArray(orders.status, ['processing', 'partially_shipped']),
        live,
        sql`${orders.productionStatus} is not null`,
      ),
    )
    .groupBy(orders.productionStatus)
    .orderBy(orders.productionStatus);
  return rows.map((row) => ({ productionStatus: row.productionStatus ?? 0, orders: row.orders }));
}

/** Deposits and withdrawals waiting for an admin. */
export async function pendingTransactions(db: DbOrTx) {
  const rows = await db
    .select({
      type: transactions.type,
      count: count(),
      amountCents: num(sql`coalesce(sum(${transactions.amountCents}), 0)`),
    })
    .from(transactions)
    .where(eq(transactions.status, 'pending'))
    .groupBy(transactions.type)
    .orderBy(transactions.type);
  return rows as { type: TransactionType; count: number; amountCents: number }[];
}

export async function countEmbsToDigitize(db: DbOrTx) {
  const [row] = await db
    .select({ n: count() })
    .from(embs)
    .where(inArray(embs.status, ['todo', 'assigned']));
  return row?.n ?? 0;
}

/** A designer's jobs by status, the unassigned pool, and what they had accepted since `since`. */
export async function designerQueue(db: DbOrTx, designerId: number, since: Date) {
  const queue = await db
    .select({ status: embs.status, count: count() })
    .from(embs)
    .where(eq(embs.designerId, designerId))
    .groupBy(embs.status)
    .orderBy(embs.status);
  const [pool] = await db
    .select({ n: count() })
    .from(embs)
    .where(and(eq(embs.status, 'todo'), isNull(embs.designerId)));
  const [month] = await db
    .select({ n: count(), costCents: num(sql`coalesce(sum(${embs.costCents}), 0)`) })
    .from(embs)
    .where(
      and(
        eq(embs.designerId, designerId),
        eq(embs.status, 'accepted'),
        gte(embs.acceptedAt, since),
      ),
    );
  return {
    queue,
    unassigned: pool?.n ?? 0,
    acceptedThisMonth: month?.n ?? 0,
    earnedCents: month?.costCents ?? 0,
  };
}
