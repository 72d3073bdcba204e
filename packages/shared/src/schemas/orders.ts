import { z } from 'zod';
import { catalogPositions, DEFAULT_CATALOG_ID } from '../enums/catalog.ts';
import {
  DEFAULT_COUNTRY,
  DEFAULT_FACTORY,
  DEFAULT_SHIPPING_METHOD,
  ORDER_ITEMS_LIMIT,
  ORDER_QUANTITY_LIMIT,
  orderPageSizes,
  orderSortFields,
  orderStatuses,
  SELLER_ORDER_ID_MAX_LENGTH,
  shippingMethods,
} from '../enums/orders.ts';
import { factories } from '../enums/users.ts';
import { validationMessages as m } from '../messages.ts';
import { idSchema, plainNumber, unixSecondsSchema } from './common.ts';

/** The spec's order messages (spec 02 §8), word for word. */
export const orderMessages = {
  getListFailed: 'Get orders fail, please try again',
  getFailed: 'Get order fail, please try again',
  getPendingFailed: 'Get pending order fail, please try again',
  updated: 'Update order successfully',
  updateFailed: 'Update order fail, please try again',
  created: 'Order created successfully',
  createFailed: 'Order create fail!',
  noOrderSelected: 'No order selected',
  unverifiedAddress: 'Cannot process order with unverified address. Please check again!',
  addressUpdated: 'Updated address successfully',
  addressUpdateFailed: 'Updated address fail',
  addressVerified: 'Verify address successfully',
  addressVerifyFailed: 'Verify address fail',
  alreadyPaid: 'Order has been paid. Contact support for help',
  cannotArchivePaid: 'Cannot archive paid order. Please contact support for help!',
  archived: 'Make archive success!',
  archiveFailed: 'Delete order failed, please try again!',
  getRevisionsFailed: 'Get revisions failed',
  duplicated: 'Order duplicated successfully',
  timeRangeEmpty: "Time range shouldn't be empty!",
  exportFailed: 'Export failed, please try again!',
  provisionalFailed: 'calculate provision order fail!',
  importDone: 'Import Done',
  importInvalid: 'Import file invalid',
  oneFile: 'Limit 1 files upload!',
  templateFailed: 'Get csv fail, please try again',
  cartOrderCreated: 'Create order successfully',
  cartOrderFailed: 'Create order fail',
  noProductSelected: 'No product selected',
  checkFields: 'Please check that fields below and try again.',
  factoryInvalid: 'Factory must be either "vn1" or "eu1"',
  chooseVariation: 'Please choose variation!',
  // Ours, where the spec names a rule but no wording.
  excludedState: 'We do not ship to US territories and military states',
  tiktokShopNotAllowed:
    'TikTok Shop orders need the TikTok Shop permission, a US address and a shipping method other than Ship By Seller',
  designImageRequired: 'Each row needs at least one design image',
  imageUrlInvalid: 'The image url must start with http:// or https://',
  appliqueNeedsFabric: 'An applique design needs a fabric and an outline',
  frameColorRequired: 'Please choose a frame color',
  sellerOrderIdTaken: 'This seller order id is already used by another order',
  notEditable: 'This order can no longer be edited. Request an update permission instead',
  factoryLocked: 'The factory of a shipped or archived order cannot change',
  factoryNoBlanks: 'Some rows have no blank like theirs in that factory',
  factoryWorkStarted: 'Units of this order were already scanned at its factory: it cannot move',
  csvTooLarge: 'The file is larger than 20 MB',
  csvTooManyRows: 'The file has more than 100,000 rows',
  csvEmpty: 'The file is empty',
  csvNoRows: 'The file has a header line but no order rows',
  csvNotText: 'The file is not a CSV text file (UTF-8)',
  csvMissingColumn: 'This column is missing',
  csvQuoteOpen: 'A quoted cell is not closed',
  csvQuoteTrailing: 'A quoted cell has more text after its closing quote',
  csvRowTooLong: 'This row is longer than 256 kB (is a quote left open?)',
} as const;

const text = (max: number) => z.string(m.required).trim().max(max, m.max);
const requiredText = (max: number) => text(max).min(1, m.required);
/** '' when left out. A default, not a transform: zod runs it without a pipe (a CSV import checks
 * tens of thousands of orders in one request, so each field's cost counts). */
const optionalText = (max: number) => z.string().trim().max(max, m.max).default('');

/** A two-letter country code, upper-cased. */
const countryCode = z
  .string(m.required)
  .trim()
  .min(1, m.required)
  .max(50, m.max)
  .transform((value) => value.toUpperCase());

