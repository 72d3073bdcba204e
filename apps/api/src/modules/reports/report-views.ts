import {
  INVENTORY_NEAR_DAYS,
  INVENTORY_NEAR_FACTOR,
  INVENTORY_PACE_DAYS,
  type InventoryWarningRow,
  type OrderedProductsGrouping,
  type OrderedProductsRow,
  type ProductionOutputRow,
} from '@stitchworks/shared';
import { toCsv } from '../../lib/csv.ts';
import type {
  InventoryWarningDbRow,
  OrderedProductsDbRow,
  ProductionOutputDbRow,
} from './reports.repository.ts';

/** Pure shaping of the report rows: API rows, days-left math and the CSV text of each view. */

const DAY_SECONDS = 24 * 60 * 60;
/** A range left open ends now and starts 30 days before its end. */
export const DEFAULT_RANGE_DAYS = 30;

export function rangeOf(
  query: { from?: number | undefined; to?: number | undefined },
  now: Date,
): { from: number; to: number } {
  const to = query.to ?? Math.floor(now.getTime() / 1000);
  const from = query.from ?? to - DEFAULT_RANGE_DAYS * DAY_SECONDS + 1;
  return from <= to ? { from, to } : { from: to, to: from };
}

const dollars = (cents: number) => Math.round(cents) / 100;

export function toOrderedProductsRow(row: OrderedProductsDbRow): OrderedProductsRow {
  return {
    catalogId: row.catalog_id ?? null,
    catalog: row.catalog ?? null,
    size: row.size ?? null,
    color: row.color ?? null,
    seller:
      row.seller_id === null || row.seller_id === undefined
        ? null
        : { id: row.seller_id, name: row.seller_name ?? '', email: row.seller_email ?? '' },
    period: row.period ?? null,
    orders: Number(row.orders),
    units: Number(row.units),
    amount: dollars(Number(row.amount_cents)),
  };
}

/**
 * Days a quantity lasts at the pace of `used` units over `paceDays`: whole days, rounded down;
 * null when nothing was used (it lasts as long as nobody takes any).
 */
export function daysLeftOf(quantity: number, used: number, paceDays = INVENTORY_PACE_DAYS) {
  if (used <= 0) return null;
  return Math.floor((quantity * paceDays) / used);
}

export function toInventoryWarningRow(row: InventoryWarningDbRow): InventoryWarningRow {
  const used = Number(row.used);
  return {
    id: row.id,
    factory: row.factory,
    catalogId: row.catalog_id,
    catalog: row.catalog,
    color: row.color,
    size: row.size,
    quantity: row.quantity,
    warningThreshold: row.warning_threshold,
    level: row.quantity <= row.warning_threshold ? 'below' : 'near',
    usedLast30Days: used,
    dailyUse: Math.round((used / INVENTORY_PACE_DAYS) * 100) / 100,
    daysLeft: daysLeftOf(row.quantity, used),
  };
}

export const inventoryNear = {
  factor: INVENTORY_NEAR_FACTOR,
  days: INVENTORY_NEAR_DAYS,
  paceDays: INVENTORY_PACE_DAYS,
};

export function toProductionOutputRow(row: ProductionOutputDbRow): ProductionOutputRow {
  return {
    day: row.day,
    factory: row.factory,
    step: row.step,
    user: row.user_id === null ? null : { id: row.user_id, name: row.user_name ?? '' },
    units: Number(row.units),
  };
}

const BOM = '\uFEFF';

const groupingHeaders: Record<OrderedProductsGrouping, string[]> = {
  day: ['Day (Asia/Bangkok)'],
  month: ['Month (Asia/Bangkok)'],
  catalog: ['Catalog ID', 'Catalog'],
  color: ['Color'],
  size: ['Size'],
  seller: ['Seller ID', 'Seller', 'Seller e-mail'],
};
const groupingOrder: OrderedProductsGrouping[] = [
  'day',
  'month',
  'seller',
  'catalog',
  'color',
  'size',
];

export function orderedProductsCsv(groupBy: OrderedProductsGrouping[], rows: OrderedProductsRow[]) {
  const groups = groupingOrder.filter((group) => groupBy.includes(group));
  const header = [
    ...groups.flatMap((group) => groupingHeaders[group]),
    'Orders',
    'Units',
    'Amount',
  ];
  const lines = rows.map((row) => [
    ...groups.flatMap((group) => {
      switch (group) {
        case 'day':
        case 'month':
          return [row.period];
        case 'catalog':
          return [row.catalogId, row.catalog];
        case 'color':
          return [row.color];
        case 'size':
          return [row.size];
        default:
          return [row.seller?.id, row.seller?.name, row.seller?.email];
      }
    }),
    row.orders,
    row.units,
    row.amount.toFixed(2),
  ]);
  return BOM + toCsv([header, ...lines]);
}

export function inventoryWarningCsv(rows: InventoryWarningRow[]) {
  const header = [
    'Factory',
    'Catalog ID',
    'Catalog',
    'Color',
    'Size',
    'Quantity',
    'Warning threshold',
    'Level',
    `Used (last ${INVENTORY_PACE_DAYS} days)`,
    'Daily use',
    'Days left',
  ];
  const lines = rows.map((row) => [
    row.factory,
    row.catalogId,
    row.catalog,
    row.color,
    row.size,
    row.quantity,
    row.warningThreshold,
    row.level,
    row.usedLast30Days,
    row.dailyUse,
    row.daysLeft,
  ]);
  return BOM + toCsv([header, ...lines]);
}

export function productionOutputCsv(rows: ProductionOutputRow[]) {
  const header = ['Day (Asia/Bangkok)', 'Factory', 'Step', 'User ID', 'User', 'Units'];
  const lines = rows.map((row) => [
    row.day,
    row.factory,
    row.step,
    row.user?.id,
    row.user?.name,
    row.units,
  ]);
  return BOM + toCsv([header, ...lines]);
}

/** Per-step totals of the output rows. */
export function outputTotals(rows: ProductionOutputRow[]) {
  const totals = { embroidered: 0, checked: 0, packed: 0 };
  for (const row of rows) totals[row.step] += row.units;
  return totals;
}
