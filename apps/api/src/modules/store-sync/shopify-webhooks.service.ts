import { storeSyncLogTexts } from '@stitchworks/shared';
import type { FastifyInstance } from 'fastify';
import {
  isPrivacyTopic,
  type ShopifyPrivacyRequest,
} from '../../integrations/stores/shopify/shopify-webhooks.ts';
import { AppError } from '../../lib/app-error.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { disconnectStore } from './store-connect.service.ts';
import { claimStoreDelivery, receiveStoreOrder } from './store-intake.service.ts';
import { actOnPrivacyRequest } from './store-privacy.service.ts';
import { findLiveStoreByShop, findStoresOfShop } from './store-sync.repository.ts';

const ORDER_TOPICS = new Set([
  'orders/create',
  'orders/updated',
  'orders/paid',
  'orders/cancelled',
]);

/**
 * Acts on one Shopify delivery: a signature that does not verify, or a shop we do not know, is
 * refused (401) before anything is read or written; a body that is not the topic's payload is a
 * 400. The same delivery twice (X-Shopify-Webhook-Id) is acted on once.
 */
export async function receiveShopifyWebhook(
  app: FastifyInstance,
  raw: Buffer,
  payload: unknown,
  headers: Record<string, string | string[] | undefined>,
): Promise<string> {
  const shopify = app.shopify;
  const hmac = headers['x-shopify-hmac-sha256'];
  if (!shopify?.client.verifyWebhook(raw, typeof hmac === 'string' ? hmac : undefined)) {
    throw new AppError('UNAUTHORIZED');
  }
  const delivery = shopify.client.readWebhookHeaders(headers);
  if (!delivery || payload === undefined) throw new AppError('MALFORMED_BODY');
  const { topic, shop, webhookId: deliveryId } = delivery;

  if (isPrivacyTopic(topic)) {
    const stores = await findStoresOfShop(app.db, 'shopify', shop);
    if (stores.length === 0) throw new AppError('UNAUTHORIZED');
    let request: ShopifyPrivacyRequest;
    try {
      request = shopify.client.parsePrivacyRequest(topic, payload);
    } catch {
      throw new AppError('MALFORMED_BODY');
    }
    await actOnPrivacyRequest(app, stores, request, deliveryId);
    return 'ok';
  }

  const store = await findLiveStoreByShop(app.db, 'shopify', shop);
  if (store?.status !== 'active') throw new AppError('UNAUTHORIZED');

  if (topic === 'app/uninstalled') {
    await withTransaction(app.db, async (tx) => {
      const fresh = await claimStoreDelivery(tx, store.id, {
        kind: 'uninstall',
        topic,
        deliveryId,
        outcome: 'ok',
        message: storeSyncLogTexts.uninstalled,
      });
      if (fresh) await disconnectStore(app, tx, store, storeSyncLogTexts.uninstalled, true);
    });
    return 'ok';
  }

  if (!ORDER_TOPICS.has(topic)) {
    // A topic we did not subscribe to: nothing to do, and nothing to retry.
    return 'skipped';
  }
  let order: ReturnType<typeof shopify.client.parseWebhookOrder>;
  try {
    order = shopify.client.parseWebhookOrder(payload);
  } catch {
    throw new AppError('MALFORMED_BODY');
  }
  const result = await receiveStoreOrder(app.db, store, order, {
    kind: 'webhook',
    topic,
    deliveryId,
  });
  return result.outcome;
}
