import { z } from 'zod';
import { catalogPositions, DEFAULT_CATALOG_ID } from '../enums/catalog.ts';
import { fbaOrderStatuses } from '../enums/fba-orders.ts';
import { ORDER_QUANTITY_LIMIT } from '../enums/orders.ts';
import { validationMessages as m } from '../messages.ts';
import { idSchema, isWholeCents, pageFields, plainNumber, unixSecondsSchema } from './common.ts';

/** The spec's messages (spec 03 §5, §8), ours where it gives none. */
export const fbaOrderMessages = {
  getListFailed: 'Get orders fail, please try again',
  getFailed: 'Get order fail, please try again',
  imageUrlInvalid: 'The image url must start with http:// or https://',
  approveFailed: 'Approve fail, please try again',
  updated: 'Updated order successfully',
  updateFailed: 'Updated order fail',
  approvedToast: 'Approve Order successfully',
  deleted: 'Delete FBA order success!',
  deleteFailed: 'Delete FBA order failed, please try again!',
  created: 'Created successfully',
  createFailed: 'Create fail',
  fileInvalid: 'The file is invalid',
  oneFile: 'Limit 1 files upload!',
  // Ours.
  cancelled: 'FBA order cancelled',
  shipped: 'FBA order shipped',
  itemsInvalid: 'The items are not valid JSON',
  notPriced: 'This FBA order has no price yet: staff price it first',
  notApprovable: 'Only a priced FBA order can be approved',
  notEditable: 'This FBA order is approved: it can no longer be edited',
  notDeletable: 'An approved FBA order cannot be deleted: cancel it instead',
  notShippable: 'Only an approved FBA order can be shipped',
  notPacked: 'The units are not packed yet: their order must reach Pre-shipment first',
  alreadyEnded: 'This FBA order is already cancelled or shipped',
  inProduction:
    'The units are already in production: ask to cancel the order they are made in instead',
  trackingRequired: 'Type the tracking code of the carton',
  labelsMissing: 'This FBA order has no product label or shipping label to print',
} as const;

/**
 * The message of PUT /fba-orders/{id}/approve that the screen waits for (spec 03 §4): a signal to
 * the screen, not a text to show, so it is kept out of the translated messages.
 */
export const FBA_APPROVED_MESSAGE = 'approved';

/** Largest price staff may set on one FBA order, in dollars. */
export const FBA_TOTAL_COST_MAX = 1_000_000;
/** Rows of one FBA order. */
export const FBA_ITEMS_LIMIT = 100;
/** Seconds the screen waits after 'approved' before it reloads the order (spec 03 §9). */
export const FBA_APPROVE_RELOAD_SECONDS = 5;

const httpUrl = z
  .string(m.required)
  .trim()
  .min(1, m.required)
  .max(2048, m.max)
  .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/i, fbaOrderMessages.imageUrlInvalid);

const text = (max: number) => z.string().trim().max(max, m.max);

/** One design of a row: a position and the image at an http(s) address. */
export const fbaDesignInputSchema = z.object({
  location: z.enum(catalogPositions, m.required),
  imageUrl: httpUrl,
});

/** One row (spec 03 §5 addList): designs, a blank's colour and size, quantity 1–1000, the SKU. */
export const fbaItemInputSchema = z.object({
  designs: z.array(fbaDesignInputSchema, m.required).min(1, m.required).max(7, m.max),
  catalogId: idSchema.default(DEFAULT_CATALOG_ID),
  color: z.string(m.required).trim().min(1, m.required).max(40, m.max),
  size: z.string(m.required).trim().min(1, m.required).max(20, m.max),
  quantity: plainNumber(
    z.number(m.numeric).int(m.digits).min(1, m.minCustom).max(ORDER_QUANTITY_LIMIT, m.max),
  ),
  sku: text(100).default(''),
});
export type FbaItemInput = z.input<typeof fbaItemInputSchema>;
export type FbaItemValues = z.output<typeof fbaItemInputSchema>;

export const fbaItemsSchema = z
  .array(fbaItemInputSchema, m.required)
  .min(1, m.required)
  .max(FBA_ITEMS_LIMIT, m.max);

/** A form field that is true: 'true', '1', 'on' or true. */
const formFlag = z.preprocess(
  (value) => (typeof value === 'string' ? ['true', '1', 'on'].includes(value.trim()) : value),
  z.boolean(),
);

