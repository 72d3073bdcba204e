import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Business settings that staff change at run time (not deployment configuration). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
