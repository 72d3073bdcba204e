/**
 * A Shopify shop as the install flow names it: 'name.myshopify.com'. The same rule as the API's
 * (storeSyncMessages.shopInvalid says what it wants).
 */
export const SHOPIFY_SHOP_PATTERN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/i;

export function isShopifyShop(shop: string): boolean {
  return SHOPIFY_SHOP_PATTERN.test(shop.trim());
}

/** The shop's own name, as a store name: 'my-shop' for 'my-shop.myshopify.com'. */
export function shopName(shop: string): string {
  return shop.trim().replace(/\.myshopify\.com$/i, '');
}

/** A demo shop for the sandbox: 'demo-4k2x9q.myshopify.com'. */
export function demoShop(random: () => number = Math.random): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let suffix = '';
  for (let index = 0; index < 6; index += 1) {
    suffix += letters[Math.floor(random() * letters.length)] ?? 'x';
  }
  return `demo-${suffix}.myshopify.com`;
}

const typedNameKey = (shop: string) => `stitchworks.shopify-name.${shop.trim().toLowerCase()}`;

/**
 * The name the seller typed for a shop before going to Shopify: the return page names the store
 * with it (the shop's own name otherwise). Kept for this tab only.
 */
export function rememberTypedShopName(shop: string, name: string): void {
  try {
    sessionStorage.setItem(typedNameKey(shop), name.trim());
  } catch {
    // Storage off (private mode): the return page names the store after the shop.
  }
}

/** The typed name for a shop, once: read and forgotten. */
export function takeTypedShopName(shop: string): string | undefined {
  try {
    const name = sessionStorage.getItem(typedNameKey(shop));
    sessionStorage.removeItem(typedNameKey(shop));
    return name?.trim() || undefined;
  } catch {
    return undefined;
  }
}
