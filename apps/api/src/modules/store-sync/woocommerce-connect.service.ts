import { type SandboxTestOrderInput, storeSyncMessages } from '@stitchworks/shared';
import type { FastifyInstance } from 'fastify';
import {
  WOOCOMMERCE_CALLBACK_PATH,
  type WooCommercePlatform,
  woocommerceWebhookPath,
} from '../../integrations/stores/woocommerce/woocommerce-platform.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { getVisibleStoreRow } from '../stores/stores.service.ts';
import { completeConnection } from './store-connect.service.ts';
import { pollStore } from './store-poll.service.ts';

// WooCommerce's side of connecting a store and its built-in sandbox shop. The flow is the
// engine's (store-connect.service); the calls are the adapter's.

/**
 * POST /stores/woocommerce/callback: the shop POSTs the keys the merchant approved, with our
 * `user_id`. The callback is unsigned, so `user_id` is a one-time state bound to the store: an
 * unknown, used or expired one is refused (400) and nothing is stored.
 */
export async function receiveWooCommerceKeys(app: FastifyInstance, body: Record<string, unknown>) {
  const params = Object.fromEntries(
    Object.entries(body)
      .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
      .map(([key, value]) => [key, String(value)]),
  );
  await completeConnection(
    app,
    { type: 'woocommerce', state: params.user_id, userId: null },
    params,
  );
  return { ok: true as const };
}

function wooOf(app: FastifyInstance): WooCommercePlatform {
  const adapter = app.storePlatforms.get('woocommerce') as WooCommercePlatform | null;
  if (!adapter?.sandbox) throw new AppError('CONFLICT', storeSyncMessages.sandboxOnly);
  return adapter;
}

/**
 * POST /stores/sandbox/woocommerce/approve: the seller approves the app on the sandbox shop's
 * `/wc-auth` page; the sandbox POSTs the keys to our callback as a shop does, then answers where
 * the shop sends the browser (the store's page).
 */
export async function approveWooSandbox(
  app: FastifyInstance,
  input: { site: string; userId: string; returnUrl: string; callbackUrl: string },
) {
  const woo = wooOf(app);
  const refused = (path: string) =>
    new AppError('VALIDATION_ERROR', storeSyncMessages.installRefused, [
      { path, message: storeSyncMessages.installRefused },
    ]);
  if (!woo.isSandboxSite(input.site)) throw refused('site');
  let callbackPath: string;
  try {
    callbackPath = new URL(input.callbackUrl, 'http://callback.invalid').pathname;
  } catch {
    throw refused('callbackUrl');
  }
  if (callbackPath !== WOOCOMMERCE_CALLBACK_PATH || !input.returnUrl.startsWith('/store/')) {
    throw refused('callbackUrl');
  }
  const sandbox = woo.sandbox;
  if (!sandbox) throw new AppError('CONFLICT', storeSyncMessages.sandboxOnly);
  const { callbackBody, redirectUrl } = sandbox.approve({
    siteUrl: input.site,
    userId: input.userId,
    returnUrl: input.returnUrl,
  });
  const answer = await app.inject({
    method: 'POST',
    url: WOOCOMMERCE_CALLBACK_PATH,
    payload: callbackBody,
  });
  if (answer.statusCode >= 300) {
    const body = answer.json() as { error?: { message?: string } };
    // The callback's own answer: a shared text already.
    const message = body.error?.message ?? storeSyncMessages.connectFailed;
    throw new AppError(answer.statusCode === 400 ? 'VALIDATION_ERROR' : 'CONFLICT', message);
  }
  return { redirectUrl };
}

async function sandboxStore(app: FastifyInstance, user: AuthUser, id: number) {
  const store = await getVisibleStoreRow(app.db, user, id);
  const woo = wooOf(app);
  if (!store.sandbox || store.type !== 'woocommerce' || !store.url) {
    throw new AppError('CONFLICT', storeSyncMessages.sandboxOnly);
  }
  if (!woo.sandbox || !woo.isSandboxSite(store.url)) {
    throw new AppError('CONFLICT', storeSyncMessages.sandboxOnly);
  }
  return { store, site: store.url, sandbox: woo.sandbox };
}

/**
 * POST /stores/{id}/test-order for a sandbox WooCommerce store: the sandbox shop sells these SKUs
 * and delivers `order.created`, signed as WooCommerce signs it, through the real webhook route;
 * a shop that lost its webhooks (the sandbox restarted) is read by a poll instead.
 */
export async function sendWooSandboxTestOrder(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  input: SandboxTestOrderInput,
) {
  const { store, site, sandbox } = await sandboxStore(app, user, id);
  if (store.status !== 'active')
    throw new AppError('CONFLICT', storeSyncMessages.storeNotConnected);
  const lines = input.items.map((item) => ({ sku: item.sku, quantity: item.quantity ?? 1 }));
  const { order, deliveries } = sandbox.createOrder(site, { lines });
  const path = woocommerceWebhookPath(store.id);
  const ours = deliveries.filter((delivery) => delivery.url.endsWith(path));
  for (const delivery of ours) {
    const answer = await app.inject({
      method: 'POST',
      url: path,
      headers: delivery.headers,
      payload: delivery.body,
    });
    if (answer.statusCode >= 300) {
      app.log.warn({ storeId: store.id, status: answer.statusCode }, 'sandbox delivery refused');
      throw new AppError('CONFLICT', storeSyncMessages.syncFailed);
    }
  }
  if (ours.length === 0) await pollStore(app, store);
  return { message: storeSyncMessages.testOrderSent, platformOrderName: `#${order.number}` };
}

/** GET /stores/{id}/sandbox-shop for a sandbox WooCommerce store. */
export async function wooSandboxShopOf(app: FastifyInstance, user: AuthUser, id: number) {
  const { site, sandbox } = await sandboxStore(app, user, id);
  return {
    shop: site,
    orders: sandbox.ordersOf(site).map((order) => ({
      id: order.id,
      name: order.name,
      createdAt: order.createdAt,
      status: order.status,
      lines: order.lines,
      fulfillments: order.trackings.map((tracking) => ({
        trackingNumber: tracking.trackingNumber,
        company: tracking.company,
        url: tracking.url,
        createdAt: order.createdAt,
      })),
      notes: order.notes,
    })),
  };
}
