import { describe, expect, it } from 'vitest';
import { shopifyInstallOf, validateShopifySearch } from './shopify-search';
import { demoShop, isShopifyShop, shopName } from './shopify-shop';

describe('a Shopify shop', () => {
  it('is name.myshopify.com, as the API asks', () => {
    expect(isShopifyShop('My-Shop.myshopify.com')).toBe(true);
    expect(isShopifyShop(' demo-1.myshopify.com ')).toBe(true);
    expect(isShopifyShop('-shop.myshopify.com')).toBe(false);
    expect(isShopifyShop('shop.example.com')).toBe(false);
    expect(isShopifyShop('a.b.myshopify.com')).toBe(false);
    expect(isShopifyShop(demoShop(() => 0.5))).toBe(true);
  });

  it('names a store after the shop', () => {
    expect(shopName('my-shop.myshopify.com')).toBe('my-shop');
  });
});

describe('the install’s return', () => {
  it('reads a numeric timestamp as text and sends host only when Shopify gave it', () => {
    const search = validateShopifySearch({
      shop: 'demo.myshopify.com',
      code: 'c0de',
      hmac: 'ab12',
      state: 'n0nce',
      timestamp: 1764000000,
    });
    expect(shopifyInstallOf(search)).toEqual({
      shop: 'demo.myshopify.com',
      code: 'c0de',
      hmac: 'ab12',
      state: 'n0nce',
      timestamp: '1764000000',
    });
    expect(shopifyInstallOf({ ...search, host: 'YWRtaW4' })).toMatchObject({ host: 'YWRtaW4' });
  });

  it('is no install without its code, hmac, state or timestamp', () => {
    expect(shopifyInstallOf(validateShopifySearch({ shop: 'demo.myshopify.com' }))).toBeUndefined();
    expect(
      shopifyInstallOf(
        validateShopifySearch({ shop: 'demo.myshopify.com', code: 'c', hmac: 'h', state: 's' }),
      ),
    ).toBeUndefined();
  });
});
