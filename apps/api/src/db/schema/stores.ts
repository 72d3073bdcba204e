import type { StoreStatus, StoreType } from '@stitchworks/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    /** The platform's name of the shop ('name.myshopify.com'), lower case: one live store each. */
    platformShop: text(),
    /** The grant's tokens (StoreGrant), sealed by lib/secret-box; never shown, never logged. */
    secrets: text(),
    /** When the access token expires: the token refresh job renews it before then. */
    tokenExpiresAt: timestamp({ withTimezone: true }),
    /** Connected to the built-in sandbox platform, not the real one. */
    sandbox: boolean().notNull().default(false),
    /** Why the store is disconnected, in the engine's words. */
    statusReason: text(),
    /** The reconciliation poll's high-water mark: store orders updated up to here were read. */
    syncCursor: timestamp({ withTimezone: true }),
    /** The last time an order came in, by webhook or poll. */
    lastSyncAt: timestamp({ withTimezone: true }),
    /**
     * When staff approved the store's orders to import (Amazon, spec 03 §7: a connected Amazon
     * store's orders wait for it); null: not approved.
     */
    approvedAt: timestamp({ withTimezone: true }),
    approvedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('stores_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('stores_platform_shop_key')
      .on(t.type, t.platformShop)
      .where(sql`${t.platformShop} is not null and ${t.deletedAt} is null`),
  ],
);
