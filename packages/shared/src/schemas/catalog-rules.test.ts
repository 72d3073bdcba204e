import { describe, expect, it } from 'vitest';
import { defaultSizePrice } from '../enums/catalog.ts';
import { addToCartInputSchema, cartBadgeLabel } from './cart.ts';
import { sizePriceSchema } from './price-config.ts';
import { productPriceSchema, productsInBulkInputSchema } from './products.ts';
import { createStoreInputSchema } from './stores.ts';

describe('default prices (spec 02 §9)', () => {
  it('is 19.95 for xs to xl and 21.95 for xxl to 5xl', () => {
    for (const size of ['xs', 's', 'm', 'l', 'xl', 'XL'])
      expect(defaultSizePrice(size)).toBe(19.95);
    for (const size of ['xxl', '3xl', '4xl', '5xl']) expect(defaultSizePrice(size)).toBe(21.95);
  });
});

describe('cart badge (spec 01 §9)', () => {
  it("shows the count up to 9, then '9+'", () => {
    expect(cartBadgeLabel(0)).toBe('0');
    expect(cartBadgeLabel(9)).toBe('9');
    expect(cartBadgeLabel(10)).toBe('9+');
    expect(cartBadgeLabel(250)).toBe('9+');
  });

  it("asks for a variation: 'Please choose variation!'", () => {
    const empty = addToCartInputSchema.safeParse({ productId: 1, items: [] });
    expect(empty.error?.issues[0]?.message).toBe('Please choose variation!');
    const noSize = addToCartInputSchema.safeParse({
      productId: 1,
      items: [{ color: 'Black', size: '', quantity: 1 }],
    });
    expect(noSize.error?.issues[0]?.message).toBe('Please choose variation!');
  });
});

describe('price list values (spec 03 §5)', () => {
  it('accepts non-negative decimals as text or numbers', () => {
    expect(sizePriceSchema.parse('18.5')).toBe(18.5);
    expect(sizePriceSchema.parse(0)).toBe(0);
    expect(sizePriceSchema.parse(' 21.95 ')).toBe(21.95);
  });

  it('refuses negatives, words, three decimals and empty values', () => {
    expect(sizePriceSchema.safeParse('-1').error?.issues[0]?.message).toBe(
      'This field must a double',
    );
    expect(sizePriceSchema.safeParse('abc').success).toBe(false);
    expect(sizePriceSchema.safeParse('1.234').success).toBe(false);
    expect(sizePriceSchema.safeParse('').error?.issues[0]?.message).toBe('This field is required');
  });
});

describe('product wizard rules (spec 02 §5)', () => {
  it('needs a price greater than 0', () => {
    expect(productPriceSchema.safeParse(0).error?.issues[0]?.message).toBe(
      'Price must be greater than 0',
    );
    expect(productPriceSchema.safeParse('x').error?.issues[0]?.message).toBe(
      'This field must a numeric',
    );
    expect(productPriceSchema.parse('19.95')).toBe(19.95);
  });

  it('answers the wizard messages for a missing mockup, mode and design', () => {
    const result = productsInBulkInputSchema.safeParse({ products: [], storeId: 1 });
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain('Please select a mockup before continue');
    expect(messages).toContain('Mode cannot be empty!');
    const noDesign = productsInBulkInputSchema.safeParse({
      storeId: 1,
      mode: 'draft',
      products: [
        {
          title: 'T',
          catalogId: 7,
          colors: ['Black'],
          sizes: ['m'],
          prices: { m: 1 },
          designs: [],
        },
      ],
    });
    expect(noDesign.error?.issues[0]?.message).toBe('Please select a design before continue');
  });
});

describe('store fields by type (spec 03 §5)', () => {
  const paths = (input: unknown) =>
    createStoreInputSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ??
    [];

  it('needs only a name for shopify, etsy, api and platfox', () => {
    for (const type of ['shopify', 'etsy', 'api', 'platfox'])
      expect(paths({ name: 'S', type })).toEqual([]);
    expect(paths({ type: 'api' })).toEqual(['name']);
  });

  it('needs the key pair of self_app_etsy and amazon_seller_central, and a url otherwise', () => {
    expect(paths({ name: 'S', type: 'self_app_etsy' })).toEqual([
      'configuration.apiKey',
      'configuration.apiSecret',
    ]);
    expect(paths({ name: 'S', type: 'amazon_seller_central' })).toEqual([
      'configuration.amazonSellerId',
      'configuration.mwsAuthToken',
    ]);
    expect(paths({ name: 'S', type: 'woocommerce' })).toEqual(['url']);
    expect(paths({ name: 'S', type: 'woocommerce', url: 'https://shop.example.com' })).toEqual([]);
  });
});
