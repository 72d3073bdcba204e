import { fillTemplate, notificationTemplates, storeSyncLogTexts } from '@stitchworks/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { notify } from '../notifications/notifications.service.ts';
import type { StoreRow } from '../stores/stores.service.ts';
import { findOrderSyncIdsOfStoreOrders, redactOrderSyncs } from './order-syncs.repository.ts';
import { deleteProductSyncsOfStores } from './product-syncs.repository.ts';
import { claimStoreDelivery } from './store-intake.service.ts';

/** Shopify's mandatory privacy topics, delivered to every app. */
export const PRIVACY_TOPICS = [
  'customers/data_request',
  'customers/redact',
  'shop/redact',
] as const;
export type PrivacyTopic = (typeof PRIVACY_TOPICS)[number];

const orderIds = z.array(z.union([z.number(), z.string()])).default([]);
const privacyPayloadSchema = z.object({
  shop_domain: z.string(),
  orders_requested: orderIds,
  orders_to_redact: orderIds,
});

/**
 * Acts on a privacy request for a shop's stores (a disconnected or deleted one included: the
 * request may come days after the uninstall). What we hold of a shop's customers is the copy of
 * their store orders in order sync; the orders made from them are the seller's, kept to ship,
 * reship and account for them.
 * - customers/data_request: the seller is told which store orders hold the customer's data.
 * - customers/redact: those store orders' copies lose their address and contact.
 * - shop/redact: every copy of the shop's store orders is redacted and its SKU mappings removed.
 */
export async function actOnPrivacyRequest(
  app: FastifyInstance,
  stores: readonly StoreRow[],
  topic: PrivacyTopic,
  payload: unknown,
  deliveryId: string,
) {
  const parsed = privacyPayloadSchema.safeParse(payload);
  if (!parsed.success) throw new AppError('MALFORMED_BODY');
  const storeIds = stores.map((store) => store.id);
  await withTransaction(app.db, async (tx) => {
    const fresh = await claimStoreDelivery(tx, storeIds[0]!, {
      kind: 'privacy',
      topic,
      deliveryId,
      outcome: 'ok',
      message: fillTemplate(storeSyncLogTexts.privacyAnswered, { topic }),
    });
    if (!fresh) return;
    if (topic === 'shop/redact') {
      await redactOrderSyncs(tx, storeIds, null);
      await deleteProductSyncsOfStores(tx, storeIds);
      return;
    }
    const platformIds = (
      topic === 'customers/redact' ? parsed.data.orders_to_redact : parsed.data.orders_requested
    ).map(String);
    const held = await findOrderSyncIdsOfStoreOrders(tx, storeIds, platformIds);
    if (topic === 'customers/redact') {
      await redactOrderSyncs(tx, storeIds, platformIds);
      return;
    }
    for (const store of stores) {
      const names = held.filter((row) => row.storeId === store.id).map((row) => row.name);
      await notify(tx, {
        userIds: [store.userId],
        type: 'store-sync',
        message: fillTemplate(notificationTemplates.privacyDataRequest, {
          name: store.name,
          orders: names.length > 0 ? names.join(', ') : '-',
        }),
        meta: { link: `/store/${store.id}` },
      });
    }
  });
}
