import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { seedCatalogs } from '../../../../test/factories/catalog.ts';
import { multipart } from '../../../../test/factories/designs.ts';
import { createOrder, testAddress, testItem } from '../../../../test/factories/orders.ts';
import { createProduct } from '../../../../test/factories/products.ts';
import { createStore } from '../../../../test/factories/stores.ts';
import { authHeaders, createSeller, type TestUser } from '../../../../test/factories/users.ts';
import { orders } from '../../../db/schema/index.ts';

type Headers = Record<string, string>;

/** The order routes that create or change orders take an Idempotency-Key: the same key, one order. */
describe('Idempotency-Key on the order routes', () => {
  let t: TestApp;
  let seller: TestUser;
  let headers: Headers;
  let productId: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogs(t.db);
    seller = await createSeller(t.db);
    headers = await authHeaders(t.app, seller);
    productId = (await createProduct(t.app, headers, (await createStore(t.db, seller.id)).id)).id;
  });
  afterAll(() => t.close());

  const withKey = (key: string) => ({ ...headers, 'idempotency-key': key });
  const ordersOfSeller = () => t.db.select().from(orders).where(eq(orders.userId, seller.id));
  const orderBody = (overrides: object = {}) => ({
    address: testAddress,
    items: [testItem],
    ...overrides,
  });

  it('POST /orders: the same key twice makes one order and answers the first answer again', async () => {
    const before = (await ordersOfSeller()).length;
    const send = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/orders', headers: withKey('order-1'), payload });
    // No seller order id: each create would make one up, so a second order would be a new one.
    const first = await send(orderBody());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await send(orderBody());
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await ordersOfSeller()).length).toBe(before + 1);

    const other = await send(orderBody({ items: [{ ...testItem, quantity: 2 }] }));
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await ordersOfSeller()).length).toBe(before + 1);

    // Without a key, each request is its own.
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers,
        payload: orderBody(),
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await ordersOfSeller()).length).toBe(before + 3);
  });

  it('POST /orders: many requests sent at once with one key make one order', async () => {
    const before = (await ordersOfSeller()).length;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: withKey('order-burst'),
          payload: orderBody(),
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode).filter((s) => ![200, 409].includes(s))).toEqual([]);
    const placed = answers.filter((res) => res.statusCode === 200).map((res) => res.json());
    expect(new Set(placed.map((answer) => answer.data.id)).size).toBe(1);
    expect((await ordersOfSeller()).length).toBe(before + 1);
  });

  it('POST /orders/{id}/duplicate and /orders/from-cart: one copy, one order per key', async () => {
    const original = await createOrder(t.db, seller);
    const before = (await ordersOfSeller()).length;
    const duplicate = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${original.id}/duplicate`,
        headers: withKey('copy-1'),
      });
    const first = await duplicate();
    expect(first.statusCode).toBe(200);
    const again = await duplicate();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.id).toBe(first.json().data.id);
    expect((await ordersOfSeller()).length).toBe(before + 1);

    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers,
      payload: { productId, items: [{ color: 'Black', size: 'm', quantity: 1 }] },
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const checkout = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/from-cart',
        headers: withKey('cart-1'),
        payload: { address: { ...testAddress, phone: '2125550100' } },
      });
    const placed = await checkout();
    expect(placed.statusCode, placed.body).toBe(200);
    // The cart is empty now: without the key a second checkout would be refused, not replayed.
    const replayed = await checkout();
    expect(replayed.statusCode).toBe(200);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual(placed.json());
    expect((await ordersOfSeller()).length).toBe(before + 2);
  });

  it('PUT /orders/{id}: an edit sent again with its key answers the first edit', async () => {
    const order = await createOrder(t.db, seller);
    const edit = (quantity: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/orders/${order.id}`,
        headers: withKey(`edit-${order.id}`),
        payload: orderBody({
          sellerOrderId: order.sellerOrderId,
          items: [{ ...testItem, quantity }],
        }),
      });
    const first = await edit(3);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.orderItems[0].quantity).toBe(3);
    const again = await edit(3);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await edit(4)).statusCode).toBe(422);
  });

  it('POST /orders/in-bulk: the same file with the same key imports once; another file is refused', async () => {
    const header =
      'seller_order_id,first_name,last_name,address1,address2,city,state,zip,country,catalog_id,product_id,color,size,quantity,design_front';
    const row = (id: string) =>
      `${id},Jane,Doe,1 Main St,,Austin,TX,78701,US,7,,Black,m,1,https://example.com/a.png`;
    const upload = (csv: string, key: string) => {
      const body = multipart({}, [
        { field: 'csv', filename: 'orders.csv', contentType: 'text/csv', data: Buffer.from(csv) },
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/orders/in-bulk',
        headers: { ...withKey(key), ...body.headers },
        payload: body.payload,
      });
    };
    const csv = [header, row('BULK-1'), row('BULK-2')].join('\n');
    const first = await upload(csv, 'import-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ success: 2, fail: 0 });
    const again = await upload(csv, 'import-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());

    const otherFile = await upload([header, row('BULK-3')].join('\n'), 'import-1');
    expect(otherFile.statusCode).toBe(422);
    const bulk = (await ordersOfSeller()).filter((o) => o.sellerOrderId.startsWith('BULK-'));
    expect(bulk.map((o) => o.sellerOrderId).sort()).toEqual(['BULK-1', 'BULK-2']);
  });

  it('documents the header on each of them', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operations: [string, string][] = [
      ['/api/orders', 'post'],
      ['/api/orders/from-cart', 'post'],
      ['/api/orders/{id}/duplicate', 'post'],
      ['/api/orders/{id}', 'put'],
      ['/api/orders/in-bulk', 'post'],
    ];
    for (const [path, method] of operations) {
      const parameters = document.paths[path][method].parameters as { name: string; in: string }[];
      expect(parameters, `${method} ${path}`).toContainEqual(
        expect.objectContaining({ name: 'idempotency-key', in: 'header' }),
      );
      expect(Object.keys(document.paths[path][method].responses)).toEqual(
        expect.arrayContaining(['409', '422']),
      );
    }
  });
});
