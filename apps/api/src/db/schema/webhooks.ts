import type {
  WebhookDeliveryStatus,
  WebhookDisabledReason,
  WebhookEventType,
} from '@stitchworks/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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

/**
 * A seller's webhook endpoint: where events are POSTed, which ones, and the signing secret sealed
 * with the app's secret box (never stored or logged in clear).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    description: text().notNull().default(''),
    events: jsonb().$type<WebhookEventType[]>().notNull(),
    /** `whsec_…` sealed by the secret box (lib/secret-box.ts). */
    secretSealed: text().notNull(),
    /** The first characters of the secret, shown to tell secrets apart. */
    secretHint: text().notNull(),
    enabled: boolean().notNull().default(true),
    disabledReason: text().$type<WebhookDisabledReason>(),
    disabledAt: timestamp({ withTimezone: true }),
    /** The first failed attempt since the endpoint last answered 2xx; null while it answers. */
    failingSince: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_user_idx').on(t.userId)],
);

/**
 * The outbox: one row per event, written in the transaction of the change it tells of, with the
 * exact JSON body every endpoint is sent (signed as is).
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** `msg_…`, sent as `webhook-id`. */
    publicId: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    /** Events of one key are delivered in order: `order:12`, `credit`, `test:3`. */
    orderingKey: text().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_events_public_id_key').on(t.publicId),
    index('webhook_events_user_idx').on(t.userId, t.id),
  ],
);

/** One event to one endpoint: its attempts, its last answer, when it is tried next. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    endpointId: integer()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: bigint({ mode: 'number' })
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    orderingKey: text().notNull(),
    status: text().$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }),
    /** Failed attempts are retried until then (3 days after it was queued or resent). */
    retryUntil: timestamp({ withTimezone: true }).notNull(),
    /** Claimed by a sender until then; a sender that died lets it go when it passes. */
    lockedUntil: timestamp({ withTimezone: true }),
    lastAttemptAt: timestamp({ withTimezone: true }),
    responseStatus: integer(),
    error: text(),
    deliveredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_endpoint_event_key').on(t.endpointId, t.eventId),
    index('webhook_deliveries_log_idx').on(t.endpointId, t.id),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_queue_idx')
      .on(t.endpointId, t.orderingKey, t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);
