import type { Factory, OrderStatus } from '@stitchworks/shared';

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

export type ChartBucket = 'day' | 'month';

const MAX_BUCKETS = 1_000;

/** The bucket a 'YYYY-MM-DD' day falls in: itself, or its month's first day. */
export const bucketOf = (day: string, bucket: ChartBucket) =>
  bucket === 'day' ? day : `${day.slice(0, 7)}-01`;

/** The bucket after `key` ('YYYY-MM-DD' in UTC arithmetic, so no time zone can shift it). */
function nextBucket(key: string, bucket: ChartBucket): string {
  const date = new Date(`${key}T00:00:00Z`);
  if (bucket === 'day') date.setUTCDate(date.getUTCDate() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1, 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Every bucket from `first` to `last` (both included, as days or months), so a time axis is
 * continuous: a day or month with nothing keeps its place instead of being dropped.
 */
export function bucketsBetween(first: string, last: string, bucket: ChartBucket): string[] {
  const keys: string[] = [];
  const end = bucketOf(last, bucket);
  for (
    let key = bucketOf(first, bucket);
    key <= end && keys.length < MAX_BUCKETS;
    key = nextBucket(key, bucket)
  ) {
    keys.push(key);
  }
  return keys;
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

/** 'YYYY-MM-DD' of a unix second in Asia/Bangkok (the chart's first and last day). */
export const bangkokDayOf = (seconds: number | null): string | null =>
  seconds === null ? null : new Date((seconds + 7 * 3600) * 1000).toISOString().slice(0, 10);
