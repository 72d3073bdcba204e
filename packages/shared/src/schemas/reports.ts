import { z } from 'zod';
import { productionSteps } from '../enums/production.ts';
import {
  DEFAULT_ORDERED_PRODUCTS_GROUPING,
  orderedProductsGroupings,
  REPORT_PAGE_SIZE,
  reportKinds,
  reportStatuses,
} from '../enums/reports.ts';
import { factories } from '../enums/users.ts';
import { idSchema, pageFields, unixSecondsSchema } from './common.ts';

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalId = z.preprocess(emptyToUndefined, idSchema.optional());
const optionalFactory = z.preprocess(emptyToUndefined, z.enum(factories).optional());
const optionalSeconds = z.preprocess(emptyToUndefined, unixSecondsSchema.optional());

/** `groupBy=catalog,size` (or repeated); unknown names are refused, duplicates dropped. */
const groupBySchema = z.preprocess(
  (value) => {
    if (value === undefined || value === '') return undefined;
    const list = Array.isArray(value) ? value : String(value).split(',');
    return [...new Set(list.map((item) => String(item).trim()).filter(Boolean))];
  },
  z.array(z.enum(orderedProductsGroupings)).min(1).default(DEFAULT_ORDERED_PRODUCTS_GROUPING),
);

/** CSV instead of JSON: `?format=csv`. */
const formatField = { format: z.enum(['json', 'csv']).optional() };

/** GET /reports/ordered-products: paid items in a paid-at range (unix seconds, Asia/Bangkok days). */
export const orderedProductsQuerySchema = z.object({
  from: optionalSeconds,
  to: optionalSeconds,
  catalogId: optionalId,
  sellerId: optionalId,
  factory: optionalFactory,
  groupBy: groupBySchema,
  ...formatField,
});
export type OrderedProductsQuery = Partial<z.output<typeof orderedProductsQuerySchema>>;
export type OrderedProductsFilters = Omit<z.output<typeof orderedProductsQuerySchema>, 'format'>;

const personSchema = z.object({ id: z.number().int(), name: z.string() });

