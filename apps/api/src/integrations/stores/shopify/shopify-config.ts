/**
 * How the app reaches Shopify. One shape for the real Admin API (SHOPIFY_API_KEY and _SECRET set)
 * and for the built-in sandbox shop (no keys): the client code is the same, only the origin, the
 * credentials and `sandbox` differ.
 */
export type ShopifyConfig = {
  /** The app's client id (Shopify calls it the API key). */
  apiKey: string;
  /** The app's client secret: signs install redirects and webhooks, and proves the app. */
  apiSecret: string;
  /** The Admin API version every call names (`2026-10`). */
  apiVersion: string;
  /** Where a shop is reached, `{shop}` standing for its myshopify domain (`https://{shop}`). */
  shopOrigin: string;
  /** The access scopes asked at install, comma-separated. */
  scopes: string;
  /** True for the built-in sandbox shop: nothing leaves the app. */
  sandbox: boolean;
};

/**
 * The Admin API version we pin: the latest stable quarterly release (2026-10, released on
 * October 1, 2026, supported at least until October 1, 2027). SHOPIFY_API_VERSION overrides it.
 */
export const SHOPIFY_API_VERSION = '2026-10';

export const DEFAULT_SHOPIFY_SHOP_ORIGIN = 'https://{shop}';

/** The origin the sandbox shop answers on: never resolvable, so nothing real is ever called. */
export const SANDBOX_SHOPIFY_SHOP_ORIGIN = 'https://sandbox.shopify.invalid/{shop}';

/**
 * What we ask of a shop: its orders (to import them), and the fulfillment orders of the
 * locations the merchant manages or assigns to us (to send tracking back with fulfillmentCreate).
 * A `write_` scope includes its `read_`; Shopify answers only the `write_` one in the granted scope.
 */
export const SHOPIFY_SCOPES = [
  'read_orders',
  'read_merchant_managed_fulfillment_orders',
  'write_merchant_managed_fulfillment_orders',
  'read_assigned_fulfillment_orders',
  'write_assigned_fulfillment_orders',
].join(',');

/**
 * The scopes of `wanted` that `granted` (as the token endpoint answers it) lacks; a `write_`
 * scope covers its `read_`.
 */
export function missingScopes(granted: string, wanted: string = SHOPIFY_SCOPES): string[] {
  const have = new Set(
    granted
      .split(',')
      .map((scope) => scope.trim())
      .filter(Boolean),
  );
  return wanted
    .split(',')
    .map((scope) => scope.trim())
    .filter(Boolean)
    .filter((scope) => !have.has(scope) && !have.has(scope.replace(/^read_/, 'write_')));
}

/**
 * The configuration of the built-in sandbox shop. Its secret signs the sandbox's codes, tokens and
 * webhooks: pass one derived from a secret the server keeps (so a restart keeps sandbox stores
 * connected, and nobody outside can sign a sandbox webhook).
 */
export function sandboxShopifyConfig(input: {
  apiSecret: string;
  apiVersion?: string;
}): ShopifyConfig {
  return {
    apiKey: 'sandbox-shopify-app',
    apiSecret: input.apiSecret,
    apiVersion: input.apiVersion ?? SHOPIFY_API_VERSION,
    shopOrigin: SANDBOX_SHOPIFY_SHOP_ORIGIN,
    scopes: SHOPIFY_SCOPES,
    sandbox: true,
  };
}
