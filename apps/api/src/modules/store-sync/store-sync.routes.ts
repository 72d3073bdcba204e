import {
  approveOrderSyncInputSchema,
  cancelOrderSyncInputSchema,
  dataOf,
  errorBodySchema,
  idParamsSchema,
  keyStoreOrderInputSchema,
  keyStoreOrderResultSchema,
  messageSchema,
  orderStoreSyncSchema,
  orderSyncListQuerySchema,
  orderSyncListSchema,
  orderSyncResultSchema,
  platformWebsiteListSchema,
  productSyncBySkuParamsSchema,
  productSyncListQuerySchema,
  productSyncListSchema,
  productSyncSchema,
  sandboxShopifyApproveInputSchema,
  sandboxShopifyApproveSchema,
  sandboxShopSchema,
  sandboxTestOrderInputSchema,
  sandboxWooCommerceApproveInputSchema,
  shopifyCheckQuerySchema,
  shopifyCheckSchema,
  storeKeyInfoSchema,
  storeKeySchema,
  storePlatformModesSchema,
  storeSchema,
  storeSyncLogListSchema,
  storeSyncLogQuerySchema,
} from '@stitchworks/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { getVisibleStoreRow } from '../stores/stores.service.ts';
import { approveOrderSync, cancelOrderSync, listOrderSyncs } from './order-syncs.service.ts';
import {
  deleteProductSync,
  getProductSyncBySku,
  listProductSyncs,
} from './product-syncs.service.ts';
import {
  approveSandboxInstall,
  checkShopifyShop,
  sandboxShopOf,
  sendSandboxTestOrder,
} from './shopify-connect.service.ts';
import {
  connectStoreAgain,
  disconnectStoreByUser,
  platformModes,
} from './store-connect.service.ts';
import { DeliveryQueue, setDeliveryQueue } from './store-delivery-queue.ts';
import { getOrderStoreSync, retryOrderFulfillments } from './store-fulfillments.service.ts';
import { logUnread, readQueuedDeliveries } from './store-intake.service.ts';
import {
  issueStoreKey,
  listPlatformWebsites,
  liveStoreKey,
  receiveKeyStoreOrder,
} from './store-keys.service.ts';
import {
  POLLED_SANDBOX_TYPES,
  polledSandboxShopOf,
  sendPolledSandboxTestOrder,
} from './store-oauth.service.ts';
import { pollStoreNow } from './store-poll.service.ts';
import { listStoreSyncLog } from './store-sync-log.service.ts';
import {
  approveWooSandbox,
  sendWooSandboxTestOrder,
  wooSandboxShopOf,
} from './woocommerce-connect.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['store sync'];

/** Readers of the queued webhook deliveries in one process, each reading a batch at a time. */
const DELIVERY_READERS = 4;

