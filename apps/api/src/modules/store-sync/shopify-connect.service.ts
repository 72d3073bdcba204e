import { createHash, randomBytes } from 'node:crypto';
import {
  type createStoreInputSchema,
  fillTemplate,
  notificationTemplates,
  type SandboxTestOrderInput,
  type StorePlatformModes,
  storeMessages,
  storeSyncLogTexts,
  storeSyncMessages,
} from '@stitchworks/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { ShopifyUnavailableError } from '../../integrations/stores/shopify/shopify-graphql.ts';
import { StorePlatformRefusal } from '../../integrations/stores/store-platform.ts';
import { AppError } from '../../lib/app-error.ts';
import { withTransaction } from '../../lib/transaction.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { ShopifyPlatform } from '../../plugins/store-platforms.ts';
import { notify } from '../notifications/notifications.service.ts';
import {
  createStoreRow,
  getVisibleStoreRow,
  type StoreRow,
  setStoreConnection,
  toStore,
} from '../stores/stores.service.ts';
import { openGrant, sealGrant } from './store-grants.ts';
import { logStoreEvent } from './store-intake.service.ts';
import {
  findLiveStoreByShop,
  insertConnectState,
  useConnectState,
} from './store-sync.repository.ts';

type CreateStoreValues = z.output<typeof createStoreInputSchema>;

/** How long an install link stays good. */
const CONNECT_STATE_TTL_MS = 60 * 60_000;
export const SHOPIFY_WEBHOOK_PATH = '/api/webhooks/shopify';
const RETURN_PATH = '/store/new-shopify';
const SANDBOX_CONSENT_PATH = '/store/sandbox-shopify';

const refused = (message: string, path = 'configuration.shop') =>
  new AppError('VALIDATION_ERROR', message, [{ path, message }]);
const hashOf = (nonce: string) => createHash('sha256').update(nonce).digest('hex');

export function platformModes(app: FastifyInstance): StorePlatformModes {
  return { shopify: app.shopify?.mode ?? 'off' };
}

function shopifyOf(app: FastifyInstance): ShopifyPlatform {
  if (!app.shopify) throw new AppError('CONFLICT', storeSyncMessages.connectFailed);
  return app.shopify;
}

function normalizedShop(shopify: ShopifyPlatform, shop: string | undefined) {
  const value = (shop ?? '').trim().toLowerCase();
  if (!shopify.client.isShopDomain(value)) throw refused(storeSyncMessages.shopInvalid);
  return value;
}

/** Where the browser goes to approve the install: Shopify's consent, or the sandbox's page. */
function loginUrlOf(app: FastifyInstance, shopify: ShopifyPlatform, shop: string, state: string) {
  if (shopify.mode === 'sandbox') {
    const query = new URLSearchParams({
      shop,
      state,
      redirect_uri: RETURN_PATH,
      client_id: shopify.config.apiKey,
      scope: shopify.config.scopes,
    });
    return `${SANDBOX_CONSENT_PATH}?${query}`;
  }
  return shopify.client.authorizeUrl({
    shop,
    state,
    redirectUri: `${app.config.publicUrl.replace(/\/+$/, '')}${RETURN_PATH}`,
  });
}

/** A fresh one-time state for the store's install, bound to the seller. */
async function issueLoginUrl(app: FastifyInstance, db: DbOrTx, store: StoreRow, shop: string) {
  const shopify = shopifyOf(app);
  const nonce = randomBytes(24).toString('base64url');
  await insertConnectState(db, {
    storeId: store.id,
    userId: store.userId,
    nonceHash: hashOf(nonce),
    expiresAt: new Date(Date.now() + CONNECT_STATE_TTL_MS),
  });
  return setStoreConnection(db, store.id, {
    loginUrl: loginUrlOf(app, shopify, shop, nonce),
    configuration: { shop },
    sandbox: shopify.mode === 'sandbox',
  });
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
  if (shop) await refuseTakenShop(app.db, shop, null);
  return withTransaction(app.db, async (tx) => {
    const store = await createStoreRow(tx, user, {
      name: input.name,
      type: 'shopify',
      status: 'creating',
    });
    return toStore(shop ? await issueLoginUrl(app, tx, store, shop) : store);
  });
}

/** A new install link for a store that is not connected (creating or disconnected). */
export async function connectStoreAgain(app: FastifyInstance, user: AuthUser, id: number) {
  return withTransaction(app.db, async (tx) => {
    const store = await getVisibleStoreRow(tx, user, id, true);
    if (store.type !== 'shopify' || store.status === 'active') {
      throw new AppError('CONFLICT', storeSyncMessages.connectFailed);
    }
    const shop = normalizedShop(shopifyOf(app), store.configuration.shop);
    return toStore(await issueLoginUrl(app, tx, store, shop));
  });
}

