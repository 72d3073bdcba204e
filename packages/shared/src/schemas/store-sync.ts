import { z } from 'zod';
import { catalogPositions } from '../enums/catalog.ts';
import {
  orderSyncStatuses,
  storeSyncLogKinds,
  storeSyncLogOutcomes,
  storeTypes,
} from '../enums/stores.ts';
import { validationMessages as m } from '../messages.ts';
import { idSchema, pageFields } from './common.ts';
import { orderAddressSchema, orderMessages } from './orders.ts';

/** The spec's words for order sync and product sync (spec 03 §8), and the engine's refusals. */
export const storeSyncMessages = {
  synced: 'Sync order successfully',
  syncFailed: 'Sync order failed',
  removeOrderSyncFailed: 'Remove order sync failed',
  removeProductSyncFailed: 'Remove product sync failed',
  cancelled: 'Order sync cancelled',
  productSyncDeleted: 'Product sync deleted',
  notWaiting: 'This store order is no longer waiting to be synced',
  itemsMismatch: 'Map every item of the store order',
  storeNotConnected: 'The store is not connected',
  shopInvalid: 'Enter the shop as name.myshopify.com',
  shopUrlInvalid: 'Enter the shop’s address, such as https://shop.example.com',
  shopUrlNotHttps: 'The shop must be reached over https',
  installRefused: 'The store could not be connected: the install link is invalid or expired',
  shopTaken: 'This shop is already connected to a store',
  connectFailed: 'The store could not be connected, please try again later',
  testOrderSent: 'Test order sent',
  sandboxOnly: 'Test orders can only be sent to a sandbox store',
  disconnected: 'Store disconnected',
  fulfillmentRetried: 'Tracking sent to the store again',
  syncStarted: 'The store is being read for new orders',
} as const;

const httpUrl = z
  .string(m.required)
  .trim()
  .min(1, m.required)
  .max(2048, m.max)
  .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/i, orderMessages.imageUrlInvalid);

/** One design of a mapped item (spec 03 §5): where it sits and an http(s) image. */
export const syncDesignSchema = z.object({
  location: z.enum(catalogPositions, m.required),
  imageUrl: httpUrl,
});
export type SyncDesign = z.output<typeof syncDesignSchema>;

/** What a store item is made as: a catalog blank, its colour and size, and its designs. */
export const refinedItemSchema = z.object({
  catalogId: idSchema,
  color: z.string(m.required).trim().min(1, m.required).max(40, m.max),
  size: z.string(m.required).trim().min(1, m.required).max(20, m.max),
  designs: z.array(syncDesignSchema, m.required).min(1, m.required).max(7, m.max),
  quantity: z.number(m.numeric).int(m.digits).min(1, m.minCustom).max(1000, m.max).optional(),
});
export type RefinedItem = z.output<typeof refinedItemSchema>;

/** A refined item as the API answers it (no input rules to run backwards). */
const refinedItemAnswerSchema = z.object({
  catalogId: z.number().int(),
  color: z.string(),
  size: z.string(),
  designs: z.array(z.object({ location: z.enum(catalogPositions), imageUrl: z.string() })),
  quantity: z.number().int().optional(),
});

/** An item as the store sold it. */
export const originalItemSchema = z.object({
  sku: z.string().nullable(),
  quantity: z.number().int(),
  title: z.string(),
  variantTitle: z.string().nullable(),
});

/** One item of an order sync: the store's line and, once mapped, what is made for it. */
export const orderSyncItemSchema = z.object({
  original: originalItemSchema,
  refined: refinedItemAnswerSchema.nullable(),
  /** The product sync that mapped it on arrival, if any. */
  productSyncId: z.number().int().nullable(),
});
export type OrderSyncItem = z.infer<typeof orderSyncItemSchema>;