/** Store connections, order sync, product sync, the sync log and tracking sent back. */
export const storeSyncRoutes: FastifyPluginAsyncZod = async (scope) => {
  const app = scope as unknown as FastifyInstance;

  // This process's readers of the webhook deliveries queued by store-intake.
  const deliveries = new DeliveryQueue(
    async () => (await readQueuedDeliveries(app.db, (error) => logUnread(app, error))) > 0,
    DELIVERY_READERS,
    (error) => logUnread(app, error),
  );
  setDeliveryQueue(app.db, deliveries);
  scope.addHook('onClose', () => deliveries.close());

  scope.get(
    '/api/stores/platforms',
    {
      schema: {
        tags,
        summary: 'Whether each platform connects to the real service or the built-in sandbox',
        response: { 200: dataOf(storePlatformModesSchema), ...errors },
      },
    },
    async () => ({ data: platformModes(app) }),
  );

  scope.get(
    '/api/stores/shopify-check',
    {
      schema: {
        tags,
        summary: 'The seller’s connected store of a Shopify shop, if any (spec 03 §2)',
        querystring: shopifyCheckQuerySchema,
        response: { 200: dataOf(shopifyCheckSchema), ...errors },
      },
    },
    async (request) => ({
      data: await checkShopifyShop(app, currentUser(request), request.query.shop),
    }),
  );

  scope.post(
    '/api/stores/:id/connect',
    {
      schema: {
        tags,
        summary: 'A new install link (loginUrl) for a store that is not connected',
        params: idParamsSchema,
        response: { 200: dataOf(storeSchema), ...errors },
      },
    },
    async (request) => ({
      data: await connectStoreAgain(app, currentUser(request), request.params.id),
    }),
  );

  scope.get(
    '/api/stores/platform-websites',
    {
      schema: {
        tags,
        summary: 'The seller’s platfox websites, and the store that connects each',
        response: { 200: dataOf(platformWebsiteListSchema), ...errors },
      },
    },
    async (request) => ({ data: await listPlatformWebsites(app.db, currentUser(request)) }),
  );

  scope.get(
    '/api/stores/:id/key',
    {
      schema: {
        tags,
        summary:
          'An api or platfox store’s live order key, by its prefix and when it was made (null for none; the key itself is never shown again)',
        params: idParamsSchema,
        response: { 200: dataOf(storeKeyInfoSchema), ...errors },
      },
    },
    async (request) => ({
      data: await liveStoreKey(app.db, currentUser(request), request.params.id),
    }),
  );

  scope.post(
    '/api/stores/:id/key',
    {
      schema: {
        tags,
        summary:
          'A new order key for an api or platfox store (shown once; orders sent with it are the store’s)',
        params: idParamsSchema,
        response: { 200: dataOf(storeKeySchema), ...errors },
      },
    },
    async (request) => ({
      data: await issueStoreKey(app, currentUser(request), request.params.id),
    }),
  );

  scope.post(
    '/api/stores/orders',
    {
      schema: {
        tags,
        summary:
          'An api or platfox store’s order by its SKUs, sent with the store’s order key: made at once when every SKU is mapped, waiting in order sync otherwise',
        body: keyStoreOrderInputSchema,
        response: { 200: dataOf(keyStoreOrderResultSchema), ...errors },
      },
    },
    async (request) => ({
      data: await receiveKeyStoreOrder(app, currentUser(request), request.body),
    }),
  );

  scope.post(
    '/api/stores/:id/disconnect',
    {
      schema: {
        tags,
        summary: 'Stop syncing the store and forget its access',
        params: idParamsSchema,
        response: { 200: dataOf(storeSchema), ...errors },
      },
    },
    async (request) => ({
      data: await disconnectStoreByUser(app, currentUser(request), request.params.id),
    }),
  );

  scope.post(
    '/api/stores/:id/sync',
    {
      schema: {
        tags,
        summary: 'Read the store now for orders updated since the last poll',
        params: idParamsSchema,
        response: {
          200: dataOf(
            z.object({
              message: z.string(),
              checked: z.number().int(),
              imported: z.number().int(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => ({
      data: await pollStoreNow(app, currentUser(request), request.params.id),
    }),
  );

  scope.get(
    '/api/stores/:id/sync-logs',
    {
      schema: {
        tags,
        summary: 'The store’s sync log: each webhook, poll, push and install, with its outcome',
        params: idParamsSchema,
        querystring: storeSyncLogQuerySchema,
        response: { 200: dataOf(storeSyncLogListSchema), ...errors },
      },
    },
    async (request) => ({
      data: await listStoreSyncLog(app.db, currentUser(request), request.params.id, request.query),
    }),
  );

  scope.post(
    '/api/stores/:id/test-order',
    {
      schema: {
        tags,
        summary: 'Sandbox stores: the sandbox shop sells these SKUs and delivers the order',
        params: idParamsSchema,
        body: sandboxTestOrderInputSchema,
        response: {
          200: dataOf(z.object({ message: z.string(), platformOrderName: z.string() })),
          ...errors,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const store = await getVisibleStoreRow(app.db, user, request.params.id);
      const send = POLLED_SANDBOX_TYPES.has(store.type)
        ? sendPolledSandboxTestOrder
        : store.type === 'woocommerce'
          ? sendWooSandboxTestOrder
          : sendSandboxTestOrder;
      return { data: await send(app, user, request.params.id, request.body) };
    },
  );

  scope.get(
    '/api/stores/:id/sandbox-shop',
    {
      schema: {
        tags,
        summary: 'Sandbox stores: the sandbox shop’s orders and the tracking they received',
        params: idParamsSchema,
        response: { 200: dataOf(sandboxShopSchema), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const store = await getVisibleStoreRow(app.db, user, request.params.id);
      const read = POLLED_SANDBOX_TYPES.has(store.type)
        ? polledSandboxShopOf
        : store.type === 'woocommerce'
          ? wooSandboxShopOf
          : sandboxShopOf;
      return { data: await read(app, user, request.params.id) };
    },
  );

  scope.post(
    '/api/stores/sandbox/shopify/approve',
    {
      schema: {
        tags,
        summary:
          'The sandbox Shopify’s install consent: answers where Shopify would send the browser',
        body: sandboxShopifyApproveInputSchema,
        response: { 200: dataOf(sandboxShopifyApproveSchema), ...errors },
      },
    },
    async (request) => ({ data: await approveSandboxInstall(app, request.body) }),
  );

  scope.post(
    '/api/stores/sandbox/woocommerce/approve',
    {
      schema: {
        tags,
        summary:
          'The sandbox WooCommerce shop’s approval: its keys posted to our callback, and where the shop sends the browser',
        body: sandboxWooCommerceApproveInputSchema,
        response: { 200: dataOf(sandboxShopifyApproveSchema), ...errors },
      },
    },
    async (request) => ({ data: await approveWooSandbox(app, request.body) }),
  );

  scope.get(
    '/api/order-syncs',
    {
      schema: {
        tags,
        summary:
          'Store orders received: waiting for mapping (created, the default), synced, cancelled',
        querystring: orderSyncListQuerySchema,
        response: { 200: dataOf(orderSyncListSchema), ...errors },
      },
    },
    async (request) => ({
      data: await listOrderSyncs(app.db, currentUser(request), request.query),
    }),
  );

  scope.post(
    '/api/order-syncs/:id/approve',
    {
      schema: {
        tags,
        summary:
          'Map each store item to a blank with designs and make the order; remember keeps the SKUs’ mappings',
        params: idParamsSchema,
        body: approveOrderSyncInputSchema,
        response: { 200: dataOf(orderSyncResultSchema), ...errors },
      },
    },
    async (request) => ({
      data: await approveOrderSync(app, currentUser(request), request.params.id, request.body),
    }),
  );

  scope.post(
    '/api/order-syncs/cancel',
    {
      schema: {
        tags,
        summary: 'Do not make a store order',
        body: cancelOrderSyncInputSchema,
        response: { 200: dataOf(orderSyncResultSchema), ...errors },
      },
    },
    async (request) => ({
      data: await cancelOrderSync(app, currentUser(request), request.body.id),
    }),
  );

  scope.get(
    '/api/product-syncs',
    {
      schema: {
        tags,
        summary: 'Remembered SKU mappings per store, with the orders each made',
        querystring: productSyncListQuerySchema,
        response: { 200: dataOf(productSyncListSchema), ...errors },
      },
    },
    async (request) => ({
      data: await listProductSyncs(app.db, currentUser(request), request.query),
    }),
  );

  scope.get(
    '/api/product-syncs/by-sku/:storeId/:sku',
    {
      schema: {
        tags,
        summary: 'How a store’s SKU is made, if remembered',
        params: productSyncBySkuParamsSchema,
        response: { 200: dataOf(productSyncSchema), ...errors },
      },
    },
    async (request) => ({
      data: await getProductSyncBySku(
        app.db,
        currentUser(request),
        request.params.storeId,
        request.params.sku,
      ),
    }),
  );

  scope.delete(
    '/api/product-syncs/:id',
    {
      schema: {
        tags,
        summary: 'Forget a SKU mapping: the SKU waits in order sync again',
        params: idParamsSchema,
        response: { 200: dataOf(messageSchema), ...errors },
      },
    },
    async (request) => ({
      data: await deleteProductSync(app.db, currentUser(request), request.params.id),
    }),
  );

  scope.get(
    '/api/orders/:id/store-sync',
    {
      schema: {
        tags,
        summary: 'The store order an order came from, and whether its tracking reached the store',
        params: idParamsSchema,
        response: { 200: dataOf(orderStoreSyncSchema), ...errors },
      },
    },
    async (request) => ({
      data: await getOrderStoreSync(app, currentUser(request), request.params.id),
    }),
  );

  scope.post(
    '/api/orders/:id/store-fulfillments/retry',
    {
      schema: {
        tags,
        summary: 'Send the order’s tracking numbers that did not reach the store again now',
        params: idParamsSchema,
        response: {
          200: dataOf(z.object({ message: z.string(), sent: z.number().int() })),
          ...errors,
        },
      },
    },
    async (request) => ({
      data: await retryOrderFulfillments(app, currentUser(request), request.params.id),
    }),
  );
};
