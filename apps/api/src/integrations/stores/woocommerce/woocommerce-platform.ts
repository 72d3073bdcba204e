import { randomBytes } from 'node:crypto';
import { storeSyncMessages } from '@stitchworks/shared';
import type { Config } from '../../../config.ts';
import type {
  ConnectStart,
  ConnectUrlInput,
  ExchangeInput,
  StoreConnection,
  StorePlatformAdapter,
  StoreWebhook,
} from '../store-platform.ts';
import { StorePlatformRefusal } from '../store-platform.ts';
import { assertPublicShopHost, PrivateShopAddressError } from './shop-address-guard.ts';
import {
  createWooClient,
  type WooTransport,
  type WooTransportAdapter,
} from './woocommerce-client.ts';
import { orderFromWoo } from './woocommerce-orders.ts';
import { createWooSandbox, type WooSandbox } from './woocommerce-sandbox.ts';
import { verifyWooWebhook } from './woocommerce-signing.ts';

/** The callback WooCommerce POSTs the keys to (unsigned: `user_id` is the one-time state). */
export const WOOCOMMERCE_CALLBACK_PATH = '/api/stores/woocommerce/callback';
/** Where a store's webhooks are delivered. */
export const woocommerceWebhookPath = (storeId: number) => `/api/webhooks/woocommerce/${storeId}`;
/** The sandbox's own approval page (the sandbox stands in for the shop's /wc-auth page). */
export const SANDBOX_WOOCOMMERCE_CONSENT_PATH = '/store/sandbox-woocommerce';
/** Sandbox shops live at `https://{name}.woocommerce.invalid` (never resolvable). */
export const SANDBOX_WOOCOMMERCE_DOMAIN = 'woocommerce.invalid';

const APP_NAME = 'Stitchworks';
const ORDER_TOPICS = new Set(['order.created', 'order.updated', 'order.restored']);

export type WooCommercePlatform = StorePlatformAdapter & {
  readonly type: 'woocommerce';
  /** The built-in sandbox shop, when it may run. */
  sandbox: WooSandbox | null;
  /** Whether a shop URL is the built-in sandbox's. */
  isSandboxSite(url: string): boolean;
};

const invalidUrl = (message: string = storeSyncMessages.shopUrlInvalid) =>
  new StorePlatformRefusal(message, 400);

/**
 * The shop's address as we keep it: origin and path, no query, no trailing slash, lower-case
 * host. https in production (WooCommerce takes its keys as Basic auth over https only).
 */
