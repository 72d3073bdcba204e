import { variantOutOfStockMessage } from '@stitchworks/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { seedCatalogs } from '../../../test/factories/catalog.ts';
import { multipart } from '../../../test/factories/designs.ts';
import { testAddress, testItem } from '../../../test/factories/orders.ts';
import { createProduct } from '../../../test/factories/products.ts';
import { createStore } from '../../../test/factories/stores.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../test/factories/users.ts';
import { auditLog, cartItems, orders } from '../../db/schema/index.ts';

type Headers = Record<string, string>;

const TEE = 'Embroidered Unisex Heavy Cotton Tee';
const blackM = variantOutOfStockMessage({
  catalogText: TEE,
  catalogId: 7,
  color: 'Black',
  size: 'm',
});

describe('out-of-stock lists and their enforcement', () => {
  let t: TestApp;
  let admin: Headers;
  let seller: TestUser;
  let headers: Headers;
  let productId: number;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitPerMinute: 100_000 });
    await seedCatalogs(t.db);
    admin = await authHeaders(t.app, await createUser(t.db, { role: 'admin' }));
    seller = await createSeller(t.db);
    headers = await authHeaders(t.app, seller);
    const storeId = (await createStore(t.db, seller.id)).id;
    productId = (await createProduct(t.app, headers, storeId)).id;
  });
  afterAll(() => t.close());

  const put = (catalogId: number | string, outOfStocks: object[], as: Headers = admin) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/out-of-stocks/${catalogId}`,
      headers: as,
      payload: { outOfStocks },
    });
  const list = async (as: Headers = admin) =>
    (await t.app.inject({ method: 'GET', url: '/api/out-of-stocks', headers: as })).json().data;
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const orderBody = (overrides: object = {}) => ({
    address: testAddress,
    items: [testItem],
    ...overrides,
  });
  const orderCount = async () =>
    (await t.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, seller.id))).length;
  const markBlackM = async () =>
    expect((await put(7, [{ color: 'Black', size: 'm' }])).statusCode).toBe(200);

  describe('the lists (GET, PUT)', () => {
    beforeEach(async () => {
      await put(7, []);
      await put(10, []);
    });

    it('starts empty, and an admin replaces a catalog’s list in the catalog’s spelling', async () => {
      expect(await list()).toEqual([]);
      const res = await put(7, [
        { color: 'black', size: 'M' },
        { color: 'Navy', size: 'xxl' },
        { color: 'BLACK', size: 'm' },
      ]);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        catalogId: 7,
        outOfStocks: [
          { id: expect.any(Number), color: 'Black', size: 'm' },
          { id: expect.any(Number), color: 'Navy', size: 'xxl' },
        ],
      });
      await put(10, [{ color: 'White', size: '11oz' }]);
      const lists = await list();
      expect(lists.map((l: { catalogId: number }) => l.catalogId)).toEqual([7, 10]);
      expect(lists[0].outOfStocks.map((v: { color: string }) => v.color)).toEqual([
        'Black',
        'Navy',
      ]);

      // Replacing, not adding: the new list is the whole list; an empty one clears it.
      await put(7, [{ color: 'Red', size: 's' }]);
      expect((await list())[0].outOfStocks).toEqual([
        { id: expect.any(Number), color: 'Red', size: 's' },
      ]);
      await put(7, []);
      expect((await list()).map((l: { catalogId: number }) => l.catalogId)).toEqual([10]);
    });

    it('refuses a colour or size the catalog does not offer, naming it, and writes nothing', async () => {
      await put(7, [{ color: 'Navy', size: 'l' }]);
      const res = await put(7, [
        { color: 'Black', size: 'm' },
        { color: 'Purple', size: 'm' },
        { color: 'White', size: '11oz' },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Catalog 7 has no colour "Purple"');
      expect(res.json().error.details).toEqual([
        { path: 'outOfStocks.1.color', message: 'Catalog 7 has no colour "Purple"' },
        { path: 'outOfStocks.2.size', message: 'Catalog 7 has no size "11oz"' },
      ]);
      expect((await list())[0].outOfStocks.map((v: { color: string }) => v.color)).toEqual([
        'Navy',
      ]);
    });

    it('answers 404 for an unknown catalog and 400 for a bad body', async () => {
      expect((await put(999, [])).statusCode).toBe(404);
      expect((await put(7, [{ color: '', size: 'm' }])).statusCode).toBe(400);
      expect((await put('abc', [])).statusCode).toBe(400);
    });

    it('lets every signed-in user read the lists but only admins change them', async () => {
      await markBlackM();
      expect((await list(headers))[0].outOfStocks[0]).toMatchObject({ color: 'Black', size: 'm' });
      expect((await put(7, [], headers)).statusCode).toBe(403);
      const anonymous = await t.app.inject({ method: 'GET', url: '/api/out-of-stocks' });
      expect(anonymous.statusCode).toBe(401);
    });

    it('records who changed a list in the audit log', async () => {
      await markBlackM();
      const rows = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'out_of_stock.update'));
      expect(rows.at(-1)).toMatchObject({ entityType: 'catalog', entityId: '7' });
      expect(rows.at(-1)?.after).toEqual({ outOfStocks: ['Black / m'] });
    });
  });

  describe('orders and the cart refuse a variant out of stock', () => {
    beforeEach(() => put(7, []));

    it('refuses POST /orders, /orders/price and /orders/provisional-total, naming the variant', async () => {
      await markBlackM();
      const before = await orderCount();
      for (const url of ['/api/orders', '/api/orders/price', '/api/orders/provisional-total']) {
        const res = await post(
          url,
          orderBody({ items: [{ ...testItem, color: 'BLACK', size: 'M' }] }),
        );
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error.message).toBe(blackM);
        expect(res.json().error.details).toContainEqual({ path: 'items.0.size', message: blackM });
      }
      expect(await orderCount()).toBe(before);
      // Another colour of the same size is fine.
      const white = await post(
        '/api/orders',
        orderBody({ items: [{ ...testItem, color: 'White' }] }),
      );
      expect(white.statusCode).toBe(200);
    });

    it('refuses a product row of that variant, and places it again once cleared', async () => {
      await markBlackM();
      const row = { productId, color: 'Black', size: 'm' };
      const res = await post('/api/orders', orderBody({ items: [row] }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(blackM);
      await put(7, []);
      expect((await post('/api/orders', orderBody({ items: [row] }))).statusCode).toBe(200);
    });

    it('refuses an edit that keeps or brings the variant', async () => {
      const created = await post('/api/orders', orderBody({ sellerOrderId: 'OOS-EDIT' }));
      expect(created.statusCode).toBe(200);
      const id = created.json().data.id;
      await markBlackM();
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/orders/${id}`,
        headers,
        payload: orderBody({ sellerOrderId: 'OOS-EDIT', items: [{ ...testItem, quantity: 3 }] }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(blackM);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
      expect(row?.itemCount).toBe(1);
    });

    it('refuses adding the variant to the cart, and a checkout of a cart holding it', async () => {
      await t.db.delete(cartItems).where(eq(cartItems.userId, seller.id));
      const add = (color: string, size: string) =>
        post('/api/cart', { productId, items: [{ color, size, quantity: 1 }] });
      expect((await add('Black', 'm')).statusCode).toBe(200);
      await markBlackM();

      const refused = await add('black', 'M');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(blackM);
      expect(refused.json().error.details).toEqual([{ path: 'items.0.size', message: blackM }]);
      expect((await add('White', 'm')).statusCode).toBe(200);

      // The line added before it was marked cannot be checked out; the cart is kept.
      const before = await orderCount();
      const checkout = await post('/api/orders/from-cart', {
        address: { ...testAddress, phone: '2125550100' },
      });
      expect(checkout.statusCode).toBe(400);
      expect(checkout.json().error.message).toBe(blackM);
      expect(await orderCount()).toBe(before);
      const lines = await t.db.select().from(cartItems).where(eq(cartItems.userId, seller.id));
      expect(lines).toHaveLength(2);
    });

    it('fails only the CSV groups holding the variant, with the message', async () => {
      await markBlackM();
      const header =
        'seller_order_id,first_name,last_name,address1,address2,city,state,zip,country,catalog_id,product_id,color,size,quantity,design_front';
      const address = 'Jane,Doe,1 Main St,,Austin,TX,78701,US';
      const csv = [
        header,
        `OOS-1,${address},7,,White,m,1,https://example.com/a.png`,
        `OOS-2,${address},7,,White,l,1,https://example.com/a.png`,
        `OOS-2,${address},7,,Black,m,1,https://example.com/a.png`,
        `OOS-3,${address},7,,Black,l,1,https://example.com/a.png`,
      ].join('\n');
      const body = multipart({}, [
        { field: 'csv', filename: 'orders.csv', contentType: 'text/csv', data: Buffer.from(csv) },
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders/in-bulk',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(200);
      const { groups, success, fail } = res.json().data;
      expect({ success, fail }).toEqual({ success: 2, fail: 1 });
      const failed = groups.find((g: { sellerOrderId: string }) => g.sellerOrderId === 'OOS-2');
      expect(failed.status).toBe('fail');
      expect(failed.message).toContain(blackM);
      const written = await t.db.select().from(orders).where(eq(orders.sellerOrderId, 'OOS-2'));
      expect(written).toHaveLength(0);
    });
  });
});
