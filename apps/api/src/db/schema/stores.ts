import type { StoreStatus, StoreType } from '@stitchworks/shared';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A seller's sales channel. Deleting one hides it; orders and products keep pointing at it. */
export const stores = pgTable(
  'stores',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /**
     * `{"id","name"}` as JSON text: the store of each row of the order list, written by the
     * trigger stores_list_json when the store is written (order-list.repository).
     */
    listJson: text().notNull().default(''),
    type: text().$type<StoreType>().notNull(),
    url: text(),
    status: text().$type<StoreStatus>().notNull(),
    /** Platform settings by type (spec 03 §3); secrets are masked whenever they are shown. */
    configuration: jsonb().$type<Record<string, string>>().notNull().default({}),
    loginUrl: text(),
    websiteId: text(),
    amazonStoreId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('stores_user_idx').on(t.userId, t.createdAt)],
);
