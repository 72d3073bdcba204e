import type {
  OrderAddress,
  ReshipPayer,
  ShippingLabelType,
  ShippingProvider,
} from '@stitchworks/shared';
import { sql } from 'drizzle-orm';
import {
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
import { orders } from './orders.ts';
import { transactions } from './transactions.ts';
import { users } from './users.ts';

const at = () => timestamp({ withTimezone: true });

/** A reship: a shipped order sent again to an address, why, and who paid (spec 02 §7). */
export const orderReships = pgTable(
  'order_reships',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    address: jsonb().$type<OrderAddress>().notNull(),
    reason: text().notNull(),
    paidBy: text().$type<ReshipPayer>().notNull(),
    costCents: integer().notNull().default(0),
    transactionId: integer().references(() => transactions.id, { onDelete: 'restrict' }),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index('order_reships_order_idx').on(t.orderId)],
);

/**
 * A shipping label of an order: bought through an API, uploaded from a carrier's site, typed
 * (manual) or the seller's own (TikTok). A rebuy voids the one before; every label is kept.
 */
export const shippingLabels = pgTable(
  'shipping_labels',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text().$type<ShippingLabelType>().notNull(),
    provider: text().$type<ShippingProvider>().notNull(),
    /** The carrier's name as shown (the manual provider's typed name, or the API's carrier). */
    carrierName: text().notNull(),
    serviceCode: text(),
    trackingNumber: text().notNull(),
    trackingUrl: text(),
    shippingFeeCents: integer().notNull().default(0),
    totalCostCents: integer().notNull().default(0),
    meta: jsonb()
      .$type<{ weight?: number; length?: number; width?: number; height?: number }>()
      .notNull()
      .default({}),
    fileKey: text(),
    /** The aggregator's shipment id (to void it). */
    externalId: text(),
    sandbox: boolean().notNull().default(false),
    /** The seller's charge for it, when they paid for it. */
    transactionId: integer().references(() => transactions.id, { onDelete: 'restrict' }),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
    voidedAt: at(),
  },
  (t) => [
    index('shipping_labels_order_idx').on(t.orderId, t.id),
    index('shipping_labels_tracking_idx').on(t.trackingNumber),
    check(
      'shipping_labels_money_not_negative',
      sql`${t.shippingFeeCents} >= 0 and ${t.totalCostCents} >= 0`,
    ),
  ],
);

/**
 * The packages an order shipped in (spec 02 §3: orderPackages): numbered per order, each with its
 * tracking number; a new tracking number adds a package, never overwrites one.
 */
export const orderPackages = pgTable(
  'order_packages',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderPackageNo: smallint().notNull(),
    trackingNumber: text().notNull(),
    carrierCode: text().notNull().default(''),
    serviceCode: text(),
    shippedAt: at(),
    labelId: integer().references(() => shippingLabels.id, { onDelete: 'set null' }),
    reshipId: integer().references(() => orderReships.id, { onDelete: 'set null' }),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_packages_number_key').on(t.orderId, t.orderPackageNo),
    uniqueIndex('order_packages_tracking_key').on(t.orderId, t.trackingNumber),
    index('order_packages_tracking_idx').on(sql`lower(${t.trackingNumber})`),
  ],
);