export function normalizeSiteUrl(value: string | null | undefined, allowHttp: boolean): string {
  let url: URL;
  try {
    url = new URL((value ?? '').trim());
  } catch {
    throw invalidUrl();
  }
  if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:')) {
    throw invalidUrl(storeSyncMessages.shopUrlNotHttps);
  }
  if (url.username || url.password) throw invalidUrl();
  return `${url.protocol}//${url.host.toLowerCase()}${url.pathname.replace(/\/+$/, '')}`;
}

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export function createWooCommercePlatform(options: {
  production: boolean;
  sandbox: WooSandbox | null;
  /** Replaces the network for every shop (tests). */
  adapter?: WooTransportAdapter;
}): WooCommercePlatform {
  const { production, sandbox } = options;
  const isSandboxSite = (url: string) => {
    try {
      const host = new URL(url).hostname.toLowerCase();
      return sandbox !== null && host.endsWith(`.${SANDBOX_WOOCOMMERCE_DOMAIN}`);
    } catch {
      return false;
    }
  };
  const sandboxAdapter: WooTransportAdapter | undefined = sandbox
    ? async (request) => {
        const url = new URL(request.url);
        return sandbox.handle(url.origin, {
          method: request.method,
          url,
          path: url.pathname,
          headers: request.headers,
          body: request.body,
        });
      }
    : undefined;
  const transportOf = (siteUrl: string): WooTransport =>
    isSandboxSite(siteUrl)
      ? { guardAddresses: false, adapter: sandboxAdapter }
      : { guardAddresses: production, adapter: options.adapter };
  const clientOf = (connection: Pick<StoreConnection, 'shop' | 'grant'>) =>
    createWooClient(
      {
        siteUrl: connection.shop,
        consumerKey: connection.grant.accessToken,
        consumerSecret: connection.grant.extra?.consumerSecret ?? '',
      },
      transportOf(connection.shop),
    );

  async function siteOf(url: string | null | undefined) {
    const site = normalizeSiteUrl(url, !production);
    if (production && !isSandboxSite(site)) {
      try {
        await assertPublicShopHost(new URL(site).hostname);
      } catch (error) {
        if (error instanceof PrivateShopAddressError) throw invalidUrl(error.message);
        throw error;
      }
    }
    return site;
  }

  return {
    type: 'woocommerce',
    mode: sandbox ? 'sandbox' : 'live',
    pollEveryMinutes: 10,
    sandbox,
    isSandboxSite,
    isSandboxStore: (url) => (url ? isSandboxSite(url) : false),

    /**
     * The shop's `/wc-auth/v1/authorize` with `user_id` = the one-time state: WooCommerce posts
     * it back with the keys to our callback, which is unsigned, so the state is the only proof.
     */
    async connectUrl({ storeId, url, configuration, state, publicUrl }: ConnectUrlInput) {
      const site = await siteOf(url ?? configuration.url);
      const query = new URLSearchParams({
        app_name: APP_NAME,
        scope: 'read_write',
        user_id: state,
        return_url: isSandboxSite(site) ? `/store/${storeId}` : `${publicUrl}/store/${storeId}`,
        callback_url: `${publicUrl}${WOOCOMMERCE_CALLBACK_PATH}`,
      });
      const start: ConnectStart = isSandboxSite(site)
        ? {
            url: `${SANDBOX_WOOCOMMERCE_CONSENT_PATH}?${new URLSearchParams({ site, ...Object.fromEntries(query) })}`,
          }
        : { url: `${site}/wc-auth/v1/authorize?${query}` };
      return start;
    },

    /**
     * `params`: what the shop POSTed (consumer_key, consumer_secret, key_permissions). The keys
     * must read and write, and work (an authenticated read); a webhook secret of our own is made.
     */
    async exchange({ url, configuration, params }: ExchangeInput) {
      const site = await siteOf(url ?? configuration.url);
      const consumerKey = params.consumer_key ?? '';
      const consumerSecret = params.consumer_secret ?? '';
      if (!/^ck_\w+$/.test(consumerKey) || !/^cs_\w+$/.test(consumerSecret)) {
        throw new StorePlatformRefusal('WooCommerce sent no keys', 400);
      }
      if (params.key_permissions && params.key_permissions !== 'read_write') {
        throw new StorePlatformRefusal('WooCommerce keys without write access', 400);
      }
      const grant = {
        accessToken: consumerKey,
        expiresAt: null,
        refreshToken: null,
        refreshTokenExpiresAt: null,
        scope: params.key_permissions ?? 'read_write',
        extra: { consumerSecret, webhookSecret: randomBytes(32).toString('base64url') },
      };
      await clientOf({ shop: site, grant }).checkAccess();
      return { shop: site, grant, configuration: { url: site } };
    },

    async afterConnect(connection, publicUrl) {
      await clientOf(connection).subscribeWebhooks(
        `${publicUrl}${woocommerceWebhookPath(connection.storeId)}`,
        connection.grant.extra?.webhookSecret ?? '',
      );
    },

    listOrdersUpdatedSince: (connection, since, cursor) =>
      clientOf(connection).ordersModifiedSince(since, cursor),

    fetchOrder: (connection, id) => clientOf(connection).order(id),

    pushFulfilment: (connection, input) => clientOf(connection).pushFulfilment(input),

    readWebhook(rawBody, headers, payload, secret): StoreWebhook | null {
      if (!verifyWooWebhook(secret, rawBody, header(headers, 'x-wc-webhook-signature')))
        return null;
      const topic = (header(headers, 'x-wc-webhook-topic') ?? '').toLowerCase();
      const deliveryId =
        header(headers, 'x-wc-webhook-delivery-id') ??
        `${header(headers, 'x-wc-webhook-id') ?? ''}:${header(headers, 'x-wc-webhook-signature')}`;
      return {
        topic,
        deliveryId,
        order: ORDER_TOPICS.has(topic) ? orderFromWoo(payload) : null,
      };
    },
  };
}

/**
 * WooCommerce needs no app credentials (each shop's URL and keys are the seller's), so it is
 * always live; the built-in sandbox shop is offered beside it where a sandbox may run (outside
 * production, or on the embedded database).
 */
export function woocommerceFromConfig(
  config: Pick<Config, 'env' | 'databaseUrl'>,
  sandboxSecret: string,
): WooCommercePlatform {
  const sandboxAllowed = !(config.env === 'production' && config.databaseUrl);
  return createWooCommercePlatform({
    production: config.env === 'production',
    sandbox: sandboxAllowed ? createWooSandbox({ secret: sandboxSecret }) : null,
  });
}
