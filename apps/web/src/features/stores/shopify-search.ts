/** What Shopify's install adds to /store/new-shopify (spec 03 §3 configuration, and `host`). */
export type ShopifySearch = {
  shop?: string | undefined;
  hmac?: string | undefined;
  timestamp?: string | undefined;
  code?: string | undefined;
  state?: string | undefined;
  host?: string | undefined;
};

/** What the sandbox Shopify's consent page is opened with, as Shopify's authorize URL has it. */
export type SandboxShopifySearch = {
  shop?: string | undefined;
  state?: string | undefined;
  redirect_uri?: string | undefined;
  client_id?: string | undefined;
  scope?: string | undefined;
};

// The router reads `?timestamp=1700000000` as a number: any scalar is taken as its text.
const text = (value: unknown, max = 255) =>
  (typeof value === 'string' || typeof value === 'number') && String(value).trim()
    ? String(value).trim().slice(0, max)
    : undefined;

export function validateShopifySearch(search: Record<string, unknown>): ShopifySearch {
  return {
    shop: text(search.shop),
    hmac: text(search.hmac),
    timestamp: text(search.timestamp),
    code: text(search.code),
    state: text(search.state),
    host: text(search.host),
  };
}

export function validateSandboxShopifySearch(
  search: Record<string, unknown>,
): SandboxShopifySearch {
  return {
    shop: text(search.shop),
    state: text(search.state),
    redirect_uri: text(search.redirect_uri, 2048),
    client_id: text(search.client_id),
    scope: text(search.scope, 1000),
  };
}

/** The fields of a finished install the API checks (hmac, state) and exchanges (code). */
export function shopifyInstallOf(search: ShopifySearch) {
  const { shop, hmac, timestamp, code, state, host } = search;
  if (!shop || !hmac || !timestamp || !code || !state) return undefined;
  return { shop, hmac, timestamp, code, state, ...(host ? { host } : {}) };
}
