import type {
  InventoryWarningRow,
  OrderedProductsGrouping,
  OrderedProductsRow,
  ProductionOutputRow,
} from '@stitchworks/shared';
import { bangkokDayOf, zeroFilled } from '../../components/charts/time-axis';

// What a manager would draw from each report: the production output per day by step, what sold
// over time (or the best groups), and the stock against its warning level.

/** Days a report with an open range covers (the server's own default: the last 30 days). */
export const OPEN_RANGE_DAYS = 30;
/** Bars a ranking chart draws: more stop being readable at 390 px. */
export const TOP_BARS = 10;

const DAY = 86_400;

/** The first and last day of a report's range; an open range ends today and starts 30 days back. */
export function reportDays(
  range: { from?: number; to?: number },
  nowSeconds: number,
): { first: string; last: string } {
  const to = range.to ?? nowSeconds;
  const from = range.from ?? to - OPEN_RANGE_DAYS * DAY;
  return { first: bangkokDayOf(from) ?? '', last: bangkokDayOf(to) ?? '' };
}

export type OutputDay = { day: string; embroidered: number; checked: number; packed: number };

/** Units per day and step over every factory and person, each day of the range on the axis. */
export function outputPerDay(
  rows: readonly ProductionOutputRow[],
  days: { first: string; last: string },
): OutputDay[] {
  const byDay = new Map<string, OutputDay>();
  for (const row of rows) {
    const entry = byDay.get(row.day) ?? { day: row.day, embroidered: 0, checked: 0, packed: 0 };
    entry[row.step] += row.units;
    byDay.set(row.day, entry);
  }
  return zeroFilled([...byDay.values()], days.first, days.last, 'day', (day) => ({
    day,
    embroidered: 0,
    checked: 0,
    packed: 0,
  }));
}

export type SoldPoint = { label: string; units: number; orders: number };

/**
 * Ordered products as a chart: grouped by day or month alone, units over time on a continuous axis;
 * grouped otherwise, the groups that sold most units, best first.
 */
export function soldChart(
  rows: readonly OrderedProductsRow[],
  groupBy: readonly OrderedProductsGrouping[],
  days: { first: string; last: string },
  labelOf: (row: OrderedProductsRow) => string,
): { kind: 'time' | 'ranking'; points: SoldPoint[] } {
  const period = groupBy.length === 1 && (groupBy[0] === 'day' || groupBy[0] === 'month');
  if (period) {
    const bucket = groupBy[0] === 'month' ? 'month' : 'day';
    const series = rows
      .filter((row) => row.period)
      .map((row) => ({
        day: bucket === 'month' ? `${row.period}-01` : (row.period as string),
        units: row.units,
        orders: row.orders,
      }));
    const filled = zeroFilled(series, days.first, days.last, bucket, (day) => ({
      day,
      units: 0,
      orders: 0,
    }));
    return {
      kind: 'time',
      points: filled.map((point) => ({
        label: bucket === 'month' ? point.day.slice(0, 7) : point.day,
        units: point.units,
        orders: point.orders,
      })),
    };
  }
  const ranked = [...rows].sort((a, b) => b.units - a.units || b.orders - a.orders);
  return {
    kind: 'ranking',
    points: ranked
      .slice(0, TOP_BARS)
      .map((row) => ({ label: labelOf(row), units: row.units, orders: row.orders })),
  };
}

export type StockPoint = { label: string; quantity: number; threshold: number };

/** The most urgent stock rows (the view's own order) against their warning threshold. */
export function stockAgainstThreshold(
  rows: readonly InventoryWarningRow[],
  labelOf: (row: InventoryWarningRow) => string,
): StockPoint[] {
  return rows.slice(0, TOP_BARS).map((row) => ({
    label: labelOf(row),
    quantity: row.quantity,
    threshold: row.warningThreshold,
  }));
}
