/** What Shopify's install adds to /store/new-shopify (spec 03 §3 configuration). */
export type ShopifySearch = {
  shop?: string | undefined;
  hmac?: string | undefined;
  timestamp?: string | undefined;
  code?: string | undefined;
  state?: string | undefined;
};

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, 255) : undefined;

export function validateShopifySearch(search: Record<string, unknown>): ShopifySearch {
  return {
    shop: text(search.shop),
    hmac: text(search.hmac),
    timestamp: text(search.timestamp),
    code: text(search.code),
    state: text(search.state),
  };
}
