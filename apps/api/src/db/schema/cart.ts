import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './products.ts';
import { users } from './users.ts';

/** What a seller has put aside to order: one row per product variation. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    color: text().notNull(),
    size: text().notNull(),
    /** '' when the catalog has no frame. */
    frameColor: text().notNull().default(''),
    quantity: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_variation_key').on(
      t.userId,
      t.productId,
      t.color,
      t.size,
      t.frameColor,
    ),
    check('cart_items_quantity_range', sql`${t.quantity} > 0 and ${t.quantity} <= 1000`),
  ],
);
