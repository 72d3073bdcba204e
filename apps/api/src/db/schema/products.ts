import type { CatalogPosition, ProductStatus } from '@stitchworks/shared';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { catalogs } from './catalog.ts';
import { stores } from './stores.ts';
import { users } from './users.ts';

export type ProductDesignRef = { location: CatalogPosition; designId: number };

/** A seller's product: one catalog, its colors and sizes, a price per size and a design per position. */
export const products = pgTable(
  'products',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer()
      .notNull()
      .references(() => stores.id),
    catalogId: integer()
      .notNull()
      .references(() => catalogs.id),
    sku: text().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    keywords: text().array().notNull().default(sql`'{}'::text[]`),
    colors: text().array().notNull(),
    sizes: text().array().notNull(),
    /** size → cents. */
    prices: jsonb().$type<Record<string, number>>().notNull(),
    designs: jsonb().$type<ProductDesignRef[]>().notNull(),
    mockupKey: text(),
    status: text().$type<ProductStatus>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('products_sku_key').on(t.sku),
    index('products_user_idx').on(t.userId, t.createdAt),
    index('products_store_idx').on(t.storeId),
  ],
);
