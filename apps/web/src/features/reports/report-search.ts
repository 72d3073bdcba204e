import {
  DEFAULT_ORDERED_PRODUCTS_GROUPING,
  type OrderedProductsGrouping,
  orderedProductsGroupings,
  type ReportStatus,
} from '@stitchworks/shared/enums/reports';
import { type Factory, factories } from '@stitchworks/shared/enums/users';
import type {
  OrderedProductsQuery,
  ProductionOutputQuery,
} from '@stitchworks/shared/schemas/reports';
import { dayRangeUnix } from '../../lib/app-day';

/** Calendar days 'YYYY-MM-DD' in the app time zone. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: unknown) =>
  typeof value === 'string' && CALENDAR_DAY.test(value) ? value : undefined;
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (values as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
const positiveId = (value: unknown) => {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= 1 ? number : undefined;
};

/** /report/ordered-products in the URL: `?from=2025-03-01&to=2025-03-31&groupBy=seller,catalog`. */
export type OrderedProductsSearch = {
  from?: string | undefined;
  to?: string | undefined;
  catalogId?: number | undefined;
  sellerId?: number | undefined;
  factory?: Factory | undefined;
  /** Comma-separated groupings; absent: catalog, colour and size. */
  groupBy?: string | undefined;
};

/** The groupings of a search, known names only, in the order the list offers them. */
export function groupingsOf(value: string | undefined): OrderedProductsGrouping[] {
  const asked = (value ?? '').split(',').map((item) => item.trim());
  const known = orderedProductsGroupings.filter((grouping) => asked.includes(grouping));
  // A day and a month together make no sense: the day wins.
  const periods = known.includes('day') ? known.filter((g) => g !== 'month') : known;
  return periods.length > 0 ? periods : [...DEFAULT_ORDERED_PRODUCTS_GROUPING];
}

/** The groupings as the URL holds them; the default is left out. */
export function groupByParam(groupings: readonly OrderedProductsGrouping[]): string | undefined {
  const chosen = groupingsOf(groupings.join(','));
  const isDefault =
    chosen.length === DEFAULT_ORDERED_PRODUCTS_GROUPING.length &&
    DEFAULT_ORDERED_PRODUCTS_GROUPING.every((grouping) => chosen.includes(grouping));
  return isDefault ? undefined : chosen.join(',');
}

export function validateOrderedProductsSearch(
  search: Record<string, unknown>,
): OrderedProductsSearch {
  const raw = Array.isArray(search.groupBy) ? search.groupBy.join(',') : search.groupBy;
  return {
    from: day(search.from),
    to: day(search.to),
    catalogId: positiveId(search.catalogId),
    sellerId: positiveId(search.sellerId),
    factory: oneOf(factories, search.factory),
    groupBy: typeof raw === 'string' ? groupByParam(groupingsOf(raw)) : undefined,
  };
}

/** A day range as unix seconds: start of the first day, end of the last; reversed put in order. */
export function rangeQueryOf(search: { from?: string | undefined; to?: string | undefined }): {
  from?: number;
  to?: number;
} {
  let start = search.from ?? search.to;
  let end = search.to ?? search.from;
  if (!start || !end) return {};
  if (start > end) [start, end] = [end, start];
  return { from: dayRangeUnix(start).from, to: dayRangeUnix(end).to };
}

export function orderedProductsQueryOf(search: OrderedProductsSearch): OrderedProductsQuery {
  return {
    ...rangeQueryOf(search),
    ...(search.catalogId ? { catalogId: search.catalogId } : {}),
    ...(search.sellerId ? { sellerId: search.sellerId } : {}),
    ...(search.factory ? { factory: search.factory } : {}),
    groupBy: groupingsOf(search.groupBy),
  };
}

/** The output tab of /report/production: `?view=output&outFrom=…&outTo=…&outFactory=vn1`. */
export type ProductionOutputSearch = {
  view?: 'output' | undefined;
  outFrom?: string | undefined;
  outTo?: string | undefined;
  outFactory?: Factory | undefined;
};

export function validateProductionOutputSearch(
  search: Record<string, unknown>,
): ProductionOutputSearch {
  return {
    view: search.view === 'output' ? 'output' : undefined,
    outFrom: day(search.outFrom),
    outTo: day(search.outTo),
    outFactory: oneOf(factories, search.outFactory),
  };
}

export function productionOutputQueryOf(search: ProductionOutputSearch): ProductionOutputQuery {
  return {
    ...rangeQueryOf({ from: search.outFrom, to: search.outTo }),
    ...(search.outFactory ? { factory: search.outFactory } : {}),
  };
}

/** While a report waits or runs, the list asks again this often. */
export const REPORT_REFRESH_MS = 3_000;

export function hasPendingReports(rows: readonly { status: ReportStatus }[] | undefined): boolean {
  return (rows ?? []).some((row) => row.status === 'queued' || row.status === 'running');
}

export const reportStatusColors: Record<ReportStatus, string> = {
  queued: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
};

/** Output rows as a day × step grid per factory and person (the table's shape). */
export type OutputGridRow = {
  key: string;
  day: string;
  factory: Factory;
  person: string | null;
  embroidered: number;
  checked: number;
  packed: number;
};

export function outputGrid(
  rows: readonly {
    day: string;
    factory: Factory;
    step: 'embroidered' | 'checked' | 'packed';
    user: { id: number; name: string } | null;
    units: number;
  }[],
): OutputGridRow[] {
  const grid = new Map<string, OutputGridRow>();
  for (const row of rows) {
    const key = `${row.day}|${row.factory}|${row.user?.id ?? ''}`;
    let line = grid.get(key);
    if (!line) {
      line = {
        key,
        day: row.day,
        factory: row.factory,
        person: row.user?.name ?? null,
        embroidered: 0,
        checked: 0,
        packed: 0,
      };
      grid.set(key, line);
    }
    line[row.step] += row.units;
  }
  return [...grid.values()];
}

/** /report/inventory-warning: a catalog and a factory, both optional, kept in the URL. */
export type InventoryWarningSearch = {
  catalogId?: number | undefined;
  factory?: Factory | undefined;
};

export function validateInventoryWarningSearch(
  search: Record<string, unknown>,
): InventoryWarningSearch {
  return { catalogId: positiveId(search.catalogId), factory: oneOf(factories, search.factory) };
}

/** The catalogs of both factories once each, as select options ('7 · Tee'). */
export function catalogOptionsOf(
  lists: readonly (readonly { value: number; text: string }[] | undefined)[],
): { value: string; label: string }[] {
  const seen = new Set<number>();
  return lists
    .flatMap((list) => list ?? [])
    .filter((catalog) => !seen.has(catalog.value) && seen.add(catalog.value))
    .map((catalog) => ({
      value: String(catalog.value),
      label: `${catalog.value} · ${catalog.text}`,
    }));
}
