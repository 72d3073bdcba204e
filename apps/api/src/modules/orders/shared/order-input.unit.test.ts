import { type CreateOrderInput, createOrderInputSchema, orderMessages } from '@stitchworks/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error.ts';
import type { CatalogRow } from '../../catalog/catalog.service.ts';
import { type OrderContext, quoteOrder, resolveOrder } from './order-input.ts';

const at = new Date('2026-01-01T00:00:00Z');
function catalog(overrides: Partial<CatalogRow> & { id: number }): CatalogRow {
  return {
    text: `Catalog ${overrides.id}`,
    category: 'embroidery',
    factory: 'vn1',
    kind: 'tee',
    sizes: ['m', 'xxl'],
    colors: [
      { name: 'Black', hex: '#000000' },
      { name: 'White', hex: '#ffffff' },
    ],
    positions: ['front', 'back', 'left_chest'],
    basePrices: { m: 1050, xxl: 1250 },
    frameColors: [],
    active: true,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

const catalogs = new Map<number, CatalogRow>([
  [7, catalog({ id: 7 })],
  [
    8,
    catalog({
      id: 8,
      kind: 'frame',
      sizes: ['8x8 inch'],
      positions: ['front'],
      basePrices: { '8x8 inch': 2400 },
      frameColors: [{ name: 'Oak', hex: '#b9875a' }],
    }),
  ],
  [21, catalog({ id: 21, factory: 'eu1' })],
  [30, catalog({ id: 30, active: false })],
]);

function context(overrides: Partial<OrderContext> = {}): OrderContext {
  return {
    seller: { id: 5, role: 'seller', permissionIds: [] },
    catalogs,
    products: new Map([
      [
        11,
        {
          id: 11,
          storeId: 3,
          catalogId: 7,
          sku: 'SW5-7-ABC123',
          title: 'Rose Tee',
          colors: ['Black'],
          sizes: ['m'],
          designImages: [
            {
              imageUrl: '/api/files/designs/rose.png',
              location: 'front',
              mockup: '/api/files/mockups/rose.png',
              embUrl: null,
              emb: null,
            },
          ],
        },
      ],
    ]),
    stores: new Map([[3, { id: 3, name: 'Shop' }]]),
    costList: null,
    discountCents: 0,
    referralDiscount: null,
    outOfStock: new Set(),
    ...overrides,
  };
}

const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '350 Fifth Avenue',
  city: 'New York',
  state: 'NY',
  zip: '10118',
  country: 'US',
};
const row = {
  catalogId: 7,
  color: 'Black',
  size: 'm',
  designImages: [{ imageUrl: 'https://cdn.test/a.png', location: 'front' as const }],
};
const values = (input: Partial<CreateOrderInput> = {}) =>
  createOrderInputSchema.parse({ address, sellerOrderId: 'A-1', items: [row], ...input });

function failure(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}
const paths = (error: AppError) => (error.details as { path: string }[]).map((d) => d.path);

describe('resolveOrder', () => {
  it('checks and prices a catalog row and a product row', () => {
    const resolved = resolveOrder(
      context({ costList: { '7': { m: 900 } } }),
      values({
        storeId: 3,
        items: [row, { productId: 11, color: 'black', size: 'M', quantity: 2 }],
      }),
    );
    expect(resolved).toMatchObject({
      userId: 5,
      storeId: 3,
      sellerOrderId: 'A-1',
      shippingMethod: 'standard',
      factory: 'vn1',
      addressVerified: true,
      addressIssues: [],
      customerName: 'Ada Lovelace',
      itemCount: 3,
      itemsCents: 900 + 650 + (900 * 2 + 650),
      shippingCents: 450 + 2 * 150,
      taxCents: 0,
    });
    expect(resolved.items[1]).toMatchObject({
      productId: 11,
      catalogId: 7,
      color: 'Black',
      size: 'm',
      sku: 'SW5-7-ABC123-BLACK-M',
      unitCents: 900,
    });
    expect(resolved.items[1]!.designImages[0]!.imageUrl).toBe('/api/files/designs/rose.png');
    expect(resolved.totalCents).toBe(resolved.itemsCents + resolved.shippingCents);
  });

  it('makes up a seller order id when none is given', () => {
    expect(resolveOrder(context(), values({ sellerOrderId: '' })).sellerOrderId).toMatch(
      /^SW\d{6}[A-Z0-9]{6}$/,
    );
  });

  it("names a blank's colour and size as the catalog does, whatever their case and spaces", () => {
    for (const [color, size] of [
      [' wHITE ', 'XXL'],
      ['white', ' xxl'],
      ['Black', 'm'],
    ] as const) {
      const resolved = resolveOrder(context(), values({ items: [{ ...row, color, size }] }));
      expect(resolved.items[0]).toMatchObject({
        color: color.trim().toLowerCase() === 'black' ? 'Black' : 'White',
        size: size.trim().toLowerCase(),
      });
    }
  });

  it('refuses sizes, colours and positions the catalog does not have, with their paths', () => {
    const error = failure(() =>
      resolveOrder(
        context(),
        values({
          items: [
            { ...row, size: 's', color: 'Purple' },
            { ...row, designImages: [{ imageUrl: 'https://cdn.test/a.png', location: 'full' }] },
          ],
        }),
      ),
    );
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(paths(error)).toEqual([
      'items.0.color',
      'items.0.size',
      'items.1.designImages.0.location',
    ]);
  });

  it('refuses a catalog of another factory, an inactive or unknown one', () => {
    const error = failure(() =>
      resolveOrder(
        context(),
        values({
          items: [
            { ...row, catalogId: 21 },
            { ...row, catalogId: 30 },
            { ...row, catalogId: 999 },
          ],
        }),
      ),
    );
    expect(paths(error)).toEqual(['items.0.catalogId', 'items.1.catalogId', 'items.2.catalogId']);
    expect(() =>
      resolveOrder(context(), values({ factory: 'eu1', items: [{ ...row, catalogId: 21 }] })),
    ).not.toThrow();
  });

  it('needs a frame colour on framed catalogs', () => {
    const framed = { ...row, catalogId: 8, size: '8x8 inch' };
    const error = failure(() => resolveOrder(context(), values({ items: [framed] })));
    expect(error.details).toEqual([
      { path: 'items.0.frameColor', message: orderMessages.frameColorRequired },
    ]);
    const ok = resolveOrder(context(), values({ items: [{ ...framed, frameColor: 'oak' }] }));
    expect(ok.items[0]!.frameColor).toBe('Oak');
  });

  it('answers 404 for a product or a store that is not the seller’s', () => {
    const product = failure(() =>
      resolveOrder(context(), values({ items: [{ productId: 99, color: 'Black', size: 'm' }] })),
    );
    expect(product.code).toBe('NOT_FOUND');
    expect(paths(product)).toEqual(['items.0.productId']);
    const store = failure(() => resolveOrder(context(), values({ storeId: 4 })));
    expect(store.code).toBe('NOT_FOUND');
  });

  it('refuses a product variation the product does not offer', () => {
    const error = failure(() =>
      resolveOrder(context(), values({ items: [{ productId: 11, color: 'White', size: 'xxl' }] })),
    );
    expect(error.details).toEqual([
      { path: 'items.0.color', message: orderMessages.chooseVariation },
      { path: 'items.0.size', message: orderMessages.chooseVariation },
    ]);
  });

  it('refuses a territory written as a country of its own', () => {
    const error = failure(() =>
      resolveOrder(
        context(),
        values({ address: { ...address, country: 'PR', state: 'San Juan' } }),
      ),
    );
    expect(error.details).toEqual([
      { path: 'address.country', message: orderMessages.excludedState },
    ]);
  });

  it('refuses US territories and military states, by code or name', () => {
    for (const state of ['PR', 'HI', 'AE', 'Alaska']) {
      const error = failure(() =>
        resolveOrder(context(), values({ address: { ...address, state } })),
      );
      expect(error.details).toEqual([
        { path: 'address.state', message: orderMessages.excludedState },
      ]);
    }
  });

  it('allows TikTok Shop orders only with permission 1, to the US, not shipped by the seller', () => {
    const allowed = context({ seller: { id: 5, role: 'seller', permissionIds: [1] } });
    expect(resolveOrder(allowed, values({ isTiktokShop: true })).isTiktokShop).toBe(true);
    const refusals = [
      () => resolveOrder(context(), values({ isTiktokShop: true })),
      () =>
        resolveOrder(
          allowed,
          values({
            isTiktokShop: true,
            address: { ...address, country: 'CA', state: 'ON', zip: 'M5V 2T6' },
          }),
        ),
      () => resolveOrder(allowed, values({ isTiktokShop: true, shippingMethod: 'ship_by_seller' })),
    ];
    for (const refuse of refusals) {
      expect(failure(refuse).details).toEqual([
        { path: 'isTiktokShop', message: orderMessages.tiktokShopNotAllowed },
      ]);
    }
  });

  it('keeps an address that fails the check, unverified with its issues', () => {
    const resolved = resolveOrder(context(), values({ address: { ...address, state: 'CA' } }));
    expect(resolved.addressVerified).toBe(false);
    expect(resolved.addressIssues).toEqual(['ZIP code 10118 belongs to NY, not CA']);
  });

  it('applies the discount and EU tax', () => {
    const resolved = resolveOrder(
      context({ discountCents: 500 }),
      values({ address: { ...address, country: 'DE', state: 'Berlin', zip: '10115' } }),
    );
    const taxable = 1050 + 650 + 900 - 500;
    expect(resolved).toMatchObject({
      discountCents: 500,
      taxCents: Math.round(taxable * 0.2),
      totalCents: taxable + Math.round(taxable * 0.2),
    });
  });
});

describe('quoteOrder', () => {
  it('prices without an address (US) and ignores the address rules', () => {
    const { price } = quoteOrder(context(), { ...values(), address: undefined });
    expect(price.totalCents).toBe(1050 + 650 + 450);
    const eu = quoteOrder(context(), { ...values(), address: { country: 'FR' } });
    expect(eu.price.shippingCents).toBe(900);
    expect(eu.price.taxCents).toBe(Math.round((1050 + 650 + 900) * 0.2));
  });
});
