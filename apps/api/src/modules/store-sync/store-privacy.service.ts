import { fillTemplate, notificationTemplates, storeSyncLogTexts } from '@stitchworks/shared';
import type { FastifyInstance } from 'fastify';
import type { ShopifyPrivacyRequest } from '../../integrations/stores/shopify/shopify-webhooks.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { notify } from '../notifications/notifications.service.ts';
import type { StoreRow } from '../stores/stores.service.ts';
import { findOrderSyncIdsOfStoreOrders, redactOrderSyncs } from './order-syncs.repository.ts';
import { deleteProductSyncsOfStores } from './product-syncs.repository.ts';
import { claimStoreDelivery } from './store-intake.service.ts';

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
  { topic, orderIds }: ShopifyPrivacyRequest,
  deliveryId: string,
) {
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
    const held = await findOrderSyncIdsOfStoreOrders(tx, storeIds, orderIds);
    if (topic === 'customers/redact') {
      await redactOrderSyncs(tx, storeIds, orderIds);
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
