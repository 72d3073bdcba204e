import type { FbaItemValues, FbaOrderStatus } from '@stitchworks/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { transactions } from './transactions.ts';
import { users } from './users.ts';

const at = () => timestamp({ withTimezone: true });

/** An uploaded label PDF: where it is stored, its name as uploaded and its size. */
export type FbaStoredLabel = { key: string; fileName: string; size: number };

/**
 * An FBA order (spec 03): a batch of units for a marketplace's warehouse, each unit with the
 * seller's FNSKU product label, the carton with the seller's shipping label. `orderId` is the
 * order of the order book its units are made in (set when the seller approves and pays it).
 */
export const fbaOrders = pgTable(
  'fba_orders',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().$type<FbaOrderStatus>().notNull().default('created'),
    sellerOrderId: text().notNull().default(''),
    trackingCode: text().notNull().default(''),
    requestSample: boolean().notNull().default(false),
    items: jsonb().$type<FbaItemValues[]>().notNull(),
    units: integer().notNull(),
    totalCostCents: integer(),
    productLabel: jsonb().$type<FbaStoredLabel>(),
    shippingLabel: jsonb().$type<FbaStoredLabel>(),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    refTicket: integer(),
    paymentTransactionId: integer().references(() => transactions.id, { onDelete: 'restrict' }),
    refundTransactionId: integer().references(() => transactions.id, { onDelete: 'restrict' }),
    searchText: text().notNull().default(''),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
    approvedAt: at(),
    shippedAt: at(),
    cancelledAt: at(),
  },
  (t) => [
    index('fba_orders_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('fba_orders_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('fba_orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('fba_orders_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
    check(
      'fba_orders_status_check',
      sql`${t.status} in ('created', 'priced', 'approved', 'shipped', 'cancelled')`,
    ),
    check('fba_orders_total_cost_not_negative', sql`${t.totalCostCents} >= 0`),
    check('fba_orders_units_positive', sql`${t.units} > 0`),
  ],
);