/**
 * An order's ship-to address as the API takes it on create and import (the manual order's rules,
 * spec 02 §5: firstName, address1, city, state, zip and country required). Forms with stricter
 * rules (edit, reship, cart) use the schemas below.
 */
export const orderAddressSchema = z.object({
  firstName: requiredText(50),
  lastName: optionalText(60),
  address1: requiredText(255),
  address2: optionalText(255),
  city: requiredText(50),
  state: requiredText(50),
  zip: requiredText(20),
  country: countryCode.default(DEFAULT_COUNTRY),
  // Trimmed and length-checked first: a blank one counts as none, a long one gets the length
  // message instead of the union's 'Invalid input'.
  email: z
    .string()
    .trim()
    .max(255, m.max)
    .pipe(z.union([z.literal(''), z.email(m.email)]))
    .default(''),
  phone: optionalText(30),
});
export type OrderAddressInput = z.input<typeof orderAddressSchema>;
export type OrderAddress = z.output<typeof orderAddressSchema>;

/** PUT /orders/{id}/address and the reship form (spec 02 §5): first name ≤ 20, last name required. */
export const editOrderAddressSchema = orderAddressSchema.extend({
  firstName: requiredText(20),
  lastName: requiredText(60),
});

/** The cart's order form (spec 02 §5): e-mail and a 10–15 digit phone required. */
export const cartOrderAddressSchema = orderAddressSchema.extend({
  firstName: requiredText(50),
  lastName: optionalText(50),
  city: requiredText(50),
  state: requiredText(50),
  zip: requiredText(50),
  country: countryCode.pipe(z.string().max(100, m.max)),
  email: z.string(m.required).trim().min(1, m.required).max(255, m.max).pipe(z.email(m.email)),
  phone: z
    .string(m.required)
    .trim()
    .min(1, m.required)
    .regex(/^\d+$/, m.digits)
    .min(10, m.minCustom)
    .max(15, m.max),
});

/** Embroidery options of a design image (spec 02 §3); applique also needs fabric and outline. */
export const embOptionsSchema = z.object({
  name: optionalText(100),
  applique: z.boolean().default(false),
  fabric: optionalText(100),
  outline: optionalText(100),
});
export type EmbOptions = z.output<typeof embOptionsSchema>;

const httpUrl = z
  .string(m.required)
  .trim()
  .min(1, m.required)
  .max(2048, m.max)
  .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/i, orderMessages.imageUrlInvalid);

export const designImageInputSchema = z
  .object({
    imageUrl: httpUrl,
    location: z.enum(catalogPositions, m.required),
    mockup: httpUrl.optional(),
    emb: embOptionsSchema.optional(),
  })
  .superRefine((image, ctx) => {
    if (image.emb?.applique && (!image.emb.fabric || !image.emb.outline)) {
      ctx.addIssue({
        code: 'custom',
        path: ['emb', 'fabric'],
        message: orderMessages.appliqueNeedsFabric,
      });
    }
  });
export type DesignImageInput = z.input<typeof designImageInputSchema>;

/**
 * One order row: a product of the seller's (productId; its designs are used) or a catalog blank with
 * design images (catalogId, default 7). Colour and size are required; quantity 1–1000, default 1.
 */
export const orderItemInputSchema = z
  .object({
    /**
     * Ours, on `PUT /orders/{id}`: the order's row this item changes. A paid order's one allowed
     * update keeps a named row's scans, costs and labels with it, and removes the rows no item
     * names; an update naming no row changes the rows by position.
     */
    id: idSchema.optional(),
    productId: idSchema.optional(),
    catalogId: idSchema.optional(),
    color: z.string(orderMessages.chooseVariation).trim().min(1, m.required).max(40, m.max),
    size: z.string(orderMessages.chooseVariation).trim().min(1, m.required).max(20, m.max),
    // A number, or one written out as a CSV cell holds it: not "1e3", "0x10", true or [2].
    quantity: plainNumber(
      z.number(m.numeric).int(m.digits).min(1, m.minCustom).max(ORDER_QUANTITY_LIMIT, m.max),
    ).default(1),
    frameColor: z.string().trim().max(40, m.max).optional(),
    designImages: z.array(designImageInputSchema).max(7, m.max).optional(),
  })
  .superRefine((item, ctx) => {
    if (item.productId === undefined && (item.designImages?.length ?? 0) === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['designImages'],
        message: orderMessages.designImageRequired,
      });
    }
  })
  .transform((item) => ({
    ...item,
    catalogId:
      item.productId === undefined ? (item.catalogId ?? DEFAULT_CATALOG_ID) : item.catalogId,
  }));
