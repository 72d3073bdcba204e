import {
  type AdminLiveReport,
  type AdminRangeReport,
  type DashboardBucket,
  type DateRange,
  type DesignerDashboard,
  type dashboardQuerySchema,
  dateRangeBounds,
  type ManagerReport,
  type SellerDashboard,
  type SupporterDashboard,
} from '@stitchworks/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { toDollars } from '../../lib/money.ts';
import type { AuthUser } from '../auth/authenticate.ts';
import {
  countByProductionStatus,
  countCancelRequests,
  countEmbsToDigitize,
  countOnHold,
  countOrdersByStatus,
  countUnpaidOrders,
  countUnverifiedAddresses,
  countUpdateRequests,
  creditOverTime,
  designerQueue,
  hasMonthlyStats,
  ordersPerDayAndFactory,
  pendingTransactions,
  spendPerBucket,
  stitchOutsWaiting,
  topSellers,
  type Window,
} from './dashboards.repository.ts';

type Query = z.output<typeof dashboardQuerySchema>;
const BANGKOK_MS = 7 * 3600 * 1000;
/** Past this many days a chart's points are months, so a chart never holds hundreds of bars. */
const MAX_DAY_POINTS = 92;

/** The Asia/Bangkok calendar day of a unix second, 'YYYY-MM-DD'. */
export const bangkokDay = (seconds: number) =>
  new Date(seconds * 1000 + BANGKOK_MS).toISOString().slice(0, 10);

/** The query's range as bounds, Bangkok days and the chart's bucket (explicit bounds win). */
export function resolveWindow(
  query: Query,
  now = new Date(),
): Window & { range: DateRange; fromSeconds: number | null; toSeconds: number | null } {
  const named = dateRangeBounds(query.range, now);
  let from = query.from ?? named.from;
  let to = query.to ?? named.to;
  if (from !== null && to !== null && from > to) [from, to] = [to, from];
  const bucket: DashboardBucket =
    from !== null && (to ?? now.getTime() / 1000) - from <= MAX_DAY_POINTS * 86_400
      ? 'day'
      : 'month';
  return {
    range: query.range,
    fromSeconds: from,
    toSeconds: to,
    from: from === null ? null : new Date(from * 1000),
    to: to === null ? null : new Date(to * 1000 + 999),
    fromDay: from === null ? null : bangkokDay(from),
    toDay: to === null ? null : bangkokDay(to),
    bucket,
  };
}

