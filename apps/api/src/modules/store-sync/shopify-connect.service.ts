import {
  type createStoreInputSchema,
  type SandboxTestOrderInput,
  storeSyncMessages,
} from '@stitchworks/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  SHOPIFY_RETURN_PATH,
  SHOPIFY_WEBHOOK_PATH,
  type ShopifyPlatform,
} from '../../integrations/stores/shopify/shopify-platform.ts';
import { AppError } from '../../lib/app-error.ts';
import { withTransaction } from '../../lib/transaction.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { createStoreRow, getVisibleStoreRow, toStore } from '../stores/stores.service.ts';
import {
  activateStore,
  exchangeGrant,
  issueLoginUrl,
  refuseTakenShop,
  spendConnectState,
} from './store-connect.service.ts';
import { deliveryQueueOf } from './store-delivery-queue.ts';
import { findLiveStoreByShop } from './store-sync.repository.ts';

// Shopify's side of connecting a store: the spec's shop check, the install's return (its hmac
// checked before the state is spent), the sandbox shop. The flow itself is the engine's
// (store-connect.service); the calls are the adapter's.

export { SHOPIFY_WEBHOOK_PATH };

type CreateStoreValues = z.output<typeof createStoreInputSchema>;

const refused = (message: string, path = 'configuration.shop') =>
  new AppError('VALIDATION_ERROR', message, [{ path, message }]);

function shopifyOf(app: FastifyInstance): ShopifyPlatform {
  if (!app.shopify) throw new AppError('CONFLICT', storeSyncMessages.connectFailed);
  return app.shopify;
}

function normalizedShop(shopify: ShopifyPlatform, shop: string | undefined) {
  const value = (shop ?? '').trim().toLowerCase();
  if (!shopify.client.isShopDomain(value)) throw refused(storeSyncMessages.shopInvalid);
  return value;
}

/**
 * POST /stores for Shopify, first step: the store waits as `creating` with the shop's install
 * link (`loginUrl`). With no shop it waits without one, as the spec allows (name only).
 */
export async function startShopifyStore(
  app: FastifyInstance,
  user: AuthUser,
  input: CreateStoreValues,
) {
  const shopify = shopifyOf(app);
  const typed = input.configuration?.shop?.trim();
  const shop = typed ? normalizedShop(shopify, typed) : null;
  if (shop) await refuseTakenShop(app.db, 'shopify', shop, null);
  return withTransaction(app.db, async (tx) => {
    const store = await createStoreRow(tx, user, {
      name: input.name,
      type: 'shopify',
      status: 'creating',
    });
    return toStore(
      shop ? await issueLoginUrl(app, tx, store, { shop }, 'configuration.shop') : store,
    );
  });
}

/**
 * POST /stores for Shopify, back from the install (spec 03 §3: shop, hmac, timestamp, code,
 * state): the query's hmac, the one-time state (this seller's, unexpired, unused) and the shop's
 * host are checked before anything is stored; the code is exchanged for an expiring offline
 * token (kept sealed), the webhooks are subscribed, and the store turns active.
 */
