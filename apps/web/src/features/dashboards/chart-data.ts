import type { Factory, OrderStatus } from '@stitchworks/shared';
import { bucketOf, bucketsBetween, type ChartBucket } from '../../components/charts/time-axis';

/** Bars in the order of an order's life, so the chart reads left to right. */
const STATUS_ORDER: OrderStatus[] = [
  'created',
  'pending_payment',
  'processing',
  'partially_shipped',
  'shipped',
  'reshipped',
  'cancelled',
  'refunded',
];

/** Orders by status as chart rows, in life order, each status once (missing ones left out). */
export function statusRows(
  counts: readonly { status: OrderStatus; orders: number }[],
  label: (status: OrderStatus) => string,
): { status: string; orders: number }[] {
  const byStatus = new Map<OrderStatus, number>();
  for (const row of counts) byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + row.orders);
  return STATUS_ORDER.filter((status) => (byStatus.get(status) ?? 0) > 0).map((status) => ({
    status: label(status),
    orders: byStatus.get(status) ?? 0,
  }));
}

/** One row per day with one column per factory (0 where a factory had nothing), days in order. */
export function perDayByFactory<K extends 'orders' | 'paidOrders' | 'unpaidOrders' | 'revenue'>(
  rows: readonly ({ day: string; factory: Factory } & Partial<Record<K, number>>)[],
  field: K,
  factories: readonly Factory[],
): ({ day: string } & Record<Factory, number>)[] {
  const days = new Map<string, { day: string } & Record<Factory, number>>();
  for (const row of rows) {
    let entry = days.get(row.day);
    if (!entry) {
      entry = { day: row.day, ...Object.fromEntries(factories.map((f) => [f, 0])) } as {
        day: string;
      } & Record<Factory, number>;
      days.set(row.day, entry);
    }
    entry[row.factory] = round2(entry[row.factory] + (row[field] ?? 0));
  }
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}

/** Paid and unpaid orders per day over every factory. */
export function paidUnpaidPerDay(
  rows: readonly { day: string; paidOrders: number; unpaidOrders: number }[],
): { day: string; paid: number; unpaid: number }[] {
  const days = new Map<string, { day: string; paid: number; unpaid: number }>();
  for (const row of rows) {
    const entry = days.get(row.day) ?? { day: row.day, paid: 0, unpaid: 0 };
    entry.paid += row.paidOrders;
    entry.unpaid += row.unpaidOrders;
    days.set(row.day, entry);
  }
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}

/**
 * The credit line: the ledger's balance at the end of every bucket from the range's first day (or
 * the first movement, for all time) to its last: a bucket with no movement carries the balance
 * before it, which starts at the opening balance (the credit before the range).
 */
export function creditRows(
  credit: { opening: number; current: number; points: readonly { day: string; balance: number }[] },
  firstDay: string | null,
  lastDay: string | null,
  bucket: ChartBucket = 'day',
): { day: string; balance: number }[] {
  const points = [...credit.points].sort((a, b) => a.day.localeCompare(b.day));
  const first = firstDay ?? points[0]?.day ?? lastDay;
  const last = lastDay ?? points.at(-1)?.day ?? first;
  if (!first || !last) return [];
  const byBucket = new Map(points.map((point) => [bucketOf(point.day, bucket), point.balance]));
  let balance = firstDay ? credit.opening : (points[0]?.balance ?? credit.current);
  return bucketsBetween(first, last, bucket).map((key) => {
    balance = byBucket.get(key) ?? balance;
    return { day: key, balance };
  });
}

const round2 = (value: number) => Math.round(value * 100) / 100;