const DAY_MS = 86_400_000;
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
const nextMonth = (day: string) => {
  const date = new Date(`${monthStart(day)}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
};

/**
 * The full months of a month-bucketed window before the current Bangkok month, which the
 * admin's and manager's reports read from order_monthly_stats (rebuilt every 5 minutes); the
 * partial first and last months and the current month come from the daily rows. Null when there
 * are none, or the monthly table is still empty (before the job first ran).
 */
export async function monthlySpan(db: Db, window: Window, now = new Date()) {
  if (window.bucket !== 'month') return null;
  const from = window.fromDay
    ? window.fromDay.endsWith('-01')
      ? window.fromDay
      : nextMonth(window.fromDay)
    : null;
  const thisMonth = monthStart(bangkokDay(now.getTime() / 1000));
  const end = window.toDay ? monthStart(nextDay(window.toDay)) : thisMonth;
  // biome-ignore lint/complexity/useMathMinMax: ISO days are strings, compared as text
  const before = end < thisMonth ? end : thisMonth;
  if (from !== null && from >= before) return null;
  return (await hasMonthlyStats(db)) ? { from, before } : null;
}

const rangeOf = (window: ReturnType<typeof resolveWindow>) => ({
  range: window.range,
  from: window.fromSeconds,
  to: window.toSeconds,
  bucket: window.bucket,
});

/** GET /dashboard/seller: the signed-in seller's own numbers, nobody else's. */
export async function getSellerDashboard(
  db: Db,
  user: AuthUser,
  query: Query,
): Promise<SellerDashboard> {
  const window = resolveWindow(query);
  const [ordersByStatus, spend, credit, unpaid, unverified, stitchOuts, onHold] = await Promise.all(
    [
      countOrdersByStatus(db, window, user.id),
      spendPerBucket(db, user.id, window),
      creditOverTime(db, user.id, window),
      countUnpaidOrders(db, user.id),
      countUnverifiedAddresses(db, user.id),
      stitchOutsWaiting(db, user.id),
      countOnHold(db, user.id),
    ],
  );
  return {
    ...rangeOf(window),
    ordersByStatus,
    spendPerDay: spend.map((row) => ({
      day: row.day,
      amount: toDollars(row.amountCents),
      orders: row.orders,
    })),
    credit: {
      opening: toDollars(credit.openingCents),
      current: toDollars(credit.currentCents),
      points: credit.points.map((point) => ({
        day: point.day,
        balance: toDollars(point.balanceCents),
      })),
    },
    waiting: {
      unpaidOrders: unpaid,
      unverifiedAddresses: unverified,
      stitchOutsToApprove: stitchOuts.count,
      firstStitchOut: stitchOuts.first,
      onHold,
    },
  };
}

/** GET /dashboard/admin/report2: orders and revenue of a range, by day and factory. */
export async function getAdminRangeReport(db: Db, query: Query): Promise<AdminRangeReport> {
  const window = resolveWindow(query);
  window.months = await monthlySpan(db, window);
  const [perDay, ordersByStatus, top] = await Promise.all([
    ordersPerDayAndFactory(db, window),
    countOrdersByStatus(db, window),
    topSellers(db, window, 'revenue'),
  ]);
  const totals = { orders: 0, paidOrders: 0, unpaidOrders: 0, revenueCents: 0 };
  for (const row of perDay) {
    totals.orders += row.orders;
    totals.paidOrders += row.paidOrders;
    totals.unpaidOrders += row.unpaidOrders;
    totals.revenueCents += row.revenueCents;
  }
  return {
    ...rangeOf(window),
    perDay: perDay.map(({ revenueCents, ...row }) => ({
      ...row,
      revenue: toDollars(revenueCents),
    })),
    totals: {
      orders: totals.orders,
      paidOrders: totals.paidOrders,
      unpaidOrders: totals.unpaidOrders,
      revenue: toDollars(totals.revenueCents),
    },
    ordersByStatus,
    topSellers: top.map(({ revenueCents, ...row }) => ({
      ...row,
      revenue: toDollars(revenueCents),
    })),
  };
}

/** GET /dashboard/admin/report: what waits now, whatever the range. */
export async function getAdminLiveReport(db: Db): Promise<AdminLiveReport> {
  const [production, pending, unverified, cancels, updates, toDigitize] = await Promise.all([
    countByProductionStatus(db),
    pendingTransactions(db),
    countUnverifiedAddresses(db),
    countCancelRequests(db),
    countUpdateRequests(db),
    countEmbsToDigitize(db),
  ]);
  return {
    productionStatus: production,
    pendingTransactions: pending.map((row) => ({
      type: row.type,
      count: row.count,
      amount: toDollars(row.amountCents),
    })),
    unverifiedAddresses: unverified,
    cancelRequests: cancels,
    updateRequests: updates,
    stitchOutsToDigitize: toDigitize,
  };
}

/** GET /dashboard/manager/report: the business's orders, without revenue or money waiting. */
export async function getManagerReport(db: Db, query: Query): Promise<ManagerReport> {
  const window = resolveWindow(query);
  window.months = await monthlySpan(db, window);
  const [perDay, ordersByStatus, production, top, cancels, updates] = await Promise.all([
    ordersPerDayAndFactory(db, window),
    countOrdersByStatus(db, window),
    countByProductionStatus(db),
    topSellers(db, window, 'orders'),
    countCancelRequests(db),
    countUpdateRequests(db),
  ]);
  return {
    ...rangeOf(window),
    perDay: perDay.map(({ day, factory, orders, paidOrders }) => ({
      day,
      factory,
      orders,
      paidOrders,
    })),
    ordersByStatus,
    productionStatus: production,
    topSellers: top.map(({ userId, name, orders }) => ({ userId, name, orders })),
    cancelRequests: cancels,
    updateRequests: updates,
  };
}

/** GET /dashboard/designer: the designer's own queue and this month's accepted work. */
export async function getDesignerDashboard(
  db: Db,
  user: AuthUser,
  now = new Date(),
): Promise<DesignerDashboard> {
  const monthStart = dateRangeBounds('month', now).from ?? 0;
  const result = await designerQueue(db, user.id, new Date(monthStart * 1000));
  return {
    queue: result.queue,
    unassigned: result.unassigned,
    acceptedThisMonth: result.acceptedThisMonth,
    earnedThisMonth: toDollars(result.earnedCents),
  };
}

/** GET /dashboard/supporter: orders waiting for support. */
export async function getSupporterDashboard(db: Db): Promise<SupporterDashboard> {
  const [unverified, cancels, updates] = await Promise.all([
    countUnverifiedAddresses(db),
    countCancelRequests(db),
    countUpdateRequests(db),
  ]);
  return { unverifiedAddresses: unverified, cancelRequests: cancels, updateRequests: updates };
}
