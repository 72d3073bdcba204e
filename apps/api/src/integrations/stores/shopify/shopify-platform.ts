import { storeSyncMessages } from '@stitchworks/shared';
import type { Config } from '../../../config.ts';
import type {
  ConnectStart,
  ConnectUrlInput,
  ExchangeInput,
  StoreConnection,
  StorePlatformAdapter,
  StorePlatformMode,
} from '../store-platform.ts';
import { StorePlatformRefusal } from '../store-platform.ts';
import { createShopifyClient, type ShopifyClient } from './shopify-client.ts';
import { type ShopifyConfig, sandboxShopifyConfig } from './shopify-config.ts';
import { createSandboxShopify, type SandboxShopify } from './shopify-sandbox.ts';

/** Where Shopify sends the browser back after the install (the spec's page). */
export const SHOPIFY_RETURN_PATH = '/store/new-shopify';
/** The sandbox's own install consent page (the sandbox stands in for Shopify's). */
export const SANDBOX_SHOPIFY_CONSENT_PATH = '/store/sandbox-shopify';
export const SHOPIFY_WEBHOOK_PATH = '/api/webhooks/shopify';

/**
 * Shopify as the app reaches it, the real Admin API or the built-in sandbox shop: the sync
 * engine's adapter (StorePlatformAdapter) plus what Shopify's own routes use (the client for
 * install checks and webhooks, the sandbox shop).
 */
export type ShopifyPlatform = StorePlatformAdapter & {
  readonly type: 'shopify';
  config: ShopifyConfig;
  client: ShopifyClient;
  /** The in-process sandbox shop when mode is sandbox. */
  sandbox: SandboxShopify | null;
};

function shopOf(client: ShopifyClient, value: string | undefined) {
  const shop = (value ?? '').trim().toLowerCase();
  if (!client.isShopDomain(shop))
    throw new StorePlatformRefusal(storeSyncMessages.shopInvalid, 400);
  return shop;
}

/** The adapter over a Shopify client (the real one, the fake's or the sandbox's). */
export function createShopifyPlatform(
  mode: StorePlatformMode,
  config: ShopifyConfig,
  client: ShopifyClient,
  sandbox: SandboxShopify | null,
): ShopifyPlatform {
  const grantToken = (connection: StoreConnection) => connection.grant.accessToken;
  return {
    type: 'shopify',
    mode,
    config,
    client,
    sandbox,

    connectUrl({ configuration, state, publicUrl }: ConnectUrlInput): ConnectStart {
      const shop = shopOf(client, configuration.shop);
      if (mode === 'sandbox') {
        const query = new URLSearchParams({
          shop,
          state,
          redirect_uri: SHOPIFY_RETURN_PATH,
          client_id: config.apiKey,
          scope: config.scopes,
        });
        return { url: `${SANDBOX_SHOPIFY_CONSENT_PATH}?${query}` };
      }
      return {
        url: client.authorizeUrl({
          shop,
          state,
          redirectUri: `${publicUrl}${SHOPIFY_RETURN_PATH}`,
        }),
      };
    },

    /** `params`: the install's return query (code, hmac, host, shop, state, timestamp). */
    async exchange({ params }: ExchangeInput) {
      const shop = shopOf(client, params.shop);
      if (!params.code || !client.verifyInstallQuery(params)) {
        throw new StorePlatformRefusal(storeSyncMessages.installRefused, 400);
      }
      const grant = await client.exchangeCode(shop, params.code);
      return { shop, grant, configuration: { shop } };
    },

    async afterConnect(connection, publicUrl) {
      await client.subscribeWebhooks(
        connection.shop,
        grantToken(connection),
        `${publicUrl}${SHOPIFY_WEBHOOK_PATH}`,
      );
    },

    async refreshGrant(connection) {
      const refreshToken = connection.grant.refreshToken;
      if (!refreshToken) {
        throw new StorePlatformRefusal(storeSyncMessages.storeNotConnected, 401, true);
      }
      return client.refreshGrant(connection.shop, refreshToken);
    },

    listOrdersUpdatedSince: (connection, since, cursor) =>
      client.fetchOrdersUpdatedSince(connection.shop, grantToken(connection), since, cursor),

    pushFulfilment: (connection, input) =>
      client.createFulfillment(connection.shop, grantToken(connection), input),
  };
}

/**
 * Shopify with SHOPIFY_API_KEY and SHOPIFY_API_SECRET. Else the built-in sandbox shop outside
 * production or on the embedded database (a demo on one machine), like the sandbox wallet; none
 * in production on PostgreSQL, where a sandbox shop would make orders nobody sold.
 */
export function shopifyFromConfig(
  config: Pick<Config, 'env' | 'databaseUrl' | 'shopify' | 'shopifyApiVersion'>,
  sandboxSecret: string,
): ShopifyPlatform | null {
  if (config.shopify) {
    return createShopifyPlatform('live', config.shopify, createShopifyClient(config.shopify), null);
  }
  if (config.env === 'production' && config.databaseUrl) return null;
  const sandboxConfig = sandboxShopifyConfig({
    apiSecret: sandboxSecret,
    apiVersion: config.shopifyApiVersion,
  });
  const sandbox = createSandboxShopify({
    apiKey: sandboxConfig.apiKey,
    apiSecret: sandboxConfig.apiSecret,
    apiVersion: sandboxConfig.apiVersion,
  });
  return createShopifyPlatform(
    'sandbox',
    sandboxConfig,
    createShopifyClient(sandboxConfig, { fetch: sandbox.fetch }),
    sandbox,
  );
}
