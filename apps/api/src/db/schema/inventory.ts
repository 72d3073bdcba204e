import type { Factory } from '@stitchworks/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { catalogs } from './catalog.ts';
import { orderItems, orders } from './orders.ts';
import { users } from './users.ts';

const at = () => timestamp({ withTimezone: true });

/** Blanks on hand in a factory: one row per catalog, colour and size (spec 03 §3). */
export const inventories = pgTable(
  'inventories',
  {
    id: serial().primaryKey(),
    factory: text().$type<Factory>().notNull().default('vn1'),
    catalogId: integer()
      .notNull()
      .references(() => catalogs.id),
    color: text().notNull(),
    size: text().notNull(),
    quantity: integer().notNull().default(0),
    warningThreshold: integer().notNull().default(0),
    /** When the quantity last fell below the threshold; null while above (one warning a crossing). */
    lowSince: at(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inventories_variant_key').on(
      t.factory,
      t.catalogId,
      sql`lower(${t.color})`,
      sql`lower(${t.size})`,
    ),
    index('inventories_low_idx').on(t.lowSince).where(sql`${t.lowSince} is not null`),
    check('inventories_quantity_not_negative', sql`${t.quantity} >= 0`),
    check('inventories_threshold_not_negative', sql`${t.warningThreshold} >= 0`),
  ],
);

/** Every change of a stock quantity: who, why, which order; quantities are never overwritten. */
export const inventoryMovements = pgTable(
  'inventory_movements',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    inventoryId: integer()
      .notNull()
      .references(() => inventories.id, { onDelete: 'cascade' }),
    delta: integer().notNull(),
    quantityAfter: integer().notNull(),
    /** 'created', 'adjusted', 'production' (taken), 'returned' (order cancelled before it). */
    reason: text().notNull(),
    note: text().notNull().default(''),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    orderItemId: integer().references(() => orderItems.id, { onDelete: 'set null' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('inventory_movements_inventory_idx').on(t.inventoryId, t.id),
    index('inventory_movements_item_idx').on(t.orderItemId),
    index('inventory_movements_created_idx').on(t.createdAt),
  ],
);

/** Variants marked out of stock (spec 03 §3: per catalog, a list of colour and size). */
export const outOfStocks = pgTable(
  'out_of_stocks',
  {
    id: serial().primaryKey(),
    catalogId: integer()
      .notNull()
      .references(() => catalogs.id, { onDelete: 'cascade' }),
    color: text().notNull(),
    size: text().notNull(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('out_of_stocks_variant_key').on(
      t.catalogId,
      sql`lower(${t.color})`,
      sql`lower(${t.size})`,
    ),
  ],
);

/** A generated report (GET /reports): its kind, filters, state and file. */
export const reports = pgTable(
  'reports',
  {
    id: serial().primaryKey(),
    kind: text().notNull(),
    params: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: text().$type<'queued' | 'running' | 'done' | 'failed'>().notNull().default('queued'),
    fileKey: text(),
    rowCount: integer(),
    error: text(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
    finishedAt: at(),
  },
  (t) => [index('reports_created_idx').on(t.createdAt)],
);

/** Announcements and news admins write for the dashboards. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial().primaryKey(),
    kind: text().$type<'announcement' | 'news'>().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    /** Who sees it: everyone, sellers or staff. */
    audience: text().$type<'all' | 'sellers' | 'staff'>().notNull().default('all'),
    publishedAt: at().notNull().defaultNow(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index('announcements_published_idx').on(t.publishedAt)],
);

/**
 * Orders per day, seller, factory and status, kept by the order book's writes (pre-aggregated so
 * dashboards over a million orders stay fast).
 */
export const orderDailyStats = pgTable(
  'order_daily_stats',
  {
    day: date().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    factory: text().$type<Factory>().notNull(),
    status: text().notNull(),
    orders: integer().notNull().default(0),
    /** bigint: a seller's day of orders may add up past integer's $21 million. */
    totalCents: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.userId, t.factory, t.status] }),
    index('order_daily_stats_user_idx').on(t.userId, t.day),
  ],
);

/**
 * order_daily_stats summed per Asia/Bangkok month (first day), rebuilt every 5 minutes by the
 * `order-monthly-stats` job; long-range dashboards read its full past months.
 */
export const orderMonthlyStats = pgTable(
  'order_monthly_stats',
  {
    month: date().notNull(),
    userId: integer().notNull(),
    factory: text().$type<Factory>().notNull(),
    status: text().notNull(),
    orders: integer().notNull().default(0),
    totalCents: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.month, t.userId, t.factory, t.status] })],
);
