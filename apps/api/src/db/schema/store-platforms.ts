import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A seller's website on platfox, the business's own storefront platform (GET
 * /stores/platform-websites). A platfox store is connected to one (`stores.websiteId`); the
 * website's orders come through the public order API with its store's key.
 */
export const platfoxWebsites = pgTable(
  'platfox_websites',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** The website's address (origin), one per seller. */
    url: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('platfox_websites_user_url_key').on(t.userId, t.url)],
);