export type OrderItemInput = z.input<typeof orderItemInputSchema>;
export type OrderItemValues = z.output<typeof orderItemInputSchema>;

const orderFields = {
  shippingMethod: z.enum(shippingMethods, m.required).default(DEFAULT_SHIPPING_METHOD),
  factory: z.enum(factories, orderMessages.factoryInvalid).default(DEFAULT_FACTORY),
  /** The seller's own reference; one is made up when left empty. Unique per seller. */
  sellerOrderId: optionalText(SELLER_ORDER_ID_MAX_LENGTH),
  storeId: idSchema.optional(),
  isTiktokShop: z.boolean().default(false),
  ioss: optionalText(40),
  items: z.array(orderItemInputSchema, m.required).min(1, m.required).max(ORDER_ITEMS_LIMIT, m.max),
};

/** POST /orders (spec 02 §7): address, shipping method, factory, seller order id, store and rows. */
export const createOrderInputSchema = z.object({ address: orderAddressSchema, ...orderFields });
export type CreateOrderInput = z.input<typeof createOrderInputSchema>;
export type CreateOrderValues = z.output<typeof createOrderInputSchema>;

/** PUT /orders/{id}: the same fields as create, for an order that is still `created`. */
export const updateOrderInputSchema = createOrderInputSchema;
export type UpdateOrderInput = CreateOrderInput;

/** POST /orders/price: the create payload; the address may be partial (shipping needs a country). */
export const orderPriceInputSchema = z.object({
  address: z
    .object({ country: countryCode.optional(), state: z.string().trim().max(50).optional() })
    .loose()
    .optional(),
  ...orderFields,
});
export type OrderPriceInput = z.input<typeof orderPriceInputSchema>;

/**
 * POST /orders/provisional-total: computed only when the address has first and last name,
 * address1, city, a zip of at least 5 characters, a country and a valid e-mail if one is given.
 */
export const provisionalTotalInputSchema = z.object({
  address: orderAddressSchema.extend({
    lastName: requiredText(60),
    zip: requiredText(20).pipe(z.string().min(5, m.minCustom)),
  }),
  ...orderFields,
});

/** POST /orders/from-cart (our path): the cart's lines become one order. */
export const cartCheckoutInputSchema = z.object({
  address: cartOrderAddressSchema,
  shippingMethod: orderFields.shippingMethod,
  factory: orderFields.factory,
  sellerOrderId: orderFields.sellerOrderId,
  isTiktokShop: orderFields.isTiktokShop,
  ioss: orderFields.ioss,
});
export type CartCheckoutInput = z.input<typeof cartCheckoutInputSchema>;

/** What one priced row costs, in dollars (spec: `/orders/price` returns orderItems). */
export const pricedOrderItemSchema = z.object({
  index: z.number().int(),
  catalogId: z.number().int(),
  productId: z.number().int().nullable(),
  color: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  /** The seller's price of one unit for this catalog and size. */
  unitPrice: z.number(),
  /** Positions beyond the first, per unit. */
  extraPositionPrice: z.number(),
  /** Digitizing of the row's new designs, once per order. */
  digitizingPrice: z.number(),
  amount: z.number(),
});
export type PricedOrderItem = z.infer<typeof pricedOrderItemSchema>;

/** The cost of an order (spec/README decision 5), in dollars. */
export const orderCostSchema = z.object({
  orderItems: z.array(pricedOrderItemSchema),
  itemsTotal: z.number(),
  shippingFee: z.number(),
  tax: z.number(),
  discount: z.number(),
  total: z.number(),
});
export type OrderCost = z.infer<typeof orderCostSchema>;

export const orderAddressOutSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  email: z.string(),
  phone: z.string(),
});

/**
 * Embroidery options as answers carry them: plain fields, since a response schema with transforms
 * (the input's trimming) cannot serialise.
 */
export const embOptionsOutSchema = z.object({
  name: z.string(),
  applique: z.boolean(),
  fabric: z.string(),
  outline: z.string(),
});

export const designImageSchema = z.object({
  imageUrl: z.string(),
  location: z.enum(catalogPositions),
  mockup: z.string().nullable(),
  embUrl: z.string().nullable(),
  emb: embOptionsOutSchema.nullable(),
});
export type DesignImage = z.infer<typeof designImageSchema>;

