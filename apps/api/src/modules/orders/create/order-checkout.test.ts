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
import { cartItems, orders } from '../../../db/schema/index.ts';

type Headers = Record<string, string>;

describe('orders from the cart and copies of orders', () => {
  let t: TestApp;
  let seller: TestUser;
  let headers: Headers;
  let storeA: number;
  let teeA: number;
  let teeB: number;
  let admin: Headers;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogs(t.db);
    seller = await createSeller(t.db);
    headers = await authHeaders(t.app, seller);
    storeA = (await createStore(t.db, seller.id, { name: 'A' })).id;
    const storeB = (await createStore(t.db, seller.id, { name: 'B' })).id;
    teeA = (await createProduct(t.app, headers, storeA)).id;
    teeB = (await createProduct(t.app, headers, storeB, { title: 'Other tee' })).id;
    admin = await authHeaders(t.app, await createUser(t.db, { role: 'admin' }));
  });
  afterAll(() => t.close());

  const cartAddress = { ...testAddress, phone: '2125550100' };
  const addToCart = (productId: number, items: object[]) =>
    t.app.inject({ method: 'POST', url: '/api/cart', headers, payload: { productId, items } });
  const checkout = (payload: object = { address: cartAddress }) =>
    t.app.inject({ method: 'POST', url: '/api/orders/from-cart', headers, payload });
  const cartCount = async () =>
    (await t.db.select().from(cartItems).where(eq(cartItems.userId, seller.id))).length;

  it('refuses an empty cart: "No product selected"', async () => {
    const res = await checkout();
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(orderMessages.noProductSelected);
  });

  it('refuses the cart form’s address rules and keeps the cart', async () => {
    await addToCart(teeA, [{ color: 'Black', size: 'm', quantity: 2 }]);
    const noPhone = await checkout({ address: { ...cartAddress, phone: '' } });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().error.details).toContainEqual({
      path: 'address.phone',
      message: 'This field is required',
    });
    const letters = await checkout({ address: { ...cartAddress, phone: '212-555-0100' } });
    expect(letters.json().error.details).toContainEqual({
      path: 'address.phone',
      message: 'This field must a digits',
    });
    const hawaii = await checkout({ address: { ...cartAddress, state: 'HI', zip: '96801' } });
    expect(hawaii.statusCode).toBe(400);
    expect(await cartCount()).toBe(1);
  });

  it('turns the cart into one order of product rows, with their store, and empties it', async () => {
    await addToCart(teeA, [{ color: 'White', size: 'xxl', quantity: 1 }]);
    const res = await checkout({
      address: cartAddress,
      sellerOrderId: 'CART-1',
      shippingMethod: 'yun',
    });
    expect(res.statusCode).toBe(200);
    const order = res.json().data;
    expect(order).toMatchObject({
      status: 'created',
      sellerOrderId: 'CART-1',
      shippingMethod: 'yun',
      store: { id: storeA },
      itemCount: 3,
    });
    expect(
      order.orderItems.map(
        (i: { productId: number; color: string; size: string; quantity: number }) => [
          i.productId,
          i.color,
          i.size,
          i.quantity,
        ],
      ),
    ).toEqual([
      [teeA, 'Black', 'm', 2],
      [teeA, 'White', 'xxl', 1],
    ]);
    // One product design: digitized once for the order.
    expect(order.orderItems.map((i: { digitizingPrice: number }) => i.digitizingPrice)).toEqual([
      6.5, 0,
    ]);
    expect(await cartCount()).toBe(0);
  });

  it('leaves the store empty when the lines come from several stores', async () => {
    await addToCart(teeA, [{ color: 'Black', size: 'm', quantity: 1 }]);
    await addToCart(teeB, [{ color: 'Black', size: 'm', quantity: 1 }]);
    const res = await checkout();
    expect(res.statusCode).toBe(200);
    expect(res.json().data.store).toBeNull();
    expect(await cartCount()).toBe(0);
  });

  it('keeps the cart when the order cannot be written (taken seller order id)', async () => {
    await addToCart(teeA, [{ color: 'Black', size: 'm', quantity: 1 }]);
    const res = await checkout({ address: cartAddress, sellerOrderId: 'CART-1' });
    expect(res.statusCode).toBe(409);
    expect(await cartCount()).toBe(1);
    await t.db.delete(cartItems).where(eq(cartItems.userId, seller.id));
  });

  it('duplicates an order at today’s prices under the next free seller order id', async () => {
    const original = await createOrder(t.db, seller, {
      sellerOrderId: 'COPY',
      storeId: storeA,
      items: [
        { ...testItem, quantity: 2 },
        { productId: teeA, color: 'Black', size: 'm' },
      ],
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${seller.id}/cost-list`,
      headers: admin,
      payload: { prices: { '7': { m: 7.25 } } },
    });
    const first = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${original.id}/duplicate`,
      headers,
    });
    expect(first.statusCode).toBe(200);
    const copy = first.json().data;
    expect(copy).toMatchObject({
      status: 'created',
      sellerOrderId: 'COPY-1',
      store: { id: storeA },
      itemCount: 3,
    });
    expect(copy.id).not.toBe(original.id);
    expect(copy.orderItems.map((i: { unitPrice: number }) => i.unitPrice)).toEqual([7.25, 7.25]);
    expect(copy.orderItems[0].designImages).toEqual([
      expect.objectContaining(testItem.designImages[0]),
    ]);
    // The original keeps its price.
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, original.id));
    expect(stored!.totalCents).toBe(original.totalCents);
    const second = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${original.id}/duplicate`,
      headers,
    });
    expect(second.json().data.sellerOrderId).toBe('COPY-2');
    // The copy's changelog names the order it was copied from.
    const revisions = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${copy.id}/revisions`,
      headers,
    });
    expect(revisions.json().data.rows).toEqual([
      expect.objectContaining({
        action: 'duplicated',
        changes: [
          { field: 'status', before: null, after: 'created' },
          { field: 'duplicatedFrom', before: null, after: original.id },
        ],
      }),
    ]);
  });

  it('duplicates a long seller order id whole while it fits, cut only as much as the suffix needs', async () => {
    const duplicate = async (id: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${id}/duplicate`,
        headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { id: number; sellerOrderId: string };
    };
    // 95 characters: '-1' still fits in the 100 a seller order id may have.
    const long = 'L'.repeat(95);
    const copy = await duplicate((await createOrder(t.db, seller, { sellerOrderId: long })).id);
    expect(copy.sellerOrderId).toBe(`${long}-1`);
    // A copy of the copy is the copy's id with its own suffix, and still an id one may send back.
    const again = await duplicate(copy.id);
    expect(again.sellerOrderId).toBe(`${long}-1-1`);
    // A full 100: cut to make room, never through the middle of a character.
    const full = `${'F'.repeat(97)}😀x`;
    const cut = await duplicate((await createOrder(t.db, seller, { sellerOrderId: full })).id);
    expect(cut.sellerOrderId).toBe(`${'F'.repeat(97)}-1`);
    const resent = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${cut.id}`,
      headers,
      payload: { address: testAddress, items: [testItem], sellerOrderId: cut.sellerOrderId },
    });
    expect(resent.statusCode, resent.body).toBe(200);
  });

  it('duplicates for sellers only; 404 for an unknown order', async () => {
    const order = await createOrder(t.db, seller);
    const byAdmin = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/duplicate`,
      headers: admin,
    });
    expect(byAdmin.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/orders/987654/duplicate',
      headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
