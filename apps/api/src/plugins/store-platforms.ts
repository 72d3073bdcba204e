import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import {
  createShopifyClient,
  type ShopifyClient,
} from '../integrations/stores/shopify/shopify-client.ts';
import {
  type ShopifyConfig,
  sandboxShopifyConfig,
} from '../integrations/stores/shopify/shopify-config.ts';
import {
  createSandboxShopify,
  type SandboxShopify,
} from '../integrations/stores/shopify/shopify-sandbox.ts';
import { loadSecretBox, type SecretBox } from '../lib/secret-box.ts';

/** Shopify as the app reaches it: the real Admin API, or the built-in sandbox shop. */
export type ShopifyPlatform = {
  mode: 'live' | 'sandbox';
  config: ShopifyConfig;
  client: ShopifyClient;
  /** The in-process sandbox shop when mode is sandbox. */
  sandbox: SandboxShopify | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when Shopify has no keys and no sandbox may run (production on PostgreSQL). */
    shopify: ShopifyPlatform | null;
    /** Seals the stores' grants at rest. */
    secretBox: SecretBox;
  }
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
    return {
      mode: 'live',
      config: config.shopify,
      client: createShopifyClient(config.shopify),
      sandbox: null,
    };
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
  return {
    mode: 'sandbox',
    config: sandboxConfig,
    client: createShopifyClient(sandboxConfig, { fetch: sandbox.fetch }),
    sandbox,
  };
}

export const storePlatformsPlugin = fp(
  async (app: FastifyInstance, options: { shopify?: ShopifyPlatform | null }) => {
    const secretBox = await loadSecretBox(app.db, app.config.storeSecretsKey);
    app.decorate('secretBox', secretBox);
    // The sandbox's app secret is derived from the secrets key, so every instance on one database
    // signs and verifies the sandbox's deliveries alike.
    const sandboxSecret = secretBox.derive('sandbox-shopify');
    const shopify =
      options.shopify !== undefined
        ? options.shopify
        : shopifyFromConfig(app.config, sandboxSecret);
    app.decorate('shopify', shopify);
    if (options.shopify !== undefined) return;
    if (shopify?.mode === 'live') app.log.info('stores: Shopify');
    else if (shopify)
      app.log.info('stores: built-in sandbox Shopify (set SHOPIFY_API_KEY and SHOPIFY_API_SECRET)');
    else app.log.warn('stores: Shopify cannot connect (SHOPIFY_API_KEY is unset)');
  },
);
