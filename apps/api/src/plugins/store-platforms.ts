import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ShopifyPlatform } from '../integrations/stores/shopify/shopify-platform.ts';
import type { StorePlatformAdapter } from '../integrations/stores/store-platform.ts';
import {
  type StorePlatforms,
  storePlatformsFromConfig,
} from '../integrations/stores/store-platforms.ts';
import { loadSecretBox, type SecretBox } from '../lib/secret-box.ts';

export type { ShopifyPlatform } from '../integrations/stores/shopify/shopify-platform.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The store platforms by store type: the sync engine's only way to a platform. */
    storePlatforms: StorePlatforms;
    /**
     * Shopify's adapter with its client and sandbox, for Shopify's own routes (install check,
     * webhooks, the sandbox shop). Null when Shopify has no keys and no sandbox may run.
     */
    shopify: ShopifyPlatform | null;
    /** Seals the stores' grants at rest. */
    secretBox: SecretBox;
  }
}

export type StorePlatformsOptions = {
  /** Replaces Shopify's adapter (tests: null for none). */
  shopify?: ShopifyPlatform | null;
  /** Replaces other platforms' adapters by type (tests: an adapter against a fake, or null). */
  platforms?: Partial<Record<string, StorePlatformAdapter | null>>;
};

export const storePlatformsPlugin = fp(
  async (app: FastifyInstance, options: StorePlatformsOptions) => {
    const secretBox = await loadSecretBox(app.db, app.config.storeSecretsKey);
    app.decorate('secretBox', secretBox);
    // A sandbox's secrets are derived from the secrets key, so every instance on one database
    // signs and verifies the sandbox's deliveries alike.
    const overrides: Partial<Record<string, StorePlatformAdapter | null>> = {
      ...options.platforms,
    };
    if (options.shopify !== undefined) overrides.shopify = options.shopify;
    const platforms = storePlatformsFromConfig(
      { config: app.config, derive: (purpose) => secretBox.derive(purpose) },
      overrides,
    );
    app.decorate('storePlatforms', platforms);
    app.decorate('shopify', (platforms.get('shopify') as ShopifyPlatform | null) ?? null);
    if (options.shopify !== undefined || options.platforms) return;
    for (const [type, mode] of Object.entries(platforms.modes())) {
      if (mode === 'off') app.log.warn(`stores: ${type} cannot connect (no credentials)`);
      else app.log.info(`stores: ${type} ${mode === 'sandbox' ? 'built-in sandbox' : 'live'}`);
    }
  },
);