async function refuseTakenShop(db: DbOrTx, shop: string, storeId: number | null) {
  const live = await findLiveStoreByShop(db, 'shopify', shop);
  if (live && live.id !== storeId) {
    throw new AppError('CONFLICT', storeSyncMessages.shopTaken, [
      { path: 'configuration.shop', message: storeSyncMessages.shopTaken },
    ]);
  }
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
  const state = await useConnectState(app.db, hashOf(query.state), new Date());
  if (!state || state.userId !== user.id) {
    throw refused(storeSyncMessages.installRefused, 'configuration.state');
  }
  const store = await getVisibleStoreRow(app.db, user, state.storeId);
  if (store.type !== 'shopify' || normalizedShop(shopify, store.configuration.shop) !== shop) {
    throw refused(storeSyncMessages.installRefused, 'configuration.state');
  }
  await refuseTakenShop(app.db, shop, store.id);
  let grant: Awaited<ReturnType<typeof shopify.client.exchangeCode>>;
  try {
    grant = await shopify.client.exchangeCode(shop, query.code);
    await shopify.client.subscribeWebhooks(
      shop,
      grant.accessToken,
      `${app.config.publicUrl.replace(/\/+$/, '')}${SHOPIFY_WEBHOOK_PATH}`,
    );
  } catch (error) {
    if (error instanceof StorePlatformRefusal || error instanceof ShopifyUnavailableError) {
      app.log.warn(
        { storeId: store.id, status: error.status },
        'shopify install refused by the shop',
      );
      throw new AppError('CONFLICT', storeSyncMessages.connectFailed);
    }
    throw error;
  }
  return withTransaction(app.db, async (tx) => {
    await refuseTakenShop(tx, shop, store.id);
    const connected = await setStoreConnection(tx, store.id, {
      status: 'active',
      statusReason: null,
      platformShop: shop,
      configuration: { shop },
      loginUrl: null,
      sandbox: shopify.mode === 'sandbox',
      syncCursor: new Date(),
      ...sealGrant(app, grant),
    });
    await logStoreEvent(tx, store.id, {
      kind: 'install',
      topic: 'oauth',
      outcome: 'ok',
      message: fillTemplate(storeSyncLogTexts.installed, { shop }),
    });
    return { message: storeMessages.created, store: toStore(connected) };
  });
}

/** GET /stores/shopify-check: the seller's connected store of that shop, if any. */
export async function checkShopifyShop(app: FastifyInstance, user: AuthUser, shop: string) {
  const value = shop.trim().toLowerCase();
  if (!value) return { storeId: null, status: null };
  const store = await findLiveStoreByShop(app.db, 'shopify', value);
  if (!store || store.userId !== user.id) return { storeId: null, status: null };
  return { storeId: store.id, status: store.status };
}

/**
 * The store stops syncing: its grant is dropped and it shows why. Used when the seller
 * disconnects, when the app is uninstalled and when the platform refuses the grant.
 */
export async function disconnectStore(
  app: FastifyInstance,
  db: DbOrTx,
  store: StoreRow,
  reason: string,
  tell: boolean,
) {
  const after = await setStoreConnection(db, store.id, {
    status: 'disconnected',
    statusReason: reason,
    secrets: null,
    tokenExpiresAt: null,
    platformShop: null,
  });
  if (tell) {
    await notify(db, {
      userIds: [store.userId],
      type: 'store-sync',
      message: fillTemplate(notificationTemplates.storeDisconnected, { name: store.name }),
      meta: { link: `/store/${store.id}` },
    });
  }
  app.log.info({ storeId: store.id }, 'store disconnected');
  return after;
}

/** POST /stores/{id}/disconnect by the seller or staff. */
export async function disconnectStoreByUser(app: FastifyInstance, user: AuthUser, id: number) {
  return withTransaction(app.db, async (tx) => {
    const store = await getVisibleStoreRow(tx, user, id, true);
    if (store.status !== 'active') return toStore(store);
    const after = await disconnectStore(app, tx, store, storeSyncMessages.disconnected, false);
    await logStoreEvent(tx, store.id, {
      kind: 'uninstall',
      topic: 'disconnect',
      outcome: 'ok',
      message: storeSyncMessages.disconnected,
    });
    return toStore(after);
  });
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
  if (input.redirectUri !== RETURN_PATH)
    throw refused(storeSyncMessages.installRefused, 'redirectUri');
  const shop = normalizedShop(shopifyOf(app), input.shop);
  return {
    redirectUrl: sandbox.approveInstall({ shop, state: input.state, redirectUri: RETURN_PATH }),
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
  return { message: storeSyncMessages.testOrderSent, platformOrderName: String(order.name) };
}

/** GET /stores/{id}/sandbox-shop: the sandbox shop's orders and the tracking they received. */
export async function sandboxShopOf(app: FastifyInstance, user: AuthUser, id: number) {
  const { shop, sandbox } = await sandboxStore(app, user, id);
  return { shop, orders: sandbox.ordersOf(shop) };
}

export { openGrant };
