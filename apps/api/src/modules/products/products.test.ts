import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { seedCatalogs } from '../../../test/factories/catalog.ts';
import { uploadDesign } from '../../../test/factories/designs.ts';
import { createStore } from '../../../test/factories/stores.ts';
import { authHeaders, createSeller } from '../../../test/factories/users.ts';
import { products } from '../../db/schema/index.ts';

describe('products', () => {
  let t: TestApp;
  let seller: Record<string, string>;
  let sellerId: number;
  let apiStoreId: number;
  let etsyStoreId: number;
  let designA: number;
  let designB: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogs(t.db);
    const user = await createSeller(t.db);
    sellerId = user.id;
    seller = await authHeaders(t.app, user);
    apiStoreId = (await createStore(t.db, sellerId)).id;
    etsyStoreId = (
      await createStore(t.db, sellerId, { type: 'etsy', status: 'pending_connection' })
    ).id;
    designA = (await uploadDesign(t.app, seller)).id;
    designB = (await uploadDesign(t.app, seller)).id;
  });
  afterAll(() => t.close());

  const tee = (overrides: Record<string, unknown> = {}) => ({
    title: 'Rose Tee',
    description: 'Embroidered rose',
    catalogId: 7,
    colors: ['Black', 'white'],
    keywords: ['rose', 'flower'],
    sizes: ['s', 'xxl'],
    prices: { s: 19.95, xxl: '21.95' },
    designs: [
      { location: 'left_chest', id: designA },
      { location: 'back', id: designB },
    ],
    ...overrides,
  });

  const createBulk = (payload: object, headers = seller) =>
    t.app.inject({ method: 'POST', url: '/api/products/in-bulk', headers, payload });

  it('creates one product per catalog; published on an api store they are live, with a mockup', async () => {
    const mug = {
      title: 'Rose Mug',
      catalogId: 10,
      colors: ['White'],
      sizes: ['11oz', '15oz'],
      prices: { '11oz': 14.95, '15oz': 16.95 },
      designs: [{ location: 'full', id: designA }],
    };
    const res = await createBulk({ products: [tee(), mug], storeId: apiStoreId, mode: 'publish' });
    expect(res.statusCode).toBe(201);
    const [shirt, cup] = res.json().data;
    expect(shirt).toMatchObject({
      title: 'Rose Tee',
      catalogId: 7,
      category: 'embroidery',
      colors: ['Black', 'White'],
      sizes: ['s', 'xxl'],
      prices: { s: 19.95, xxl: 21.95 },
      status: 'live',
      store: { id: apiStoreId, type: 'api' },
      variation: { colors: ['Black', 'White'], sizes: ['s', 'xxl'] },
    });
    expect(shirt.designs.map((d: { location: string }) => d.location)).toEqual([
      'left_chest',
      'back',
    ]);
    expect(shirt.childProducts).toHaveLength(4);
    expect(shirt.childProducts[0]).toMatchObject({ color: 'Black', size: 's', price: 19.95 });
    expect(cup).toMatchObject({ category: 'basic', sizes: ['11oz', '15oz'] });
    const mockup = await t.app.inject({ method: 'GET', url: shirt.mockupUrl });
    expect(mockup.statusCode).toBe(200);
    expect(mockup.headers['content-type']).toBe('image/png');
  });

  it('keeps drafts as drafts, and publishing to a platform store waits as pending', async () => {
    const draft = await createBulk({
      products: [tee({ title: 'Draft tee' })],
      storeId: apiStoreId,
      mode: 'draft',
    });
    expect(draft.json().data[0].status).toBe('draft');
    const pending = await createBulk({
      products: [tee({ title: 'Etsy tee' })],
      storeId: etsyStoreId,
      mode: 'publish',
    });
    expect(pending.json().data[0].status).toBe('pending');
  });

  it('answers the wizard’s messages when a step is missing', async () => {
    const noMockup = await createBulk({ products: [], storeId: apiStoreId, mode: 'publish' });
    expect(noMockup.statusCode).toBe(400);
    expect(noMockup.json().error.message).toBe('Validation error, Please check and update');
    expect(noMockup.json().error.details).toContainEqual({
      path: 'products',
      message: 'Please select a mockup before continue',
    });

    const noMode = await createBulk({ products: [tee()], storeId: apiStoreId });
    expect(noMode.json().error.details).toContainEqual({
      path: 'mode',
      message: 'Mode cannot be empty!',
    });

    const noDesign = await createBulk({
      products: [tee({ designs: [] })],
      storeId: apiStoreId,
      mode: 'draft',
    });
    expect(noDesign.json().error.details).toContainEqual({
      path: 'products.0.designs',
      message: 'Please select a design before continue',
    });

    const noTitle = await createBulk({
      products: [tee({ title: '', colors: [] })],
      storeId: apiStoreId,
      mode: 'draft',
    });
    const paths = noTitle.json().error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['products.0.title', 'products.0.colors']));

    const zeroPrice = await createBulk({
      products: [tee({ prices: { s: 0, xxl: 'abc' } })],
      storeId: apiStoreId,
      mode: 'draft',
    });
    expect(zeroPrice.json().error.details).toEqual(
      expect.arrayContaining([
        { path: 'products.0.prices.s', message: 'Price must be greater than 0' },
        { path: 'products.0.prices.xxl', message: 'This field must a numeric' },
      ]),
    );
  });

  it('checks choices against the catalog, the store and the seller’s designs; nothing is created', async () => {
    const before = (await t.db.select().from(products)).length;
    const otherSeller = await authHeaders(t.app, await createSeller(t.db));
    const foreignDesign = (await uploadDesign(t.app, otherSeller)).id;
    const res = await createBulk({
      products: [
        tee({
          colors: ['Black', 'Gold'],
          sizes: ['s', '11oz'],
          prices: { s: 19.95 },
          designs: [
            { location: 'full', id: designA },
            { location: 'back', id: foreignDesign },
          ],
        }),
      ],
      storeId: apiStoreId,
      mode: 'publish',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual(
      expect.arrayContaining([
        { path: 'products.0.colors.1', message: 'This catalog has no such color' },
        { path: 'products.0.sizes.1', message: 'This catalog has no such size' },
        { path: 'products.0.designs.0.location', message: 'This catalog has no such position' },
        { path: 'products.0.designs.1.id', message: 'Please select a design before continue' },
      ]),
    );
    const otherStore = await t.app.inject({
      method: 'POST',
      url: '/api/stores',
      headers: otherSeller,
      payload: { name: 'Theirs', type: 'api' },
    });
    const wrongStore = await createBulk({
      products: [tee()],
      storeId: otherStore.json().data.id,
      mode: 'publish',
    });
    expect(wrongStore.json().error.details).toEqual([
      { path: 'storeId', message: 'This store does not exist' },
    ]);
    const missingPrice = await createBulk({
      products: [tee({ prices: { s: 10 } })],
      storeId: apiStoreId,
      mode: 'draft',
    });
    expect(missingPrice.json().error.details).toEqual([
      { path: 'products.0.prices.xxl', message: 'This field is required' },
    ]);
    expect(await t.db.select().from(products)).toHaveLength(before);
  });

  it('lists by page, status and tab', async () => {
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/products?page=1&limit=2',
      headers: seller,
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toMatchObject({ count: 4, totalPage: 2 });
    expect(all.json().data.rows).toHaveLength(2);
    const live = await t.app.inject({
      method: 'GET',
      url: '/api/products?status=live',
      headers: seller,
    });
    expect(live.json().data.count).toBe(2);
    const basic = await t.app.inject({
      method: 'GET',
      url: '/api/products?category=basic',
      headers: seller,
    });
    expect(basic.json().data.rows.map((p: { title: string }) => p.title)).toEqual(['Rose Mug']);
    const premium = await t.app.inject({
      method: 'GET',
      url: '/api/products?category=premium',
      headers: seller,
    });
    expect(premium.json().data.count).toBe(0);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/products?status=sold',
      headers: seller,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('finds a product by its sku or a variation’s sku, only for its owner', async () => {
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/products?category=basic', headers: seller })
    ).json().data;
    const mug = list.rows[0];
    const bySku = await t.app.inject({
      method: 'GET',
      url: `/api/products/by-sku/${mug.sku}`,
      headers: seller,
    });
    expect(bySku.json().data.id).toBe(mug.id);
    const child = mug.childProducts[1].sku;
    const byChild = await t.app.inject({
      method: 'GET',
      url: `/api/products/by-sku/${child}`,
      headers: seller,
    });
    expect(byChild.json().data.id).toBe(mug.id);
    const other = await authHeaders(t.app, await createSeller(t.db));
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/products/by-sku/${mug.sku}`,
      headers: other,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('updates a product and refuses sizes without a price', async () => {
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/products?status=draft', headers: seller })
    ).json().data;
    const id = list.rows[0].id;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: seller,
      payload: { title: 'Renamed tee', sizes: ['s', 'm', 'xxl'], prices: { m: 20.5 } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      title: 'Renamed tee',
      sizes: ['s', 'm', 'xxl'],
      prices: { s: 19.95, m: 20.5, xxl: 21.95 },
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: seller,
      payload: { sizes: ['xl'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual([
      { path: 'prices.xl', message: 'This field is required' },
    ]);
    const got = await t.app.inject({ method: 'GET', url: `/api/products/${id}`, headers: seller });
    expect(got.json().data.sizes).toEqual(['s', 'm', 'xxl']);
  });

  it('hides other sellers’ products and deletes one’s own with the spec’s message', async () => {
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/products?status=pending', headers: seller })
    ).json().data;
    const id = list.rows[0].id;
    const other = await authHeaders(t.app, await createSeller(t.db));
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/products/${id}`,
        headers: other,
        ...(method === 'PUT' ? { payload: { title: 'x' } } : {}),
      });
      expect(res.statusCode).toBe(404);
    }
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${id}`,
      headers: seller,
    });
    expect(res.json().data.message).toBe('Delete product success!');
    const gone = await t.app.inject({ method: 'GET', url: `/api/products/${id}`, headers: seller });
    expect(gone.statusCode).toBe(404);
  });
});
