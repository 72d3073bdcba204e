import type {
  CatalogPosition,
  EmbOptions,
  Factory,
  OrderAddress,
  OrderStatus,
  ShippingMethod,
} from '@stitchworks/shared';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { catalogs } from './catalog.ts';
import { codeSql } from './order-codes.ts';
import { products } from './products.ts';
import { stores } from './stores.ts';
import { transactions } from './transactions.ts';
import { users } from './users.ts';

const at = () => timestamp({ withTimezone: true });

/**
 * A seller's order (spec 02 §3). Money in cents: the stored price is what the seller is charged;
 * it is recomputed while the order is `created` and frozen once it is paid.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    storeId: integer().references(() => stores.id),
    sellerOrderId: text().notNull(),
    status: text().$type<OrderStatus>().notNull().default('created'),
    /** 0–4 once paid (spec 01 §3); null before. */
    productionStatus: smallint(),
    /** Why the order is on hold (production status 4), and the status it had before. */
    holdReason: text(),
    statusBeforeHold: smallint(),
    shippingMethod: text().$type<ShippingMethod>().notNull(),
    factory: text().$type<Factory>().notNull(),
    /** status, factory and shipping method as small numbers, for the list's indexes (order-codes.ts). */
    statusCode: smallint().generatedAlwaysAs(codeSql('status')),
    factoryCode: smallint().generatedAlwaysAs(codeSql('factory')),
    shippingCode: smallint().generatedAlwaysAs(codeSql('shipping_method')),
    isTiktokShop: boolean().notNull().default(false),
    isTiktokLabel: boolean().notNull().default(false),
    ioss: text().notNull().default(''),
    address: jsonb().$type<OrderAddress>().notNull(),
    addressVerified: boolean().notNull().default(false),
    /** Why the offline check refused the address (empty when verified). */
    addressIssues: text().array().notNull().default(sql`'{}'::text[]`),
    /** "first last" of the address, for the list and the keyword search. */
    customerName: text().notNull(),
    trackingNumber: text(),
    /** Lower-cased seller order id, customer name and tracking numbers: the keyword search's text. */
    searchText: text().notNull().default(''),
    /**
     * The order's list row as JSON text, its seller and store left out (they are joined when the
     * list is read): written by the trigger orders_list_json from the columns it shows, so a page
     * of the list copies 50 texts instead of writing 18 fields of each row (order-list.repository).
     */
    listJson: text().notNull().default(''),
    itemCount: integer().notNull(),
    itemsCents: integer().notNull(),
    shippingCents: integer().notNull(),
    taxCents: integer().notNull(),
    discountCents: integer().notNull(),
    totalCents: integer().notNull(),
    /** Update-permission flag (1 requested, 2 allowed, 3 denied); null when none. */
    updateFlag: smallint(),
    /** The payment transaction that paid the order (credit, wallet or Payoneer); null while unpaid. */
    paymentTransactionId: integer().references(() => transactions.id, { onDelete: 'restrict' }),
    /**
     * A seller's cancel request (spec 01 §3: orderId, cancelReason, amount): 'waiting' (shown as
     * "waiting for cancel response") until staff accept or refuse it; null when none was made.
     */
    cancelStatus: text().$type<'waiting' | 'accepted' | 'refused'>(),
    cancelReason: text(),
    /** The amount the seller asked back, in cents. */
    cancelRequestedCents: integer(),
    /** What was given back when the order was cancelled (the display rule's "third value"). */
    cancelledCents: integer(),
    /** Everything given back so far over all refunds and the cancel; never above totalCents. */
    refundedCents: integer().notNull().default(0),
    paidAt: at(),
    approvedAt: at(),
    archivedAt: at(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('orders_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_status_created_idx').on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // archived_at last, so a count of the paid orders of a range is read from the index alone: the
    // list's kept plan for a paid-date range counts here, fetching each order from the table before.
    index('orders_paid_idx')
      .on(t.paidAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.archivedAt)
      .where(sql`${t.paidAt} is not null`),
    // Partial, as the payment's below: an order with no store named does not enter it, and every
    // lookup by a store is served the same.
    index('orders_store_idx').on(t.storeId).where(sql`${t.storeId} is not null`),
    index('orders_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    uniqueIndex('orders_seller_order_id_key')
      .on(t.userId, t.sellerOrderId)
      .where(sql`${t.archivedAt} is null`),
    index('orders_unverified_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.addressVerified} = false and ${t.archivedAt} is null`),
    // Covering indexes of the live (not archived) list: the sort keys first, then every column a
    // list filter or sort reads, so a page's ids and its capped count are index-only scans and
    // only the page's 50 rows are read from the table (bench/results-orders.md). Status, factory
    // and shipping method are held as their codes: every key is then of fixed width.
    index('orders_live_created_cover_idx')
      .on(
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.statusCode,
        t.productionStatus,
        t.factoryCode,
        t.shippingCode,
        t.userId,
        t.storeId,
        t.addressVerified,
        t.totalCents,
        t.paidAt,
      )
      .where(sql`${t.archivedAt} is null`),
    index('orders_live_status_cover_idx')
      .on(
        t.statusCode,
        t.productionStatus,
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.factoryCode,
        t.shippingCode,
        t.userId,
        t.storeId,
        t.addressVerified,
        t.totalCents,
        t.paidAt,
      )
      .where(sql`${t.archivedAt} is null`),
    index('orders_live_user_cover_idx')
      .on(
        t.userId,
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.statusCode,
        t.productionStatus,
        t.factoryCode,
        t.shippingCode,
        t.storeId,
        t.addressVerified,
        t.totalCents,
        t.paidAt,
      )
      .where(sql`${t.archivedAt} is null`),
    check('orders_total_not_negative', sql`${t.totalCents} >= 0`),
    check(
      'orders_refunded_within_total',
      sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.totalCents}`,
    ),
    // A new order is not paid yet: it does not enter it.
    index('orders_payment_transaction_idx')
      .on(t.paymentTransactionId)
      .where(sql`${t.paymentTransactionId} is not null`),
    index('orders_cancel_waiting_idx')
      .on(t.createdAt.desc().nullsFirst())
      .where(sql`${t.cancelStatus} = 'waiting'`),
    index('orders_update_requested_idx')
      .on(t.createdAt.desc().nullsFirst())
      .where(sql`${t.updateFlag} = 1`),
    check('orders_production_status_range', sql`${t.productionStatus} between 0 and 4`),
  ],
);

export type OrderDesignImage = {
  imageUrl: string;
  location: CatalogPosition;
  mockup: string | null;
  embUrl: string | null;
  emb: EmbOptions | null;
};

/** One row of an order: a catalog blank, a colour and size, a quantity and its designs. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    catalogId: integer()
      .notNull()
      .references(() => catalogs.id),
    productId: integer().references(() => products.id),
    sku: text(),
    color: text().notNull(),
    size: text().notNull(),
    frameColor: text().notNull().default(''),
    quantity: integer().notNull(),
    designImages: jsonb().$type<OrderDesignImage[]>().notNull().default([]),
    unitCents: integer().notNull(),
    extraPositionCents: integer().notNull().default(0),
    digitizingCents: integer().notNull().default(0),
    amountCents: integer().notNull(),
    note: text().notNull().default(''),
    completedAt: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.position),
    // Most rows are catalog blanks with no product: they do not enter it.
    index('order_items_product_idx').on(t.productId).where(sql`${t.productId} is not null`),
    check('order_items_quantity_range', sql`${t.quantity} > 0 and ${t.quantity} <= 1000`),
  ],
);

export type OrderChange = { field: string; before: unknown; after: unknown };

/** The changelog of an order: who changed what, before → after (append-only). */
export const orderRevisions = pgTable(
  'order_revisions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    changes: jsonb().$type<OrderChange[]>().notNull().default([]),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index('order_revisions_order_idx').on(t.orderId, t.id)],
);

/** What a seller pays per catalog and size, set by staff (decision 5): catalog id → size → cents. */
export const sellerCostLists = pgTable('seller_cost_lists', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  prices: jsonb().$type<Record<string, Record<string, number>>>().notNull().default({}),
  updatedById: integer().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: at().notNull().defaultNow(),
});
