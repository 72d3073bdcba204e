import type { StoreType } from '@stitchworks/shared';
import type { Config } from '../../config.ts';
import { amazonFromConfig } from './amazon/amazon-platform.ts';
import { etsyFromConfig } from './etsy/etsy-platform.ts';
import { shopifyFromConfig } from './shopify/shopify-platform.ts';
import type { StorePlatformAdapter, StorePlatformMode } from './store-platform.ts';
import { woocommerceFromConfig } from './woocommerce/woocommerce-platform.ts';

/**
 * The store platforms the app connects to, by store type: the one place the sync engine finds a
 * platform's adapter (`app.storePlatforms.get(store.type)`). A type without an adapter connects
 * to nothing (its stores wait as created); `api` and `platfox` stores need none (their orders come
 * through the public order API).
 */
export type StorePlatforms = {
  /** The adapter of a store type, or null when the type has none (or it is off). */
  get(type: string): StorePlatformAdapter | null;
  /** Every adapter, in registration order. */
  all(): readonly StorePlatformAdapter[];
  /** Each type's mode: live, sandbox, or off when it has no adapter. */
  modes(): Record<StoreType, StorePlatformMode | 'off'>;
};

/** What a platform's factory may read to build its adapter. */
export type StorePlatformContext = {
  config: Config;
  /**
   * A secret of its own for `purpose`, derived from the store secrets key: the same on every
   * instance and across restarts (a sandbox's signing secret).
   */
  derive(purpose: string): string;
};

/**
 * Builds one platform's adapter from the configuration: the real platform when its credentials
 * are set, its built-in sandbox otherwise where a sandbox may run, or null (off).
 */
export type StorePlatformFactory = (context: StorePlatformContext) => StorePlatformAdapter | null;

/** Every platform the app knows. A new platform adds its factory here. */
export const storePlatformFactories: readonly StorePlatformFactory[] = [
  ({ config, derive }) => shopifyFromConfig(config, derive('sandbox-shopify')),
  (context) => etsyFromConfig('etsy', context),
  (context) => etsyFromConfig('self_app_etsy', context),
  (context) => amazonFromConfig(context),
  ({ config, derive }) => woocommerceFromConfig(config, derive('sandbox-woocommerce')),
];

const ALL_TYPES: readonly StoreType[] = [
  'api',
  'platfox',
  'shopify',
  'woocommerce',
  'etsy',
  'self_app_etsy',
  'amazon_seller_central',
];

/** Types whose orders come through the public order API: always live, no adapter. */
const API_FED: ReadonlySet<string> = new Set(['api', 'platfox']);

export function createStorePlatforms(adapters: readonly StorePlatformAdapter[]): StorePlatforms {
  const byType = new Map(adapters.map((adapter) => [adapter.type, adapter]));
  return {
    get: (type) => byType.get(type) ?? null,
    all: () => [...byType.values()],
    modes: () =>
      Object.fromEntries(
        ALL_TYPES.map((type) => [
          type,
          API_FED.has(type) ? 'live' : (byType.get(type)?.mode ?? 'off'),
        ]),
      ) as Record<StoreType, StorePlatformMode | 'off'>,
  };
}

/**
 * The platforms from the configuration; `overrides` replaces a type's adapter (tests: a client
 * against a fake, or null for none).
 */
export function storePlatformsFromConfig(
  context: StorePlatformContext,
  overrides: Partial<Record<string, StorePlatformAdapter | null>> = {},
): StorePlatforms {
  const built = storePlatformFactories
    .map((factory) => factory(context))
    .filter((adapter): adapter is StorePlatformAdapter => adapter !== null);
  const types = new Set([...built.map((adapter) => adapter.type), ...Object.keys(overrides)]);
  const adapters: StorePlatformAdapter[] = [];
  for (const type of types) {
    const adapter =
      type in overrides ? overrides[type] : built.find((candidate) => candidate.type === type);
    if (adapter) adapters.push(adapter);
  }
  return createStorePlatforms(adapters);
}