/** The text fields of POST /fba-orders (multipart; `items` already read from its JSON text). */
export const createFbaOrderFieldsSchema = z.object({
  items: fbaItemsSchema,
  requestSample: formFlag.default(false),
  sellerOrderId: text(64).default(''),
  trackingCode: text(100).default(''),
  refTicket: z.preprocess((value) => (value === '' ? undefined : value), idSchema.optional()),
});
export type CreateFbaOrderFields = z.output<typeof createFbaOrderFieldsSchema>;

/** A price in dollars (spec 03 §5 totalCost: a required decimal), 0 allowed, at most 2 decimals. */
export const fbaTotalCostSchema = plainNumber(
  z
    .number({ error: (issue) => (issue.input == null ? m.required : m.double) })
    .min(0, m.double)
    .max(FBA_TOTAL_COST_MAX, m.max)
    .refine((value) => value === 0 || isWholeCents(value), { error: m.double }),
);

/**
 * The text fields of PUT /fba-orders/{id} (JSON or multipart with new labels): staff set the price
 * (required) and may replace labels; the seller may change the rows, the references and labels
 * until the order is approved.
 */
export const updateFbaOrderFieldsSchema = z.object({
  totalCost: fbaTotalCostSchema.optional(),
  items: fbaItemsSchema.optional(),
  requestSample: formFlag.optional(),
  sellerOrderId: text(64).optional(),
  trackingCode: text(100).optional(),
  refTicket: z.preprocess((value) => (value === '' ? null : value), idSchema.nullable().optional()),
});
export type UpdateFbaOrderFields = z.output<typeof updateFbaOrderFieldsSchema>;

/** PUT /fba-orders/{id}/ship: the carton's tracking code (the one the order holds by default). */
export const shipFbaOrderInputSchema = z.object({ trackingCode: text(100).optional() });
export type ShipFbaOrderInput = z.input<typeof shipFbaOrderInputSchema>;

const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const cleaned = value.replaceAll('#', '').trim();
    return cleaned === '' ? undefined : cleaned;
  }, schema.optional());

/** GET /fba-orders: filters like the order list's (status, date range, keyword, seller for staff). */
export const fbaOrderListQuerySchema = z.object({
  ...pageFields(20),
  status: optionalFilter(z.enum(fbaOrderStatuses)),
  keyword: optionalFilter(z.string().max(200)),
  userId: optionalFilter(idSchema),
  createdFrom: optionalFilter(unixSecondsSchema),
  createdTo: optionalFilter(unixSecondsSchema),
});
export type FbaOrderListQuery = z.input<typeof fbaOrderListQuerySchema>;
export type FbaOrderListFilter = z.output<typeof fbaOrderListQuerySchema>;

/** An uploaded label: the stored PDF's name and size; its file is read from `url`. */
export const fbaLabelFileSchema = z.object({
  fileName: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type FbaLabelFile = z.infer<typeof fbaLabelFileSchema>;

export const fbaItemSchema = z.object({
  designs: z.array(
    z.object({
      location: z.string(),
      imageUrl: z.object({ original: z.string(), small: z.string() }),
    }),
  ),
  catalogId: z.number().int(),
  color: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  sku: z.string(),
});
export type FbaItem = z.infer<typeof fbaItemSchema>;

/** The order of the order book the units are made in (set on approval). */
export const fbaRefOrderSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  productionStatus: z.number().int().nullable(),
});

export const fbaOrderSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  seller: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  status: z.enum(fbaOrderStatuses),
  sellerOrderId: z.string(),
  trackingCode: z.string(),
  requestSample: z.boolean(),
  items: z.array(fbaItemSchema),
  units: z.number().int(),
  /** Dollars; null until staff price it. */
  totalCost: z.number().nullable(),
  productLabel: fbaLabelFileSchema.nullable(),
  shippingLabel: fbaLabelFileSchema.nullable(),
  refOrder: fbaRefOrderSchema.nullable(),
  refTicket: z.number().int().nullable(),
  paymentTransactionId: z.number().int().nullable(),
  refundTransactionId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  approvedAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type FbaOrder = z.infer<typeof fbaOrderSchema>;

export const fbaOrderListSchema = z.object({
  rows: z.array(fbaOrderSchema),
  count: z.number().int(),
  total: z.number().int(),
  totalPage: z.number().int(),
});
export type FbaOrderList = z.infer<typeof fbaOrderListSchema>;

/** GET /orders/{id}/fba-order: the FBA order an order of the book was made for, or null. */
export const fbaOrderOfOrderSchema = z
  .object({ id: z.number().int(), status: z.enum(fbaOrderStatuses), units: z.number().int() })
  .nullable();
export type FbaOrderOfOrder = z.infer<typeof fbaOrderOfOrderSchema>;
