import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from './stores.ts';
import { users } from './users.ts';

/** A seller's key for the public API. Only its sha256 is kept; the prefix stays visible. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    prefix: text().notNull(),
    keyHash: text().notNull(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    /** An api or platfox store's key: the orders it sends are that store's. */
    storeId: integer().references(() => stores.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('api_keys_key_hash_key').on(t.keyHash),
    uniqueIndex('api_keys_prefix_key').on(t.prefix),
    index('api_keys_user_idx').on(t.userId),
    index('api_keys_store_idx').on(t.storeId).where(sql`${t.storeId} is not null`),
  ],
);
