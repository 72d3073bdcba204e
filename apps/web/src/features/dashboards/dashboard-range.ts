import { type DateRange, DEFAULT_DASHBOARD_RANGE, dateRanges } from '@stitchworks/shared';

/** The dashboards' search params: the chosen date range (`/?range=week`). */
export type DashboardSearch = { range?: DateRange | undefined };

/** Keeps a known range from the URL and drops anything else (the default is then used). */
export function validateDashboardSearch(search: Record<string, unknown>): DashboardSearch {
  const range = search.range;
  return typeof range === 'string' && (dateRanges as readonly string[]).includes(range)
    ? { range: range as DateRange }
    : {};
}

export const rangeOfSearch = (search: DashboardSearch): DateRange =>
  search.range ?? DEFAULT_DASHBOARD_RANGE;

/**
 * The API query of a range: the start of its first and the end of its last day in Asia/Bangkok,
 * as unix seconds; 'all' sends no bounds. The range name travels too (the server echoes it).
 */
export function dashboardQueryOf(
  range: DateRange,
  now: Date = new Date(),
): { range: DateRange; from?: number; to?: number } {
  const { from, to } = rangeBoundsUnix(range, now);
  return from === null || to === null ? { range } : { range, from, to };
}

const BANGKOK_OFFSET_SECONDS = 7 * 3600;
const DAY = 86_400;

/** Start (00:00:00) and end (23:59:59) of the range's days in Asia/Bangkok, as unix seconds. */
export function rangeBoundsUnix(
  range: DateRange,
  now: Date = new Date(),
): { from: number | null; to: number | null } {
  if (range === 'all') return { from: null, to: null };
  const local = new Date(now.getTime() + BANGKOK_OFFSET_SECONDS * 1000);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const dayStart = (month: number, day: number, year = y) =>
    Date.UTC(year, month, day) / 1000 - BANGKOK_OFFSET_SECONDS;
  const today = dayStart(m, local.getUTCDate());
  const end = today + DAY - 1;
  switch (range) {
    case 'today':
      return { from: today, to: end };
    case 'yesterday':
      return { from: today - DAY, to: today - 1 };
    case 'week':
      return { from: today - ((local.getUTCDay() + 6) % 7) * DAY, to: end };
    case 'month':
      return { from: dayStart(m, 1), to: end };
    case 'last_month':
      return { from: dayStart(m - 1, 1), to: dayStart(m, 1) - 1 };
    case 'year':
      return { from: dayStart(0, 1), to: end };
  }
}
