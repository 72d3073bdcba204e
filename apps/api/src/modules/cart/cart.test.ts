import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { seedCatalogs } from '../../../test/factories/catalog.ts';
import { uploadDesign } from '../../../test/factories/designs.ts';
import { createStore } from '../../../test/factories/stores.ts';
import { authHeaders, createSeller } from '../../../test/factories/users.ts';

describe('cart', () => {
  let t: TestApp;
  let seller: Record<string, string>;
  let teeId: number;
  let frameId: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogs(t.db);
    const user = await createSeller(t.db);
    seller = await authHeaders(t.app, user);
    const storeId = (await createStore(t.db, user.id)).id;
    const design = (await uploadDesign(t.app, seller)).id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products/in-bulk',
      headers: seller,
      payload: {
        storeId,
        mode: 'publish',
        products: [
          {
            title: 'Rose Tee',
            catalogId: 7,
            colors: ['Black', 'White'],
            sizes: ['m', 'xxl'],
            prices: { m: 19.95, xxl: 21.95 },
            designs: [{ location: 'front', id: design }],
          },
          {
            title: 'Rose Hoop',
            catalogId: 8,
            colors: ['Natural'],
            sizes: ['8x8 inch'],
            prices: { '8x8 inch': 39 },
            designs: [{ location: 'front', id: design }],
          },
        ],
      },
    });
    [teeId, frameId] = res.json().data.map((p: { id: number }) => p.id);
  });
  afterAll(() => t.close());

  const add = (payload: object, headers = seller) =>
    t.app.inject({ method: 'POST', url: '/api/cart', headers, payload });
  const cart = async (headers = seller) =>
    (await t.app.inject({ method: 'GET', url: '/api/cart', headers })).json().data;

  it('starts empty', async () => {
    expect(await cart()).toEqual({ rows: [], count: 0 });
  });

  it('asks for a variation: "Please choose variation!"', async () => {
    const none = await add({ productId: teeId, items: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.details).toContainEqual({
      path: 'items',
      message: 'Please choose variation!',
    });
    const noSize = await add({
      productId: teeId,
      items: [{ color: 'Black', size: '', quantity: 1 }],
    });
    expect(noSize.json().error.details).toContainEqual({
      path: 'items.0.size',
      message: 'Please choose variation!',
    });
    const notOffered = await add({
      productId: teeId,
      items: [{ color: 'Black', size: 's', quantity: 1 }],
    });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().error.message).toBe('Please choose variation!');
    const noFrame = await add({
      productId: frameId,
      items: [{ color: 'Natural', size: '8x8 inch', quantity: 1 }],
    });
    expect(noFrame.json().error.details).toEqual([
      { path: 'items.0.frameColor', message: 'Please choose variation!' },
    ]);
    const zero = await add({
      productId: teeId,
      items: [{ color: 'Black', size: 'm', quantity: 0 }],
    });
    expect(zero.statusCode).toBe(400);
    expect((await cart()).count).toBe(0);
  });

  it('adds two variations as two lines with their prices', async () => {
    const res = await add({
      productId: teeId,
      items: [
        { color: 'black', size: 'M', quantity: 2 },
        { color: 'White', size: 'xxl', quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.count).toBe(2);
    expect(res.json().data.rows).toEqual([
      expect.objectContaining({
        productId: teeId,
        color: 'Black',
        size: 'm',
        quantity: 2,
        price: 19.95,
        catalogId: 7,
      }),
      expect.objectContaining({ color: 'White', size: 'xxl', quantity: 1, price: 21.95 }),
    ]);
    expect(res.json().data.rows[0].mockupUrl).toMatch(/^\/api\/files\/mockups\//);
  });

  it('adds to the quantity of a variation already there, up to 1000', async () => {
    const res = await add({
      productId: teeId,
      items: [{ color: 'Black', size: 'm', quantity: 3 }],
    });
    expect(res.json().data.count).toBe(2);
    expect(res.json().data.rows[0].quantity).toBe(5);
    const over = await add({
      productId: teeId,
      items: [{ color: 'Black', size: 'm', quantity: 996 }],
    });
    expect(over.statusCode).toBe(400);
    expect((await cart()).rows[0].quantity).toBe(5);
  });

  it('sums concurrent adds of one new variation into one line', async () => {
    const adds = Array.from({ length: 5 }, () =>
      add({ productId: teeId, items: [{ color: 'White', size: 'm', quantity: 2 }] }),
    );
    const answers = await Promise.all(adds);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const lines = (await cart()).rows.filter(
      (row: { color: string; size: string }) => row.color === 'White' && row.size === 'm',
    );
    expect(lines).toHaveLength(1);
    expect(lines[0].quantity).toBe(10);
    await t.app.inject({ method: 'DELETE', url: `/api/cart/${lines[0].id}`, headers: seller });
  });

  it('keeps a frame colour on framed catalogs', async () => {
    const res = await add({
      productId: frameId,
      items: [{ color: 'Natural', size: '8x8 inch', quantity: 1, frameColor: 'oak' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rows[2]).toMatchObject({ frameColor: 'Oak', price: 39 });
  });

  it('keeps carts apart: another seller neither sees nor fills from my products', async () => {
    const other = await authHeaders(t.app, await createSeller(t.db));
    expect((await cart(other)).count).toBe(0);
    const res = await add(
      { productId: teeId, items: [{ color: 'Black', size: 'm', quantity: 1 }] },
      other,
    );
    expect(res.statusCode).toBe(404);
    const mine = await cart();
    const removeTheirs = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/${mine.rows[0].id}`,
      headers: other,
    });
    expect(removeTheirs.statusCode).toBe(404);
  });

  it('removes a line with the spec’s message', async () => {
    const before = await cart();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/${before.rows[0].id}`,
      headers: seller,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('Delete cart item success!');
    expect((await cart()).count).toBe(before.count - 1);
  });

  it('drops lines of a deleted product', async () => {
    await t.app.inject({ method: 'DELETE', url: `/api/products/${frameId}`, headers: seller });
    const after = await cart();
    expect(after.rows.every((row: { productId: number }) => row.productId !== frameId)).toBe(true);
  });
});
