import type { DiscountType } from '@stitchworks/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A seller's discount; per_order takes amountCents off each order until expiredAt. */
export const userDiscounts = pgTable(
  'user_discounts',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().$type<DiscountType>().notNull().default('per_order'),
    amountCents: integer().notNull(),
    expiredAt: timestamp({ withTimezone: true }).notNull(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_discounts_user_idx').on(t.userId, t.expiredAt),
    check('user_discounts_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
