// The reports' names and limits, without zod: the web app's URL readers load with the first page.

/** What a generated report holds (POST /reports): one of the three live views, as a CSV file. */
export const reportKinds = ['ordered-products', 'inventory-warning', 'production-output'] as const;
export type ReportKind = (typeof reportKinds)[number];

/** A generated report waits in the queue, runs, then is done (its file ready) or failed. */
export const reportStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** How the ordered-products view groups paid items; `day` and `month` are Bangkok periods. */
export const orderedProductsGroupings = [
  'catalog',
  'size',
  'color',
  'seller',
  'day',
  'month',
] as const;
export type OrderedProductsGrouping = (typeof orderedProductsGroupings)[number];
export const DEFAULT_ORDERED_PRODUCTS_GROUPING: OrderedProductsGrouping[] = [
  'catalog',
  'color',
  'size',
];

/** Rows a live view answers at most; its CSV (and a generated report) holds up to the export cap. */
export const REPORT_VIEW_ROW_LIMIT = 2_000;
export const REPORT_EXPORT_ROW_LIMIT = 100_000;
export const REPORT_PAGE_SIZE = 20;

/** Inventory warning: the pace is measured over this many days of 'production' movements. */
export const INVENTORY_PACE_DAYS = 30;
/** A row is "near" its threshold at or below this multiple of it (or with this few days left). */
export const INVENTORY_NEAR_FACTOR = 1.2;
export const INVENTORY_NEAR_DAYS = 7;