export const orderItemSchema = z.object({
  id: z.number().int(),
  catalogId: z.number().int(),
  catalogText: z.string(),
  productId: z.number().int().nullable(),
  productTitle: z.string().nullable(),
  sku: z.string().nullable(),
  color: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  meta: z.object({ frameColor: z.string().optional() }),
  designImages: z.array(designImageSchema),
  unitPrice: z.number(),
  extraPositionPrice: z.number(),
  digitizingPrice: z.number(),
  amount: z.number(),
  note: z.string(),
  completedAt: z.string().nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

const personSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

/** One row of the order list. */
export const orderListRowSchema = z.object({
  id: z.number().int(),
  sellerOrderId: z.string(),
  status: z.enum(orderStatuses),
  productionStatus: z.number().int().nullable(),
  factory: z.enum(factories),
  shippingMethod: z.enum(shippingMethods),
  isTiktokShop: z.boolean(),
  addressVerified: z.boolean(),
  customerName: z.string(),
  country: z.string(),
  trackingNumber: z.string().nullable(),
  itemCount: z.number().int(),
  total: z.number(),
  userId: z.number().int(),
  seller: personSchema.nullable(),
  store: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  updateFlag: z.number().int().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  archivedAt: z.string().nullable(),
});
export type OrderListRow = z.infer<typeof orderListRowSchema>;

/** GET /orders/{id}: the whole order. */
export const orderSchema = orderListRowSchema.extend({
  address: orderAddressOutSchema,
  addressIssues: z.array(z.string()),
  ioss: z.string(),
  isTiktokLabel: z.boolean(),
  tax: z.number(),
  itemsTotal: z.number(),
  shippingFee: z.number(),
  discount: z.number(),
  approvedAt: z.string().nullable(),
  updatedAt: z.string(),
  orderItems: z.array(orderItemSchema),
  /** The payment that paid it (a link to the transaction). */
  paymentTransactionId: z.number().int().nullable(),
  /** A seller's cancel request: 'waiting' shows as "waiting for cancel response". */
  cancelStatus: z.enum(['waiting', 'accepted', 'refused']).nullable(),
  cancelReason: z.string().nullable(),
  /** Dollars the seller asked back. */
  cancelRequested: z.number().nullable(),
  /** Dollars given back when it was cancelled (the display rule's third value). */
  cancelledAmount: z.number().nullable(),
  /** Dollars given back so far, over every refund. */
  refunded: z.number(),
});
export type Order = z.infer<typeof orderSchema>;

const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const cleaned = value.replaceAll('#', '').trim();
    return cleaned === '' ? undefined : cleaned;
  }, schema.optional());

/**
 * GET /orders: every filter in the query (spec 01 §5: '#' stripped, values trimmed, empty dropped;
 * productionStatus is sent as its number minus one, so 0 means none chosen is never sent).
 */
export const orderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((value) => (orderPageSizes as readonly number[]).includes(value), m.max)
    .default(orderPageSizes[0]),
  status: optionalFilter(z.enum(orderStatuses)),
  /** Sent as the production status minus one (spec 01 §5): -1 is On-design, 3 is On hold. */
  productionStatus: optionalFilter(z.coerce.number().int().min(-1).max(3)),
  factory: optionalFilter(z.enum(factories)),
  storeId: optionalFilter(idSchema),
  shippingMethod: optionalFilter(z.enum(shippingMethods)),
  userId: optionalFilter(idSchema),
  keyword: optionalFilter(z.string().max(200)),
  addressVerified: optionalFilter(z.enum(['true', 'false'])),
  archived: optionalFilter(z.enum(['true', 'false'])),
  createdFrom: optionalFilter(unixSecondsSchema),
  createdTo: optionalFilter(unixSecondsSchema),
  paidFrom: optionalFilter(unixSecondsSchema),
  paidTo: optionalFilter(unixSecondsSchema),
  sort: optionalFilter(z.enum(orderSortFields)),
  direction: optionalFilter(z.enum(['asc', 'desc'])),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;
export type OrderListFilter = z.output<typeof orderListQuerySchema>;

/** `count` stops at ORDER_COUNT_CAP; `capped` says there are more. */
export const orderListSchema = z.object({
  rows: z.array(orderListRowSchema),
  count: z.number().int(),
  capped: z.boolean(),
  totalPage: z.number().int(),
});
export type OrderList = z.infer<typeof orderListSchema>;

/** GET /orders/count?status= (the pending-order banner). */
export const orderCountQuerySchema = z.object({ status: z.enum(orderStatuses).optional() });
export const orderCountSchema = z.object({ count: z.number().int() });

