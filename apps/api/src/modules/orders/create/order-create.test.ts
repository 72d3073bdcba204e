import { orderMessages } from '@stitchworks/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { seedCatalogs } from '../../../../test/factories/catalog.ts';
import { createOrder, testAddress, testItem } from '../../../../test/factories/orders.ts';
import { createProduct } from '../../../../test/factories/products.ts';
import { createStore } from '../../../../test/factories/stores.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../../test/factories/users.ts';
import { queryRows } from '../../../db/client.ts';
import { notifications, orderRevisions, userDiscounts } from '../../../db/schema/index.ts';

type Headers = Record<string, string>;

describe('placing orders', () => {
  let t: TestApp;
  let seller: TestUser;
  let headers: Headers;
  let storeId: number;
  let product: { id: number; sku: string; designUrl: string };
  let otherHeaders: Headers;
  let otherStoreId: number;
  let otherProductId: number;
  let admin: TestUser;
  let manager: TestUser;
  let supporter: TestUser;
  let euSupporter: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogs(t.db);
    seller = await createSeller(t.db);
    headers = await authHeaders(t.app, seller);
    storeId = (await createStore(t.db, seller.id, { name: 'Rose Shop' })).id;
    product = await createProduct(t.app, headers, storeId);
    const other = await createSeller(t.db);
    otherHeaders = await authHeaders(t.app, other);
    otherStoreId = (await createStore(t.db, other.id)).id;
    otherProductId = (await createProduct(t.app, otherHeaders, otherStoreId)).id;
    admin = await createUser(t.db, { role: 'admin' });
    manager = await createUser(t.db, { role: 'manager' });
    supporter = await createUser(t.db, { role: 'supporter' });
    euSupporter = await createUser(t.db, { role: 'supporter', factories: ['eu1'] });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, as: Headers = headers) =>
    t.app.inject({ method: 'POST', url, headers: as, payload });
  const body = (overrides: object = {}) => ({
    address: testAddress,
    items: [testItem],
    ...overrides,
  });
  const orderCount = async () =>
    Number((await queryRows<{ n: number }>(t.db, 'select count(*)::int as n from orders'))[0]!.n);

  it('places an order by hand: created, priced, with a revision and staff notified', async () => {
    const res = await post(
      '/api/orders',
      body({
        sellerOrderId: 'ROSE-1',
        storeId,
        items: [
          { ...testItem, quantity: 2 },
          { productId: product.id, color: 'white', size: 'XXL' },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    const order = res.json().data;
    expect(order).toMatchObject({
      sellerOrderId: 'ROSE-1',
      status: 'created',
      productionStatus: null,
      factory: 'vn1',
      shippingMethod: 'standard',
      addressVerified: true,
      addressIssues: [],
      customerName: 'Ada Lovelace',
      store: { id: storeId, name: 'Rose Shop' },
      itemCount: 3,
      // Tee m 10.50 × 2 + digitizing 6.50; tee xxl 12.50 + digitizing of the product's design 6.50.
      itemsTotal: 27.5 + 19,
      shippingFee: 4.5 + 2 * 1.5,
      tax: 0,
      discount: 0,
      total: 46.5 + 7.5,
    });
    expect(order.orderItems).toHaveLength(2);
    expect(order.orderItems[1]).toMatchObject({
      productId: product.id,
      color: 'White',
      size: 'xxl',
      sku: `${product.sku}-WHITE-XXL`,
      unitPrice: 12.5,
      digitizingPrice: 6.5,
    });
    expect(order.orderItems[1].designImages[0].imageUrl).toBe(product.designUrl);

    const revisions = await t.db
      .select()
      .from(orderRevisions)
      .where(eq(orderRevisions.orderId, order.id));
    expect(revisions).toEqual([expect.objectContaining({ userId: seller.id, action: 'created' })]);
    const notified = await t.db
      .select({ userId: notifications.userId, type: notifications.type, meta: notifications.meta })
      .from(notifications)
      .where(eq(notifications.message, `Order #${order.id} was created`));
    // Admin, manager and supporter of every factory; not the eu1-only supporter, not the seller.
    expect(notified.map((n) => n.userId).sort()).toEqual(
      [admin.id, manager.id, supporter.id].sort(),
    );
    expect(notified[0]).toMatchObject({ type: 1, meta: { link: `/order/${order.id}` } });
    expect(notified.map((n) => n.userId)).not.toContain(euSupporter.id);
  });

  it('fills the spec’s defaults and makes up a seller order id', async () => {
    const res = await post('/api/orders', {
      address: { ...testAddress, country: undefined },
      items: [{ color: 'Black', size: 'm', designImages: testItem.designImages }],
    });
    expect(res.statusCode).toBe(200);
    const order = res.json().data;
    expect(order).toMatchObject({ shippingMethod: 'standard', factory: 'vn1', itemCount: 1 });
    expect(order.address.country).toBe('US');
    expect(order.orderItems[0]).toMatchObject({ catalogId: 7, quantity: 1 });
    expect(order.sellerOrderId).toMatch(/^SW\d{6}[A-Z0-9]{6}$/);
  });

  it('prices the same in /price, /provisional-total and the stored order', async () => {
    const now = Date.now();
    await t.db.insert(userDiscounts).values([
      { userId: seller.id, amountCents: 300, expiredAt: new Date(now + 86_400_000) },
      { userId: seller.id, amountCents: 5000, expiredAt: new Date(now - 1000) },
    ]);
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${seller.id}/cost-list`,
      headers: await authHeaders(t.app, admin),
      payload: { prices: { '7': { m: 9 } } },
    });
    const payload = body({
      sellerOrderId: 'EU-1',
      shippingMethod: 'yun',
      address: { ...testAddress, country: 'DE', state: 'Berlin', zip: '10115' },
      items: [
        {
          ...testItem,
          quantity: 2,
          designImages: [
            testItem.designImages[0],
            { imageUrl: 'https://cdn.example.test/designs/back.png', location: 'back' },
          ],
        },
      ],
    });
    const price = (await post('/api/orders/price', payload)).json().data;
    const provisional = (await post('/api/orders/provisional-total', payload)).json().data;
    const created = await post('/api/orders', payload);
    expect(created.statusCode).toBe(200);
    // (9.00 + 2.00 extra position) × 2 + 2 × 6.50 digitizing = 35; yun abroad 12 + 3; −3 discount.
    expect(price).toEqual({
      orderItems: [
        {
          index: 0,
          catalogId: 7,
          productId: null,
          color: 'Black',
          size: 'm',
          quantity: 2,
          unitPrice: 9,
          extraPositionPrice: 2,
          digitizingPrice: 13,
          amount: 35,
        },
      ],
      itemsTotal: 35,
      shippingFee: 15,
      discount: 3,
      tax: 9.4,
      total: 56.4,
    });
    expect(provisional).toEqual(price);
    expect(created.json().data).toMatchObject({
      itemsTotal: 35,
      shippingFee: 15,
      discount: 3,
      tax: 9.4,
      total: 56.4,
    });
    const withIoss = (await post('/api/orders/price', { ...payload, ioss: 'IM2760000001' })).json();
    expect(withIoss.data.tax).toBe(0);
    await t.db.delete(userDiscounts).where(eq(userDiscounts.userId, seller.id));
  });

  it('prices a form without an address as shipped to the US', async () => {
    const res = await post('/api/orders/price', { items: [testItem] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ shippingFee: 4.5, tax: 0, total: 9 + 6.5 + 4.5 });
    const bad = await post('/api/orders/price', { items: [{ ...testItem, size: '9xl' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual([
      { path: 'items.0.size', message: 'This catalog has no such size' },
    ]);
  });

  it('needs a complete address for the provisional total', async () => {
    const res = await post('/api/orders/provisional-total', {
      ...body(),
      address: { ...testAddress, lastName: '', zip: '101' },
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['address.lastName', 'address.zip']));
  });

  const refusals: [string, object, string, string][] = [
    [
      'no first name',
      { address: { ...testAddress, firstName: '' } },
      'address.firstName',
      'This field is required',
    ],
    [
      'quantity 0',
      { items: [{ ...testItem, quantity: 0 }] },
      'items.0.quantity',
      'This field must have minimum',
    ],
    [
      'quantity 1001',
      { items: [{ ...testItem, quantity: 1001 }] },
      'items.0.quantity',
      'This field must have maximum',
    ],
    [
      'quantity abc',
      { items: [{ ...testItem, quantity: 'abc' }] },
      'items.0.quantity',
      'This field must a numeric',
    ],
    ...['1e3', '0x10', true, [2]].map((quantity): [string, object, string, string] => [
      `quantity ${JSON.stringify(quantity)}`,
      { items: [{ ...testItem, quantity }] },
      'items.0.quantity',
      'This field must a numeric',
    ]),
    [
      'an ftp image',
      {
        items: [{ ...testItem, designImages: [{ imageUrl: 'ftp://x/a.png', location: 'front' }] }],
      },
      'items.0.designImages.0.imageUrl',
      orderMessages.imageUrlInvalid,
    ],
    [
      'a row without designs',
      { items: [{ catalogId: 7, color: 'Black', size: 'm' }] },
      'items.0.designImages',
      orderMessages.designImageRequired,
    ],
    [
      'no colour',
      { items: [{ ...testItem, color: '' }] },
      'items.0.color',
      'This field is required',
    ],
    [
      'an unknown size',
      { items: [{ ...testItem, size: 'xxs' }] },
      'items.0.size',
      'This catalog has no such size',
    ],
    [
      'an unknown colour',
      { items: [{ ...testItem, color: 'Gold' }] },
      'items.0.color',
      'This catalog has no such color',
    ],
    [
      'a position the catalog lacks',
      {
        items: [{ ...testItem, designImages: [{ imageUrl: 'https://x/a.png', location: 'full' }] }],
      },
      'items.0.designImages.0.location',
      'This catalog has no such position',
    ],
    [
      'a catalog of the other factory',
      { factory: 'eu1' },
      'items.0.catalogId',
      'This catalog is made in vn1, not eu1',
    ],
    [
      'an unknown catalog',
      { items: [{ ...testItem, catalogId: 999 }] },
      'items.0.catalogId',
      'This catalog does not exist',
    ],
    [
      'a framed catalog without frame colour',
      { items: [{ ...testItem, catalogId: 8, color: 'Natural', size: '8x8 inch' }] },
      'items.0.frameColor',
      orderMessages.frameColorRequired,
    ],
    [
      'an applique without fabric',
      {
        items: [
          { ...testItem, designImages: [{ ...testItem.designImages[0], emb: { applique: true } }] },
        ],
      },
      'items.0.designImages.0.emb.fabric',
      orderMessages.appliqueNeedsFabric,
    ],
    [
      'Hawaii',
      { address: { ...testAddress, state: 'HI', zip: '96801' } },
      'address.state',
      orderMessages.excludedState,
    ],
    [
      'an APO address',
      { address: { ...testAddress, state: 'AE', zip: '09001' } },
      'address.state',
      orderMessages.excludedState,
    ],
    [
      'TikTok Shop without permission',
      { isTiktokShop: true },
      'isTiktokShop',
      orderMessages.tiktokShopNotAllowed,
    ],
    ['an unknown factory', { factory: 'us1' }, 'factory', orderMessages.factoryInvalid],
    [
      'an unknown shipping method',
      { shippingMethod: 'pigeon' },
      'shippingMethod',
      'This field is required',
    ],
    ['no rows', { items: [] }, 'items', 'This field is required'],
    [
      '101 rows',
      { items: Array.from({ length: 101 }, () => testItem) },
      'items',
      'This field must have maximum',
    ],
  ];
  it.each(refusals)(
    'refuses %s with a 400 and writes nothing',
    async (_name, overrides, path, message) => {
      const before = await orderCount();
      const res = await post('/api/orders', body(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(res.json().error.details).toContainEqual({ path, message });
      expect(await orderCount()).toBe(before);
    },
  );

  it('takes a framed row with its frame colour', async () => {
    const res = await post(
      '/api/orders',
      body({
        items: [
          { ...testItem, catalogId: 8, color: 'Natural', size: '8x8 inch', frameColor: 'oak' },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.orderItems[0]).toMatchObject({
      meta: { frameColor: 'Oak' },
      unitPrice: 24,
    });
  });

  it('takes TikTok Shop orders from a seller with permission 1, to the US, not shipped by the seller', async () => {
    const tiktok = await createSeller(t.db, { permissionIds: [1] });
    const as = await authHeaders(t.app, tiktok);
    const ok = await post('/api/orders', body({ isTiktokShop: true }), as);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.isTiktokShop).toBe(true);
    const bySeller = await post(
      '/api/orders',
      body({ isTiktokShop: true, shippingMethod: 'ship_by_seller' }),
      as,
    );
    expect(bySeller.statusCode).toBe(400);
    const abroad = await post(
      '/api/orders',
      body({
        isTiktokShop: true,
        address: { ...testAddress, country: 'GB', state: 'London', zip: 'SW1A 1AA' },
      }),
      as,
    );
    expect(abroad.json().error.details).toEqual([
      { path: 'isTiktokShop', message: orderMessages.tiktokShopNotAllowed },
    ]);
  });

  it('keeps an address that fails the offline check, unverified with the reasons', async () => {
    const res = await post(
      '/api/orders',
      body({ address: { ...testAddress, state: 'CA', phone: '12' } }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      addressVerified: false,
      addressIssues: [
        'ZIP code 10118 belongs to NY, not CA',
        'The phone number must have 7 to 15 digits',
      ],
    });
  });

  it('refuses a product whose catalog another factory makes, as it refuses such a blank', async () => {
    const before = await orderCount();
    const res = await post(
      '/api/orders',
      body({ factory: 'eu1', items: [{ productId: product.id, color: 'white', size: 'XXL' }] }),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.details).toEqual([
      { path: 'items.0.productId', message: 'This catalog is made in vn1, not eu1' },
    ]);
    expect(await orderCount()).toBe(before);
  });

  it('answers 404 for another seller’s product or store and writes nothing', async () => {
    const before = await orderCount();
    const theirProduct = await post(
      '/api/orders',
      body({ items: [{ productId: otherProductId, color: 'Black', size: 'm' }] }),
    );
    expect(theirProduct.statusCode).toBe(404);
    expect(theirProduct.json().error.details).toEqual([
      { path: 'items.0.productId', message: 'This product does not exist' },
    ]);
    const theirStore = await post('/api/orders', body({ storeId: otherStoreId }));
    expect(theirStore.statusCode).toBe(404);
    const theirsForPrice = await post('/api/orders/price', {
      items: [{ productId: otherProductId, color: 'Black', size: 'm' }],
    });
    expect(theirsForPrice.statusCode).toBe(404);
    expect(await orderCount()).toBe(before);
  });

  it('refuses a seller order id another live order of the seller uses (409), not one of an archived order', async () => {
    const first = await post('/api/orders', body({ sellerOrderId: 'DUP-1' }));
    expect(first.statusCode).toBe(200);
    const before = await orderCount();
    const again = await post('/api/orders', body({ sellerOrderId: 'DUP-1' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(orderMessages.sellerOrderIdTaken);
    expect(await orderCount()).toBe(before);
    // Another seller may use the same id.
    expect(
      (await post('/api/orders', body({ sellerOrderId: 'DUP-1' }), otherHeaders)).statusCode,
    ).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/orders/${first.json().data.id}`, headers });
    expect((await post('/api/orders', body({ sellerOrderId: 'DUP-1' }))).statusCode).toBe(200);
  });

  it('is for sellers only', async () => {
    const res = await post('/api/orders', body(), await authHeaders(t.app, supporter));
    expect(res.statusCode).toBe(403);
  });

  it('writes one order for a factory helper call through the real create code', async () => {
    const order = await createOrder(t.db, seller, { sellerOrderId: 'FACTORY-1' });
    expect(order).toMatchObject({
      status: 'created',
      sellerOrderId: 'FACTORY-1',
      totalCents: 900 + 650 + 450,
    });
    expect(order.items).toHaveLength(1);
  });
});
