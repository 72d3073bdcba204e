import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { findStoreRowById } from '../stores/stores.service.ts';
import { openGrant } from './store-grants.ts';
import { receiveStoreOrder } from './store-intake.service.ts';

/**
 * One webhook delivery for a store of a platform whose deliveries name the store in their path
 * (`POST /api/webhooks/{type}/{storeId}`) and are signed with the store's own webhook secret
 * (`grant.extra.webhookSecret`, made when it connected). A store that is not an active one of the
 * type, or a signature that does not verify over the exact bytes, is refused (401) before anything
 * is read or written; a signed body that is not an order is a 400. The same delivery id twice is
 * acted on once, and one store order becomes at most one order (store-intake).
 */
export async function receivePlatformWebhook(
  app: FastifyInstance,
  type: string,
  storeId: number,
  raw: Buffer,
  payload: unknown,
  headers: Record<string, string | string[] | undefined>,
): Promise<string> {
  const adapter = app.storePlatforms.get(type);
  const store = await findStoreRowById(app.db, storeId);
  if (!adapter?.readWebhook || store?.type !== type || store.status !== 'active') {
    throw new AppError('UNAUTHORIZED');
  }
  const secret = openGrant(app, store)?.extra?.webhookSecret;
  if (!secret) throw new AppError('UNAUTHORIZED');
  let webhook: ReturnType<NonNullable<typeof adapter.readWebhook>>;
  try {
    webhook = adapter.readWebhook(raw, headers, payload, secret);
  } catch {
    // Signed by the shop, but not the topic's payload.
    throw new AppError('MALFORMED_BODY');
  }
  if (!webhook) throw new AppError('UNAUTHORIZED');
  // A topic we did not subscribe to: nothing to do, and nothing to retry.
  if (!webhook.order) return 'skipped';
  const result = await receiveStoreOrder(app.db, store, webhook.order, {
    kind: 'webhook',
    topic: webhook.topic,
    deliveryId: webhook.deliveryId,
  });
  return result.outcome;
}
