import type { DesignType } from '@stitchworks/shared';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A seller's uploaded artwork: the checked original and a thumbnail, both in file storage. */
export const designs = pgTable(
  'designs',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    type: text().$type<DesignType>().notNull(),
    originalKey: text().notNull(),
    smallKey: text().notNull(),
    format: text().$type<'png' | 'jpeg' | 'webp'>().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    bytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Deleted designs leave the seller's list; products made with them keep their images. */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('designs_user_idx').on(t.userId, t.createdAt)],
);
