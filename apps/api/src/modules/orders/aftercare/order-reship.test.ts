import { shippingMessages } from '@stitchworks/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { testAddress } from '../../../../test/factories/orders.ts';
import { paidOrder } from '../../../../test/factories/production.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../../test/factories/users.ts';
import {
  creditLedger,
  orderPackages,
  orderReships,
  orderRevisions,
  orders,
  transactions,
  users,
} from '../../../db/schema/index.ts';

describe('POST /orders/reship', () => {
  let t: TestApp;
  let seller: TestUser;
  let supporterHeaders: Record<string, string>;
  let sellerHeaders: Record<string, string>;
  let packerHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await createSeller(t.db, { creditCents: 1_000_000 });
    sellerHeaders = await authHeaders(t.app, seller);
    supporterHeaders = await authHeaders(t.app, await createUser(t.db, { role: 'supporter' }));
    packerHeaders = await authHeaders(
      t.app,
      await createUser(t.db, { role: 'packer', factories: ['vn1'] }),
    );
  });
  afterAll(() => t.close());

  const address = { ...testAddress, address1: '1 Second Try Road', zip: '10001' };
  const reship = (payload: object, headers = supporterHeaders, extra = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/reship',
      headers: { ...headers, ...extra },
      payload,
    });
  const creditOf = async (id: number) =>
    (await t.db.select().from(users).where(eq(users.id, id)))[0]!.creditCents;
  const orderOf = async (id: number) =>
    (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const reshipsOf = (orderId: number) =>
    t.db.select().from(orderReships).where(eq(orderReships.orderId, orderId));
  async function shippedOrder() {
    const order = await paidOrder(t.db, seller);
    await t.db.update(orders).set({ productionStatus: 2 }).where(eq(orders.id, order.id));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/tracking-number`,
      headers: packerHeaders,
      payload: { trackingNumber: `FIRST${order.id}00`, carrierCode: 'usps' },
    });
    expect(res.json().data.status).toBe('shipped');
    return order;
  }

  it('paid by the seller: charged through the ledger (the shipping fee by default), the order reshipped', async () => {
    const order = await shippedOrder();
    const before = await creditOf(seller.id);
    const res = await reship({
      orderId: order.id,
      address,
      reason: 'Lost by the carrier',
      paidBy: 'seller',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe(shippingMessages.reshipped);
    expect(body.data).toMatchObject({
      orderId: order.id,
      status: 'reshipped',
      reship: {
        reason: 'Lost by the carrier',
        paidBy: 'seller',
        cost: order.shippingCents / 100,
        address: { address1: '1 Second Try Road' },
      },
    });
    expect(order.shippingCents).toBeGreaterThan(0);
    expect(await creditOf(seller.id)).toBe(before - order.shippingCents);
    const [charge] = await t.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, body.data.transactionId));
    expect(charge).toMatchObject({ type: 'payment', amountCents: order.shippingCents });
    expect(charge?.note).toBe(`Reship of order #${order.id}`);
    expect(
      await t.db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.transactionId, body.data.transactionId)),
    ).toHaveLength(1);
    const after = await orderOf(order.id);
    expect(after).toMatchObject({ status: 'reshipped', productionStatus: 3 });
    const revisions = await t.db
      .select()
      .from(orderRevisions)
      .where(eq(orderRevisions.orderId, order.id))
      .orderBy(asc(orderRevisions.id));
    expect(revisions.at(-1)).toMatchObject({ action: 'reship' });

    // Its next package belongs to the reship; the order stays reshipped.
    const next = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/tracking-number`,
      headers: packerHeaders,
      payload: { trackingNumber: `AGAIN${order.id}00`, carrierCode: 'usps' },
    });
    expect(next.json().data).toMatchObject({
      status: 'reshipped',
      packages: [{ reshipId: null }, { orderPackageNo: 2, reshipId: body.data.reship.id }],
    });
  });

  it('paid by the business: nothing charged; an amount the seller pays is charged as given', async () => {
    const order = await shippedOrder();
    const before = await creditOf(seller.id);
    const res = await reship({
      orderId: order.id,
      address,
      reason: 'Damaged in transit',
      paidBy: 'business',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.transactionId).toBeNull();
    expect(await creditOf(seller.id)).toBe(before);
    // A second reship of a reshipped order, paid by the seller at a given amount.
    const again = await reship(
      { orderId: order.id, address, reason: 'Lost again', paidBy: 'seller', amount: 7.25 },
      supporterHeaders,
      { 'idempotency-key': `reship-${order.id}` },
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(await creditOf(seller.id)).toBe(before - 725);
    expect(await reshipsOf(order.id)).toHaveLength(2);
  });

  it('a seller whose credit is short: 400, nothing written', async () => {
    const poor = await createSeller(t.db, { creditCents: 100_000 });
    const order = await paidOrder(t.db, poor);
    await t.db
      .update(orders)
      .set({ status: 'shipped', productionStatus: 3 })
      .where(eq(orders.id, order.id));
    await t.db.update(users).set({ creditCents: 100 }).where(eq(users.id, poor.id));
    const res = await reship({
      orderId: order.id,
      address,
      reason: 'Lost',
      paidBy: 'seller',
      amount: 50,
    });
    expect(res.statusCode).toBe(400);
    expect(await creditOf(poor.id)).toBe(100);
    expect(await reshipsOf(order.id)).toHaveLength(0);
    expect((await orderOf(order.id)).status).toBe('shipped');
  });

  it('an order not shipped: 409; sellers and packers cannot reship (403)', async () => {
    const order = await paidOrder(t.db, seller);
    const res = await reship({ orderId: order.id, address, reason: 'Early', paidBy: 'business' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(shippingMessages.notShipped);
    expect(await reshipsOf(order.id)).toHaveLength(0);
    const body = { orderId: order.id, address, reason: 'Mine', paidBy: 'business' };
    expect((await reship(body, sellerHeaders)).statusCode).toBe(403);
    expect((await reship(body, packerHeaders)).statusCode).toBe(403);
    expect((await reship({ ...body, orderId: 2_000_000 })).statusCode).toBe(404);
    expect(
      await t.db.select().from(orderPackages).where(eq(orderPackages.orderId, order.id)),
    ).toHaveLength(0);
  });
});