export const orderSyncSchema = z.object({
  id: z.number().int(),
  storeId: z.number().int(),
  store: z.object({ id: z.number().int(), name: z.string(), type: z.enum(storeTypes) }),
  seller: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).optional(),
  /** The platform's order id and the name the seller knows it by ('#1001'). */
  platformOrderId: z.string(),
  platformOrderName: z.string(),
  status: z.enum(orderSyncStatuses),
  items: z.array(orderSyncItemSchema),
  /** The ship-to as the store sent it (name, city, country), for recognising the order. */
  shipTo: z.string(),
  /** Why it waits or why it was refused, in the engine's words. */
  reason: z.string().nullable(),
  orderId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderSync = z.infer<typeof orderSyncSchema>;

export const orderSyncListQuerySchema = z.object({
  ...pageFields(),
  status: z.enum(orderSyncStatuses).default('created'),
  storeId: idSchema.optional(),
});
export type OrderSyncListQuery = Partial<z.output<typeof orderSyncListQuerySchema>>;

export const orderSyncListSchema = z.object({
  rows: z.array(orderSyncSchema),
  count: z.number().int(),
  total: z.number().int(),
  totalPage: z.number().int(),
});
export type OrderSyncList = z.infer<typeof orderSyncListSchema>;

/**
 * POST /order-syncs/{id}/approve: one refined item per store item, in the store's order;
 * remember keeps each SKU's mapping (a product sync) for the store's later orders.
 */
export const approveOrderSyncInputSchema = z.object({
  items: z
    .array(z.object({ refined: refinedItemSchema }), m.required)
    .min(1, m.required)
    .max(100, m.max),
  remember: z.boolean().default(false),
});
export type ApproveOrderSyncInput = z.input<typeof approveOrderSyncInputSchema>;

/** POST /order-syncs/cancel. */
export const cancelOrderSyncInputSchema = z.object({ id: idSchema });

export const orderSyncResultSchema = z.object({
  message: z.string(),
  orderSync: orderSyncSchema,
});

/** A remembered mapping: this store's SKU is made as `options`. */
export const productSyncSchema = z.object({
  id: z.number().int(),
  storeId: z.number().int(),
  store: z.object({ id: z.number().int(), name: z.string(), type: z.enum(storeTypes) }),
  seller: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).optional(),
  sku: z.string(),
  options: refinedItemAnswerSchema.omit({ quantity: true }),
  /** Orders this mapping made. */
  importedCount: z.number().int(),
  lastImportedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductSync = z.infer<typeof productSyncSchema>;

export const productSyncListQuerySchema = z.object({
  ...pageFields(),
  storeId: idSchema.optional(),
  keyword: z.string().trim().max(100).optional(),
});
export type ProductSyncListQuery = Partial<z.output<typeof productSyncListQuerySchema>>;

export const productSyncListSchema = z.object({
  rows: z.array(productSyncSchema),
  count: z.number().int(),
  total: z.number().int(),
  totalPage: z.number().int(),
});

export const productSyncBySkuParamsSchema = z.object({
  storeId: z.coerce.number().int().min(1),
  sku: z.string().trim().min(1).max(255),
});

/** One line of a store's sync log: a webhook, a poll, a fulfilment push, an install. */
export const storeSyncLogSchema = z.object({
  id: z.number().int(),
  storeId: z.number().int(),
  kind: z.enum(storeSyncLogKinds),
  /** The platform's topic ('orders/create') or the job's name. */
  topic: z.string(),
  outcome: z.enum(storeSyncLogOutcomes),
  /** Why, in the engine's words (a template of storeSyncLogTexts). */
  message: z.string().nullable(),
  platformOrderId: z.string().nullable(),
  orderId: z.number().int().nullable(),
  orderSyncId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type StoreSyncLog = z.infer<typeof storeSyncLogSchema>;

export const storeSyncLogQuerySchema = z.object({
  ...pageFields(20),
  outcome: z.enum(storeSyncLogOutcomes).optional(),
});

export const storeSyncLogListSchema = z.object({
  rows: z.array(storeSyncLogSchema),
  count: z.number().int(),
  total: z.number().int(),
  totalPage: z.number().int(),
});

/** GET /stores/shopify-check?shop=: the seller's store for that shop, if there is one. */
export const shopifyCheckQuerySchema = z.object({ shop: z.string().trim().max(255).default('') });
export const shopifyCheckSchema = z.object({
  storeId: z.number().int().nullable(),
  status: z.string().nullable(),
});

/** What each platform's connection runs on: the real API, or the built-in sandbox. */
const platformModeSchema = z.enum(['live', 'sandbox', 'off']);
/** Each store type: its real platform (live), its built-in sandbox, or off (cannot connect). */
export const storePlatformModesSchema = z.object({
  api: platformModeSchema,
  platfox: platformModeSchema,
  shopify: platformModeSchema,
  woocommerce: platformModeSchema,
  etsy: platformModeSchema,
  self_app_etsy: platformModeSchema,
  amazon_seller_central: platformModeSchema,
});
export type StorePlatformModes = z.infer<typeof storePlatformModesSchema>;

/** POST /stores/{id}/test-order (sandbox stores): a test order with these items. */
export const sandboxTestOrderInputSchema = z.object({
  items: z
    .array(
      z.object({
        sku: z.string(m.required).trim().min(1, m.required).max(100, m.max),
        quantity: z.number(m.numeric).int(m.digits).min(1, m.minCustom).max(100, m.max).default(1),
      }),
      m.required,
    )
    .min(1, m.required)
    .max(10, m.max),
});
export type SandboxTestOrderInput = z.input<typeof sandboxTestOrderInputSchema>;

/**
 * POST /stores/orders: an api or platfox store's order by its SKUs, sent with the store's order
 * key, read by the sync engine as any store's order (a SKU with no remembered mapping waits in
 * order sync). `orderId` is the store's own id of the order: the same id twice makes one order.
 */
export const keyStoreOrderInputSchema = z.object({
  orderId: z.string(m.required).trim().min(1, m.required).max(100, m.max),
  name: z.string().trim().max(100, m.max).optional(),
  address: orderAddressSchema,
  items: z
    .array(
      z.object({
        sku: z.string(m.required).trim().min(1, m.required).max(100, m.max),
        title: z.string().trim().max(255, m.max).optional(),
        quantity: z.number(m.numeric).int(m.digits).min(1, m.minCustom).max(1000, m.max).default(1),
      }),
      m.required,
    )
    .min(1, m.required)
    .max(100, m.max),
});
export type KeyStoreOrderInput = z.input<typeof keyStoreOrderInputSchema>;
export type KeyStoreOrderValues = z.output<typeof keyStoreOrderInputSchema>;

/** What the engine did with it: made an order, left it waiting in order sync, or had it already. */
export const keyStoreOrderResultSchema = z.object({
  outcome: z.enum(storeSyncLogOutcomes),
  orderId: z.number().int().nullable(),
  orderSyncId: z.number().int().nullable(),
});
export type KeyStoreOrderResult = z.infer<typeof keyStoreOrderResultSchema>;

/** How an order's packages reached its store (GET /orders/{id}/store-fulfillments). */
export const storeFulfillmentSchema = z.object({
  id: z.number().int(),
  packageId: z.number().int(),
  trackingNumber: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type StoreFulfillment = z.infer<typeof storeFulfillmentSchema>;

/**
 * The sync log's notes, stored in English as templates (message-templates.ts) and read back in
 * the interface language by the store page, like notifications.
 */
export const storeSyncLogTexts = {
  imported: '{{name}} became order #{{orderId}}',
  waiting: '{{name}} waits in order sync: no mapping for {{skus}}',
  duplicate: 'Already received: nothing done',
  alreadyImported: '{{name}} was already received',
  notPaid: '{{name}} is not paid yet: it is imported once it is paid',
  cancelledOnStore: '{{name}} was cancelled on the store',
  nothingToMake: '{{name}} has no item to make',
  refusedItems: '{{name}} could not be imported: {{reason}}',
  installed: 'Connected to {{shop}}',
  uninstalled: 'The app was uninstalled from the shop: the store is disconnected',
  tokenRefreshed: 'Access to the shop renewed',
  tokenFailed: 'Access to the shop could not be renewed: {{reason}}',
  fulfillmentSent: 'Tracking {{trackingNumber}} of order #{{orderId}} sent to the store',
  fulfillmentFailed: 'Tracking {{trackingNumber}} of order #{{orderId}} not sent: {{reason}}',
  pollDone: '{{count}} store orders checked',
  pollFailed: 'The store could not be read: {{reason}}',
  privacyAnswered: 'Privacy request {{topic}} answered',
  testOrder: 'Test order {{name}} sent by the sandbox shop',
  grantRevoked: 'The platform refused the store’s access ({{reason}}): the store is disconnected',
  queued: '{{name}} received: it is read in a moment',
  storeNotLive: '{{name}} was not read: the store is no longer connected',
  readFailed: '{{name}} could not be read now: the next check of the store reads it again',
} as const;

/** POST /stores/sandbox/shopify/approve: the seller installs the app on a sandbox shop. */
export const sandboxShopifyApproveInputSchema = z.object({
  shop: z.string(m.required).trim().min(1, m.required).max(255, m.max),
  state: z.string(m.required).trim().min(1, m.required).max(255, m.max),
  redirectUri: z.string(m.required).trim().min(1, m.required).max(2048, m.max),
});
export const sandboxShopifyApproveSchema = z.object({ redirectUrl: z.string() });

/**
 * POST /stores/sandbox/woocommerce/approve: the seller approves the app on the sandbox shop's
 * `/wc-auth` page (its query: the shop, `user_id`, `return_url`, `callback_url`).
 */
export const sandboxWooCommerceApproveInputSchema = z.object({
  site: z.string(m.required).trim().min(1, m.required).max(500, m.max),
  userId: z.string(m.required).trim().min(1, m.required).max(255, m.max),
  returnUrl: z.string(m.required).trim().min(1, m.required).max(2048, m.max),
  callbackUrl: z.string(m.required).trim().min(1, m.required).max(2048, m.max),
});

/** GET /stores/{id}/sandbox-shop: what the sandbox shop holds, its orders and their tracking. */
export const sandboxShopSchema = z.object({
  shop: z.string(),
  orders: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      createdAt: z.string(),
      lines: z.array(z.object({ sku: z.string().nullable(), quantity: z.number().int() })),
      fulfillments: z.array(
        z.object({
          trackingNumber: z.string(),
          company: z.string().nullable(),
          url: z.string().nullable(),
          createdAt: z.string(),
        }),
      ),
      /** The order's status on the shop (WooCommerce: `completed` once tracking went back). */
      status: z.string().optional(),
      /** Notes the shop holds on the order (WooCommerce without Shipment Tracking). */
      notes: z.array(z.string()).optional(),
    }),
  ),
});
export type SandboxShop = z.infer<typeof sandboxShopSchema>;

/** GET /orders/{id}/store-sync: the store order it came from, and its tracking's way back. */
export const orderStoreSyncSchema = z.object({
  origin: z
    .object({
      storeId: z.number().int(),
      storeName: z.string(),
      storeType: z.enum(storeTypes),
      platformOrderId: z.string(),
      platformOrderName: z.string(),
      orderSyncId: z.number().int(),
    })
    .nullable(),
  fulfillments: z.array(storeFulfillmentSchema),
});
export type OrderStoreSync = z.infer<typeof orderStoreSyncSchema>;
