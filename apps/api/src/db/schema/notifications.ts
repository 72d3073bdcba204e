import type { NotificationMeta, NotificationStatus, NotificationType } from '@stitchworks/shared';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One row per recipient: each user views (and counts) their own copy of an event. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: smallint().$type<NotificationType>().notNull(),
    message: text().notNull(),
    /** 0 unviewed, 1 viewed. */
    status: smallint().$type<NotificationStatus>().notNull().default(0),
    meta: jsonb().$type<NotificationMeta>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list: a user's newest first.
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The bell's count: only unviewed rows are indexed, so it stays small.
    index('notifications_user_unviewed_idx').on(t.userId).where(sql`${t.status} = 0`),
  ],
);