export async function completeShopifyInstall(
  app: FastifyInstance,
  user: AuthUser,
  configuration: Record<string, string | undefined>,
) {
  const shopify = shopifyOf(app);
  const shop = normalizedShop(shopify, configuration.shop);
  const query = Object.fromEntries(
    Object.entries({
      code: configuration.code,
      hmac: configuration.hmac,
      host: configuration.host,
      shop: configuration.shop,
      state: configuration.state,
      timestamp: configuration.timestamp,
    }).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  if (!query.code || !query.state || !shopify.client.verifyInstallQuery(query)) {
    throw refused(storeSyncMessages.installRefused, 'configuration.hmac');
  }
  // The state is spent whatever follows: an install link works once.
  const state = await spendConnectState(app, query.state, user.id);
  if (!state) throw refused(storeSyncMessages.installRefused, 'configuration.state');
  const store = await getVisibleStoreRow(app.db, user, state.storeId);
  if (store.type !== 'shopify' || normalizedShop(shopify, store.configuration.shop) !== shop) {
    throw refused(storeSyncMessages.installRefused, 'configuration.state');
  }
  await refuseTakenShop(app.db, 'shopify', shop, store.id);
  const result = await exchangeGrant(app, store, query, state.kept);
  return activateStore(app, store, result);
}

/** GET /stores/shopify-check: the seller's connected store of that shop, if any. */
export async function checkShopifyShop(app: FastifyInstance, user: AuthUser, shop: string) {
  const value = shop.trim().toLowerCase();
  if (!value) return { storeId: null, status: null };
  const store = await findLiveStoreByShop(app.db, 'shopify', value);
  if (!store || store.userId !== user.id) return { storeId: null, status: null };
  return { storeId: store.id, status: store.status };
}

// --- the sandbox shop ---

function sandboxOf(app: FastifyInstance) {
  const shopify = app.shopify;
  if (shopify?.mode !== 'sandbox' || !shopify.sandbox) {
    throw new AppError('CONFLICT', storeSyncMessages.sandboxOnly);
  }
  return shopify.sandbox;
}

/** POST /stores/sandbox/shopify/approve: the seller installs the app on a sandbox shop. */
export async function approveSandboxInstall(
  app: FastifyInstance,
  input: { shop: string; state: string; redirectUri: string },
) {
  const sandbox = sandboxOf(app);
  if (input.redirectUri !== SHOPIFY_RETURN_PATH)
    throw refused(storeSyncMessages.installRefused, 'redirectUri');
  const shop = normalizedShop(shopifyOf(app), input.shop);
  return {
    redirectUrl: sandbox.approveInstall({
      shop,
      state: input.state,
      redirectUri: SHOPIFY_RETURN_PATH,
    }),
  };
}

async function sandboxStore(app: FastifyInstance, user: AuthUser, id: number) {
  const store = await getVisibleStoreRow(app.db, user, id);
  if (!store.sandbox || store.type !== 'shopify' || !store.platformShop) {
    throw new AppError('CONFLICT', storeSyncMessages.sandboxOnly);
  }
  return { store, shop: store.platformShop, sandbox: sandboxOf(app) };
}

/**
 * POST /stores/{id}/test-order: the sandbox shop sells these SKUs and delivers `orders/create`
 * to our webhook, signed as Shopify signs it, through the same route as a real delivery.
 */
export async function sendSandboxTestOrder(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  input: SandboxTestOrderInput,
) {
  const { store, shop, sandbox } = await sandboxStore(app, user, id);
  if (store.status !== 'active')
    throw new AppError('CONFLICT', storeSyncMessages.storeNotConnected);
  const lines = input.items.map((item) => ({ sku: item.sku, quantity: item.quantity ?? 1 }));
  const { order, delivery } = sandbox.createOrder(shop, { lines });
  const answer = await app.inject({
    method: 'POST',
    url: SHOPIFY_WEBHOOK_PATH,
    headers: delivery.headers,
    payload: delivery.body,
  });
  if (answer.statusCode >= 300) {
    app.log.warn({ storeId: store.id, status: answer.statusCode }, 'sandbox delivery refused');
    throw new AppError('CONFLICT', storeSyncMessages.syncFailed);
  }
  // The seller looks for it at once: answer once the queue has read it.
  await deliveryQueueOf(app.db)?.settled();
  return { message: storeSyncMessages.testOrderSent, platformOrderName: String(order.name) };
}

/** GET /stores/{id}/sandbox-shop: the sandbox shop's orders and the tracking they received. */
export async function sandboxShopOf(app: FastifyInstance, user: AuthUser, id: number) {
  const { shop, sandbox } = await sandboxStore(app, user, id);
  return { shop, orders: sandbox.ordersOf(shop) };
}