/** GET /orders/unverified-address: created orders whose address did not verify. */
export const unverifiedOrdersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  keyword: optionalFilter(z.string().max(200)),
});
export type UnverifiedOrdersQuery = z.input<typeof unverifiedOrdersQuerySchema>;

/** A row of the unverified-address list: the list row, its address and why it did not verify. */
export const unverifiedOrderSchema = orderListRowSchema.extend({
  address: orderAddressOutSchema,
  addressIssues: z.array(z.string()),
});
export type UnverifiedOrder = z.infer<typeof unverifiedOrderSchema>;
export const unverifiedOrderListSchema = orderListSchema.extend({
  rows: z.array(unverifiedOrderSchema),
});
export type UnverifiedOrderList = z.infer<typeof unverifiedOrderListSchema>;

/** PUT /orders/{id}/verify-address: staff may accept an address the checks refuse (`force`). */
export const verifyAddressInputSchema = z.object({ force: z.boolean().default(false) });

/** PATCH /orders/{id}/factory. */
export const changeFactoryInputSchema = z.object({
  factory: z.enum(factories, orderMessages.factoryInvalid),
});

/** One change of one field, as the changelog tab shows it. */
export const revisionChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export const orderRevisionSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  changes: z.array(revisionChangeSchema),
  user: z.object({ id: z.number().int(), name: z.string(), role: z.string() }).nullable(),
  createdAt: z.string(),
});
export type OrderRevision = z.infer<typeof orderRevisionSchema>;
export const orderRevisionListSchema = z.object({ rows: z.array(orderRevisionSchema) });

/** One line of an invoice: an order item, its positions and digitizing folded into its amount. */
export const invoiceLineSchema = z.object({
  /**
   * An item at its unit price (blank and extra positions), or the one-time digitizing of that
   * item's designs, on a line of its own so every line is its quantity times its unit price.
   */
  kind: z.enum(['item', 'digitizing']),
  description: z.string(),
  sku: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  amount: z.number(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/**
 * GET /orders/{id}/invoice (our shape: the spec names the page only). `billTo` is the seller's
 * invoice info, or their name and e-mail when they have none; `issuer` is the business.
 */
export const orderInvoiceSchema = z.object({
  number: z.string(),
  orderId: z.number().int(),
  sellerOrderId: z.string(),
  status: z.enum(orderStatuses),
  issuedAt: z.string(),
  paidAt: z.string().nullable(),
  issuer: z.object({ name: z.string(), address: z.string(), email: z.string() }),
  billTo: z.object({ name: z.string(), address: z.string(), phone: z.string(), email: z.string() }),
  shipTo: orderAddressOutSchema,
  shippingMethod: z.enum(shippingMethods),
  lines: z.array(invoiceLineSchema),
  itemsTotal: z.number(),
  shippingFee: z.number(),
  tax: z.number(),
  discount: z.number(),
  total: z.number(),
});
export type OrderInvoice = z.infer<typeof orderInvoiceSchema>;

/** GET /orders/exports?paidFrom&paidTo (seller, own). */
export const sellerExportQuerySchema = z.object({
  paidFrom: optionalFilter(unixSecondsSchema),
  paidTo: optionalFilter(unixSecondsSchema),
});
/** GET /orders/admin_exports: every list filter; a created or paid range is required. */
export const adminExportQuerySchema = orderListQuerySchema.omit({
  page: true,
  limit: true,
  sort: true,
  direction: true,
});

/** The answer of one order group of a CSV import (spec 02 §4): done or fail with the message. */
export const importGroupResultSchema = z.object({
  sellerOrderId: z.string(),
  rows: z.array(z.number().int()),
  status: z.enum(['done', 'fail']),
  orderId: z.number().int().nullable(),
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })),
});
export type ImportGroupResult = z.infer<typeof importGroupResultSchema>;
export const importResultSchema = z.object({
  groups: z.array(importGroupResultSchema),
  success: z.number().int(),
  fail: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** The seller's cost list staff set (decision 5): catalog id → size → dollars. */
export const costListSchema = z.object({
  userId: z.number().int(),
  prices: z.record(z.string(), z.record(z.string(), z.number())),
  updatedAt: z.string().nullable(),
});
export type CostList = z.infer<typeof costListSchema>;
export const costListInputSchema = z.object({
  prices: z.record(
    z.string().regex(/^\d{1,9}$/, m.digits),
    z.record(z.string().min(1).max(20), z.number(m.numeric).min(0, m.minCustom).max(10_000, m.max)),
  ),
});
export type CostListInput = z.input<typeof costListInputSchema>;
