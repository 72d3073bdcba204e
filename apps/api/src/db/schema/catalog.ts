import type {
  BlankKind,
  CatalogCategory,
  CatalogColor,
  CatalogPosition,
  Factory,
} from '@stitchworks/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The blanks the factories make. Ids are chosen, not generated: other records and the spec refer
 * to them by number (7 is the default order row, 8 and 9 are framed).
 */
export const catalogs = pgTable(
  'catalogs',
  {
    id: integer().primaryKey(),
    text: text().notNull(),
    category: text().$type<CatalogCategory>().notNull(),
    factory: text().$type<Factory>().notNull(),
    kind: text().$type<BlankKind>().notNull(),
    sizes: text().array().notNull().default(sql`'{}'::text[]`),
    colors: jsonb().$type<CatalogColor[]>().notNull().default([]),
    positions: text().array().$type<CatalogPosition[]>().notNull().default(sql`'{}'::text[]`),
    /** size → cents. */
    basePrices: jsonb().$type<Record<string, number>>().notNull().default({}),
    frameColors: jsonb().$type<CatalogColor[]>().notNull().default([]),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalogs_factory_idx').on(t.factory, t.id)],
);

/** A seller's default selling prices (/default-price): catalog id → size → cents. */
export const sellerPriceLists = pgTable('seller_price_lists', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  prices: jsonb().$type<Record<string, Record<string, number>>>().notNull().default({}),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
