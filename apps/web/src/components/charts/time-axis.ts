// A chart's time axis: days or months in Asia/Bangkok, continuous from the first to the last.

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
 * A time series on a continuous axis: one row per bucket from `first` to `last` (days or months),
 * the rows given where they exist (by their day's bucket) and `zero(key)` where nothing happened, so
 * a quiet week keeps its width on the axis instead of vanishing between two bars.
 */
export function zeroFilled<Row extends { day: string }>(
  rows: readonly Row[],
  first: string | null,
  last: string | null,
  bucket: ChartBucket,
  zero: (day: string) => Row,
): Row[] {
  const sorted = [...rows].sort((a, b) => a.day.localeCompare(b.day));
  const from = first ?? sorted[0]?.day;
  const to = last ?? sorted.at(-1)?.day;
  if (!from || !to) return [];
  const byBucket = new Map(sorted.map((row) => [bucketOf(row.day, bucket), row]));
  return bucketsBetween(from, to, bucket).map((key) => {
    const row = byBucket.get(key);
    return row ? { ...row, day: key } : zero(key);
  });
}

/** The first and last day a dashboard's range covers (all time: the data's own first and last). */
export function rangeDays(range: { from: number | null; to: number | null }): {
  first: string | null;
  last: string | null;
} {
  return { first: bangkokDayOf(range.from), last: bangkokDayOf(range.to) };
}

/** 'YYYY-MM-DD' of a unix second in Asia/Bangkok (the chart's first and last day). */
export const bangkokDayOf = (seconds: number | null): string | null =>
  seconds === null ? null : new Date((seconds + 7 * 3600) * 1000).toISOString().slice(0, 10);
