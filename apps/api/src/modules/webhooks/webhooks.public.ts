// Seller webhooks as other modules see them: an event is queued inside the transaction of the
// change it tells of (an outbox), so it exists exactly when the change committed.
import { randomBytes } from 'node:crypto';
import { WEBHOOK_RETRY_WINDOW_HOURS, type WebhookDeliveredType } from '@stitchworks/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { afterCommit, rootDatabase } from '../../lib/transaction.ts';
import { findListeningEndpointIds, insertDeliveries, insertEvent } from './webhooks.repository.ts';

export type SellerEvent = {
  sellerId: number;
  type: WebhookDeliveredType;
  /** Events of one key reach each endpoint in the order they were queued: `order:12`. */
  orderingKey: string;
  /** The object as the API answers it; a function is called only when an endpoint listens. */
  data: Record<string, unknown> | (() => Promise<Record<string, unknown>>);
  /** Only this endpoint (the test event); otherwise every enabled endpoint that asked for it. */
  endpointId?: number;
};

/** `msg_` and 24 random characters: the event's id, sent as `webhook-id`. */
export const newEventId = () => `msg_${randomBytes(18).toString('base64url')}`;

/** Who sends right after a commit, per database (the webhooks module registers it). */
const senders = new WeakMap<object, () => void>();

export function registerWebhookSender(db: Db, send: () => void): void {
  senders.set(db, send);
}

/**
 * Queues an event for the seller's endpoints in the caller's transaction: the body is fixed now
 * (id, type, created, data) and one delivery per endpoint is due at once. Nothing is written when
 * no endpoint listens. Answers the deliveries made.
 */
export async function queueSellerEvent(
  tx: DbOrTx,
  event: SellerEvent,
  now = new Date(),
): Promise<number[]> {
  const endpoints =
    event.endpointId !== undefined
      ? [{ id: event.endpointId }]
      : await findListeningEndpointIds(tx, [event.sellerId], event.type);
  if (endpoints.length === 0) return [];
  const data = typeof event.data === 'function' ? await event.data() : event.data;
  const publicId = newEventId();
  const body = JSON.stringify({ id: publicId, type: event.type, created: now.toISOString(), data });
  const eventId = await insertEvent(tx, {
    publicId,
    userId: event.sellerId,
    type: event.type,
    orderingKey: event.orderingKey,
    body,
    createdAt: now,
  });
  const retryUntil = new Date(now.getTime() + WEBHOOK_RETRY_WINDOW_HOURS * 3600_000);
  const ids = await insertDeliveries(
    tx,
    endpoints.map((endpoint) => ({
      endpointId: endpoint.id,
      eventId,
      orderingKey: event.orderingKey,
      nextAttemptAt: now,
      retryUntil,
      createdAt: now,
    })),
  );
  // The test event is sent by its caller at once; the others by the sender after the commit.
  if (event.endpointId === undefined) await sendAfterCommit(tx);
  return ids;
}

/** The sellers of `sellerIds` with an endpoint listening to `type` (for changes of many orders). */
export async function sellersListeningTo(
  tx: DbOrTx,
  sellerIds: readonly number[],
  type: WebhookDeliveredType,
): Promise<Set<number>> {
  const unique = [...new Set(sellerIds)];
  const rows = await findListeningEndpointIds(tx, unique, type);
  return new Set(rows.map((row) => row.userId));
}

/**
 * Starts the sender once the transaction commits, when it was opened by `withTransaction`; the
 * minute's job sends the others.
 */
async function sendAfterCommit(tx: DbOrTx): Promise<void> {
  let root: Db;
  try {
    root = rootDatabase(tx);
  } catch {
    return;
  }
  const send = senders.get(root);
  if (send) await afterCommit(tx, send);
}
