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
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { users } from './users.ts';

/** A stored image of a ticket or message: the original's file key and its thumbnail's. */
export type TicketFileKeys = { key: string; small: string };

/**
 * A seller's support ticket (spec 03 §3): the opening message and images, its state, who has it,
 * and the moments the helpdesk report measures (first staff answer, closing).
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    title: text().notNull(),
    topic: text().notNull(),
    message: text().notNull(),
    attachments: jsonb().$type<TicketFileKeys[]>().notNull().default([]),
    status: text().notNull().default('open'),
    assignedUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    sellerRead: boolean().notNull().default(true),
    supporterRead: boolean().notNull().default(false),
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    firstResponseAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tickets_user_idx').on(t.userId, t.lastMessageAt.desc(), t.id.desc()),
    index('tickets_last_message_idx').on(t.lastMessageAt.desc(), t.id.desc()),
    index('tickets_status_idx').on(t.status, t.lastMessageAt.desc()),
    index('tickets_assigned_idx').on(t.assignedUserId).where(sql`${t.assignedUserId} is not null`),
    index('tickets_created_idx').on(t.createdAt),
  ],
);

/** A message of a ticket's conversation; `internal` notes are for staff only. */
export const ticketMessageRecords = pgTable(
  'ticket_messages',
  {
    id: serial().primaryKey(),
    ticketId: integer()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    message: text().notNull(),
    internal: boolean().notNull().default(false),
    attachments: jsonb().$type<TicketFileKeys[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.ticketId, t.id)],
);

/** Answers staff keep ready to pick in the message modal. */
export const ticketCannedReplies = pgTable('ticket_canned_replies', {
  id: serial().primaryKey(),
  title: text().notNull(),
  body: text().notNull(),
  createdById: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
