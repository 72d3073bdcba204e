import type {
  CatalogPosition,
  EmbApproval,
  EmbStatus,
  Factory,
  ProductionStep,
  StitchFileFormat,
} from '@stitchworks/shared';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orderItems, orders } from './orders.ts';
import { transactions } from './transactions.ts';
import { users } from './users.ts';

const at = () => timestamp({ withTimezone: true });

/**
 * A digitizing job: one design image of a seller that needs a stitch file. One job per seller and
 * image, so an accepted file is reused by every later order of the same design.
 */
export const embs = pgTable(
  'embs',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    imageUrl: text().notNull(),
    location: text().$type<CatalogPosition>().notNull(),
    /** The order item that opened the job. */
    orderItemId: integer().references(() => orderItems.id, { onDelete: 'set null' }),
    status: text().$type<EmbStatus>().notNull().default('todo'),
    /** The seller's approval of the stitch-out, for sellers who ask for it; null otherwise. */
    approval: text().$type<EmbApproval>(),
    designerId: integer().references(() => users.id, { onDelete: 'set null' }),
    note: text().notNull().default(''),
    rejectReason: text(),
    rejections: integer().notNull().default(0),
    fileKey: text(),
    fileName: text(),
    format: text().$type<StitchFileFormat>(),
    fileBytes: integer(),
    stitches: integer(),
    colors: integer(),
    /** Size of the sewn area in 0.1 mm. */
    widthTenths: integer(),
    heightTenths: integer(),
    previewSvg: text(),
    costCents: integer(),
    chargedCents: integer(),
    chargeTransactionId: integer().references(() => transactions.id, { onDelete: 'restrict' }),
    assignedAt: at(),
    uploadedAt: at(),
    acceptedAt: at(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('embs_design_key').on(t.userId, t.imageUrl),
    index('embs_status_idx').on(t.status, t.createdAt),
    index('embs_designer_idx').on(t.designerId, t.status),
    index('embs_accepted_idx').on(t.acceptedAt).where(sql`${t.status} = 'accepted'`),
    check('embs_cost_not_negative', sql`${t.costCents} >= 0 and ${t.chargedCents} >= 0`),
  ],
);

/**
 * Every scan of a unit's QR label: who marked which step, when, in which factory. A manager's
 * correction sets `undoneAt` instead of deleting, so the history keeps both.
 */
export const productionScans = pgTable(
  'production_scans',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer()
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    unit: smallint().notNull(),
    step: text().$type<ProductionStep>().notNull(),
    factory: text().$type<Factory>().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
    undoneAt: at(),
    undoneById: integer().references(() => users.id, { onDelete: 'set null' }),
    undoReason: text(),
  },
  (t) => [
    // A unit's step stands once: two scanners at the same moment cannot both record it.
    uniqueIndex('production_scans_standing_key')
      .on(t.orderItemId, t.unit, t.step)
      .where(sql`${t.undoneAt} is null`),
    index('production_scans_order_idx').on(t.orderId, t.id),
  ],
);

/** A cost staff added to a paid item (`/order_items/extra_cost`, `/design_cost`), with its charge. */
export const orderItemCosts = pgTable(
  'order_item_costs',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer()
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    kind: text().$type<'extra' | 'design'>().notNull(),
    amountCents: integer().notNull(),
    reason: text().notNull(),
    transactionId: integer()
      .notNull()
      .references(() => transactions.id, { onDelete: 'restrict' }),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('order_item_costs_item_idx').on(t.orderItemId),
    check('order_item_costs_positive', sql`${t.amountCents} > 0`),
  ],
);