/** One group: the grouped dimensions are filled, the others null; amount in dollars. */
export const orderedProductsRowSchema = z.object({
  catalogId: z.number().int().nullable(),
  catalog: z.string().nullable(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  seller: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  /** 'YYYY-MM-DD' (day) or 'YYYY-MM' (month) in Asia/Bangkok. */
  period: z.string().nullable(),
  orders: z.number().int(),
  units: z.number().int(),
  amount: z.number(),
});
export type OrderedProductsRow = z.infer<typeof orderedProductsRowSchema>;

export const orderedProductsSchema = z.object({
  groupBy: z.array(z.enum(orderedProductsGroupings)),
  rows: z.array(orderedProductsRowSchema),
  totals: z.object({ orders: z.number().int(), units: z.number().int(), amount: z.number() }),
  /** More groups matched than the view shows: narrow the filters or export the CSV. */
  truncated: z.boolean(),
});
export type OrderedProducts = z.infer<typeof orderedProductsSchema>;

/** GET /reports/inventory-warning: stock rows below or near their warning threshold. */
export const inventoryWarningQuerySchema = z.object({
  factory: optionalFactory,
  catalogId: optionalId,
  ...formatField,
});
export type InventoryWarningQuery = Partial<z.output<typeof inventoryWarningQuerySchema>>;
export type InventoryWarningFilters = Omit<z.output<typeof inventoryWarningQuerySchema>, 'format'>;

export const inventoryWarningLevels = ['below', 'near'] as const;
export type InventoryWarningLevel = (typeof inventoryWarningLevels)[number];

export const inventoryWarningRowSchema = z.object({
  id: z.number().int(),
  factory: z.enum(factories),
  catalogId: z.number().int(),
  catalog: z.string(),
  color: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  warningThreshold: z.number().int(),
  level: z.enum(inventoryWarningLevels),
  /** Units taken by production over the last 30 days. */
  usedLast30Days: z.number().int(),
  /** Units a day at that pace (two decimals). */
  dailyUse: z.number(),
  /** Whole days the quantity lasts at that pace; null when nothing was taken. */
  daysLeft: z.number().int().nullable(),
});
export type InventoryWarningRow = z.infer<typeof inventoryWarningRowSchema>;

export const inventoryWarningSchema = z.object({
  rows: z.array(inventoryWarningRowSchema),
  truncated: z.boolean(),
});
export type InventoryWarning = z.infer<typeof inventoryWarningSchema>;

/** GET /reports/production-output: standing scans in a range (unix seconds). */
export const productionOutputQuerySchema = z.object({
  from: optionalSeconds,
  to: optionalSeconds,
  factory: optionalFactory,
  ...formatField,
});
export type ProductionOutputQuery = Partial<z.output<typeof productionOutputQuerySchema>>;
export type ProductionOutputFilters = Omit<z.output<typeof productionOutputQuerySchema>, 'format'>;

export const productionOutputRowSchema = z.object({
  /** 'YYYY-MM-DD' in Asia/Bangkok. */
  day: z.string(),
  factory: z.enum(factories),
  step: z.enum(productionSteps),
  /** Who scanned; null once the account is gone. */
  user: personSchema.nullable(),
  units: z.number().int(),
});
export type ProductionOutputRow = z.infer<typeof productionOutputRowSchema>;

export const productionOutputSchema = z.object({
  rows: z.array(productionOutputRowSchema),
  totals: z.object({
    embroidered: z.number().int(),
    checked: z.number().int(),
    packed: z.number().int(),
  }),
  truncated: z.boolean(),
});
export type ProductionOutput = z.infer<typeof productionOutputSchema>;

/** POST /reports: which view, with that view's filters. */
export const createReportInputSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('ordered-products'),
    filters: orderedProductsQuerySchema
      .omit({ format: true })
      .default({ groupBy: DEFAULT_ORDERED_PRODUCTS_GROUPING }),
  }),
  z.object({
    kind: z.literal('inventory-warning'),
    filters: inventoryWarningQuerySchema.omit({ format: true }).default({}),
  }),
  z.object({
    kind: z.literal('production-output'),
    filters: productionOutputQuerySchema.omit({ format: true }).default({}),
  }),
]);
export type CreateReportInput =
  | { kind: 'ordered-products'; filters?: Omit<OrderedProductsQuery, 'format'> }
  | { kind: 'inventory-warning'; filters?: Omit<InventoryWarningQuery, 'format'> }
  | { kind: 'production-output'; filters?: Omit<ProductionOutputQuery, 'format'> };

export const reportSchema = z.object({
  id: z.number().int(),
  kind: z.enum(reportKinds),
  filters: z.record(z.string(), z.unknown()),
  status: z.enum(reportStatuses),
  rowCount: z.number().int().nullable(),
  error: z.string().nullable(),
  createdBy: personSchema.nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** GET path of the CSV under /api once done; null before. */
  downloadUrl: z.string().nullable(),
});
export type Report = z.infer<typeof reportSchema>;

export const reportListQuerySchema = z.object({
  ...pageFields(REPORT_PAGE_SIZE),
  kind: z.preprocess(emptyToUndefined, z.enum(reportKinds).optional()),
});
export type ReportListQuery = Partial<z.output<typeof reportListQuerySchema>>;

/** rows: this page; count: reports matching the filter; total: every report. */
export const reportListSchema = z.object({
  rows: z.array(reportSchema),
  count: z.number().int(),
  total: z.number().int(),
  totalPage: z.number().int(),
});
export type ReportList = z.infer<typeof reportListSchema>;

export const reportMessages = {
  queued: 'The report is queued',
  notReady: 'The report is not ready yet',
  notFound: 'Report not found',
} as const;
