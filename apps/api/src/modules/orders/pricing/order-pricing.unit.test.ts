import { describe, expect, it } from 'vitest';
import {
  DIGITIZING_CENTS,
  EU_COUNTRY_CODES,
  EXTRA_POSITION_CENTS,
  type PriceInput,
  type PricingCatalog,
  priceOrder,
  SHIPPING_RATES,
  shippingCents,
  toOrderCost,
  UnpricedItemError,
  unitPriceCents,
} from './order-pricing.ts';

const tee = { id: 7, basePrices: { m: 1050, xxl: 1250 } };
const mug = { id: 10, basePrices: { '11oz': 650 } };
const catalogs = new Map<number, PricingCatalog>([
  [7, tee],
  [10, mug],
]);
const front = (url: string) => ({ imageUrl: url, location: 'front' });

function input(overrides: Partial<PriceInput> = {}): PriceInput {
  return {
    items: [{ catalogId: 7, size: 'm', quantity: 1, designImages: [front('https://x/a.png')] }],
    catalogs,
    costList: null,
    shippingMethod: 'standard',
    country: 'US',
    ioss: '',
    discountCents: 0,
    ...overrides,
  };
}

describe('order pricing', () => {
  it('takes the cost list price, else the catalog base price; none for an unknown size', () => {
    expect(unitPriceCents(tee, 'm', null)).toBe(1050);
    expect(unitPriceCents(tee, 'm', { '7': { m: 900 } })).toBe(900);
    expect(unitPriceCents(tee, 'xxl', { '7': { m: 900 } })).toBe(1250);
    expect(unitPriceCents(tee, 'm', { '8': { m: 1 } })).toBe(1050);
    expect(unitPriceCents(tee, 's', { '7': { s: 100 } })).toBeNull();
  });

  it('prices one tee with one design: unit + digitizing + US standard shipping', () => {
    const price = priceOrder(input());
    expect(price.items).toEqual([
      { unitCents: 1050, extraPositionCents: 0, digitizingCents: 650, amountCents: 1700 },
    ]);
    expect(price).toMatchObject({
      itemsCents: 1700,
      shippingCents: 450,
      taxCents: 0,
      discountCents: 0,
      totalCents: 2150,
    });
  });

  it('charges extra positions per unit and digitizing once per distinct image in the order', () => {
    const price = priceOrder(
      input({
        items: [
          {
            catalogId: 7,
            size: 'm',
            quantity: 3,
            designImages: [
              front('https://x/a.png'),
              { imageUrl: 'https://x/b.png', location: 'back' },
              { imageUrl: 'https://x/b.png', location: 'left_sleeve' },
            ],
          },
          { catalogId: 7, size: 'xxl', quantity: 2, designImages: [front('https://x/a.png')] },
        ],
      }),
    );
    const extra = 2 * EXTRA_POSITION_CENTS;
    expect(price.items[0]).toEqual({
      unitCents: 1050,
      extraPositionCents: extra,
      digitizingCents: 2 * DIGITIZING_CENTS,
      amountCents: (1050 + extra) * 3 + 2 * DIGITIZING_CENTS,
    });
    // The second row reuses image a: no digitizing again.
    expect(price.items[1]).toEqual({
      unitCents: 1250,
      extraPositionCents: 0,
      digitizingCents: 0,
      amountCents: 2500,
    });
    // 5 units: first + 4 additional.
    expect(price.shippingCents).toBe(450 + 4 * 150);
  });

  it('ships by method and destination from one table', () => {
    expect(shippingCents('standard', 'US', 1)).toBe(450);
    expect(shippingCents('standard', 'DE', 2)).toBe(900 + 300);
    expect(shippingCents('yun', 'US', 3)).toBe(700 + 2 * 200);
    expect(shippingCents('yun', 'CA', 1)).toBe(1200);
    expect(shippingCents('ship_by_seller', 'US', 10)).toBe(0);
    expect(SHIPPING_RATES.yun.international.additional).toBe(300);
  });

  it('taxes EU deliveries without an IOSS number at 20% of items + shipping − discount', () => {
    expect(EU_COUNTRY_CODES).toHaveLength(27);
    const taxed = priceOrder(input({ country: 'FR', discountCents: 333 }));
    const base = 1700 + 900 - 333;
    expect(taxed.taxCents).toBe(Math.round(base * 0.2));
    expect(taxed.totalCents).toBe(base + Math.round(base * 0.2));
    expect(priceOrder(input({ country: 'FR', ioss: 'IM1234567890' })).taxCents).toBe(0);
    expect(priceOrder(input({ country: 'GB' })).taxCents).toBe(0);
    expect(priceOrder(input({ country: 'US' })).taxCents).toBe(0);
  });

  it('rounds the tax to the cent', () => {
    // 1050 + 650 + 900 = 2600 − 1 = 2599 → 519.8 → 520.
    expect(priceOrder(input({ country: 'DE', discountCents: 1 })).taxCents).toBe(520);
  });

  it('caps the discount so the total is never negative', () => {
    const price = priceOrder(input({ discountCents: 1_000_000 }));
    expect(price.discountCents).toBe(1700 + 450);
    expect(price.totalCents).toBe(0);
  });

  it('adds a referral code’s discount: a percent of items + shipping, or fixed cents; capped', () => {
    // One tee: 1700 items + 450 shipping = 2150.
    const percent = priceOrder(input({ referralDiscount: { type: 'percent', hundredths: 1000 } }));
    expect(percent).toMatchObject({ discountCents: 215, totalCents: 1935 });
    const both = priceOrder(
      input({ discountCents: 100, referralDiscount: { type: 'fixed', hundredths: 250 } }),
    );
    expect(both).toMatchObject({ discountCents: 350, totalCents: 1800 });
    const all = priceOrder(input({ referralDiscount: { type: 'percent', hundredths: 10_000 } }));
    expect(all).toMatchObject({ discountCents: 2150, totalCents: 0 });
    const over = priceOrder(input({ referralDiscount: { type: 'fixed', hundredths: 99_999 } }));
    expect(over).toMatchObject({ discountCents: 2150, totalCents: 0 });
    expect(priceOrder(input({ referralDiscount: null })).discountCents).toBe(0);
  });

  it('refuses a row without a price rather than pricing it at zero', () => {
    expect(() =>
      priceOrder(input({ items: [{ catalogId: 7, size: 's', quantity: 1, designImages: [] }] })),
    ).toThrow(UnpricedItemError);
    expect(() =>
      priceOrder(input({ items: [{ catalogId: 99, size: 'm', quantity: 1, designImages: [] }] })),
    ).toThrow(UnpricedItemError);
  });

  it('answers in dollars with two decimals', () => {
    const price = priceOrder(input({ country: 'DE' }));
    const cost = toOrderCost(price, [
      { catalogId: 7, productId: null, color: 'Black', size: 'm', quantity: 1 },
    ]);
    expect(cost).toEqual({
      orderItems: [
        {
          index: 0,
          catalogId: 7,
          productId: null,
          color: 'Black',
          size: 'm',
          quantity: 1,
          unitPrice: 10.5,
          extraPositionPrice: 0,
          digitizingPrice: 6.5,
          amount: 17,
        },
      ],
      itemsTotal: 17,
      shippingFee: 9,
      tax: 5.2,
      discount: 0,
      total: 31.2,
    });
  });
});
