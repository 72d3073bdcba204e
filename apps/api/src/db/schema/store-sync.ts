import type {
  OrderSyncItem,
  OrderSyncStatus,
  RefinedItem,
  StoreSyncLogKind,
  StoreSyncLogOutcome,
} from '@stitchworks/shared';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { orderPackages } from './shipping.ts';
import { stores } from './stores.ts';
import { users } from './users.ts';

/**
 * One-time nonces of platform connections (OAuth `state`): bound to the seller and the store,
 * stored hashed, used once, expiring.
 */
export const storeConnectStates = pgTable(
  'store_connect_states',
  {
    id: serial().primaryKey(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the nonce, hex. */
    nonceHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    /**
     * What the connection's exchange needs that never travels through the browser (a PKCE
     * code_verifier), sealed by lib/secret-box; null when the platform needs nothing kept.
     */
    kept: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('store_connect_states_nonce_key').on(t.nonceHash)],
);

/**
 * Every store order received (spec 03 order sync): one row per store and platform order id, so a
 * second delivery of the same order, even at the same moment, finds the first and makes nothing.
 * `created` while an item waits to be mapped, `synced` once it became an order.
 */
export const orderSyncs = pgTable(
  'order_syncs',
  {
    id: serial().primaryKey(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platformOrderId: text().notNull(),
    platformOrderName: text().notNull(),
    status: text().$type<OrderSyncStatus>().notNull(),
    items: jsonb().$type<OrderSyncItem[]>().notNull(),
    /** The store order as the adapter read it (StoreOrder): the address and lines to import. */
    storeOrder: jsonb().$type<Record<string, unknown>>().notNull(),
    /** Name, city and country of the ship-to, for the list. */
    shipTo: text().notNull().default(''),
    reason: text(),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    platformUpdatedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_syncs_store_order_key').on(t.storeId, t.platformOrderId),
    index('order_syncs_user_status_idx').on(t.userId, t.status, t.createdAt),
    index('order_syncs_status_idx').on(t.status, t.createdAt),
    index('order_syncs_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
  ],
);

/** A remembered SKU mapping (product sync): the store's SKU is made as `options`. */
export const productSyncs = pgTable(
  'product_syncs',
  {
    id: serial().primaryKey(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sku: text().notNull(),
    options: jsonb().$type<Omit<RefinedItem, 'quantity'>>().notNull(),
    importedCount: integer().notNull().default(0),
    lastImportedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_syncs_store_sku_key').on(t.storeId, t.sku),
    index('product_syncs_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * A store's sync log: each webhook delivery, poll, fulfilment push and install, with what came of
 * it. A delivery's platform id (`deliveryId`) is unique per store, so a webhook delivered twice
 * is recorded once and acted on once.
 */
export const storeSyncEvents = pgTable(
  'store_sync_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    kind: text().$type<StoreSyncLogKind>().notNull(),
    topic: text().notNull(),
    deliveryId: text(),
    outcome: text().$type<StoreSyncLogOutcome>().notNull(),
    /** A template of storeSyncLogTexts, filled. */
    message: text(),
    platformOrderId: text(),
    orderId: integer(),
    orderSyncId: integer(),
    /** A queued webhook's store order, until it is read (then null). */
    storeOrder: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_sync_events_delivery_key')
      .on(t.storeId, t.deliveryId)
      .where(sql`${t.deliveryId} is not null`),
    index('store_sync_events_store_idx').on(t.storeId, t.createdAt),
    index('store_sync_events_queued_idx').on(t.id).where(sql`${t.outcome} = 'queued'`),
  ],
);

/**
 * Tracking numbers sent back to the stores (an outbox): one row per package of a store order,
 * written with the package, pushed by the fulfilment job until the platform took it.
 */
export const storeFulfillments = pgTable(
  'store_fulfillments',
  {
    id: serial().primaryKey(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    packageId: integer()
      .notNull()
      .references(() => orderPackages.id, { onDelete: 'cascade' }),
    platformOrderId: text().notNull(),
    trackingNumber: text().notNull(),
    status: text().$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    platformFulfillmentId: text(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_fulfillments_package_key').on(t.packageId),
    index('store_fulfillments_order_idx').on(t.orderId),
    index('store_fulfillments_due_idx').on(t.nextAttemptAt).where(sql`${t.status} <> 'sent'`),
  ],
);
