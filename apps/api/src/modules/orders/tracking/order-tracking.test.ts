import { shippingMessages } from '@stitchworks/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { createOrder } from '../../../../test/factories/orders.ts';
import { orderInProduction } from '../../../../test/factories/production.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../../test/factories/users.ts';
import { notifications, orderRevisions, orders } from '../../../db/schema/index.ts';

describe('PUT /orders/:id/tracking-number', () => {
  let t: TestApp;
  let seller: TestUser;
  let sellerHeaders: Record<string, string>;
  let packerHeaders: Record<string, string>;
  let euPackerHeaders: Record<string, string>;
  let producerHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await createSeller(t.db, { creditCents: 1_000_000 });
    sellerHeaders = await authHeaders(t.app, seller);
    packerHeaders = await authHeaders(
      t.app,
      await createUser(t.db, { role: 'packer', factories: ['vn1'] }),
    );
    euPackerHeaders = await authHeaders(
      t.app,
      await createUser(t.db, { role: 'packer', factories: ['eu1'] }),
    );
    producerHeaders = await authHeaders(
      t.app,
      await createUser(t.db, { role: 'producer', factories: ['vn1'] }),
    );
  });
  afterAll(() => t.close());

  const put = (orderId: number, payload: object, headers = packerHeaders) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/orders/${orderId}/tracking-number`,
      headers,
      payload,
    });
  const orderOf = async (id: number) =>
    (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  /** A paid order whose every unit was packed on the floor (Pre-shipment). */
  async function packedOrder() {
    const order = await orderInProduction(t.db, seller);
    const done = await t.app.inject({
      method: 'PATCH',
      url: `/api/order_items/${order.items[0]!.id}/complete`,
      headers: producerHeaders,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await orderOf(order.id)).productionStatus).toBe(2);
    return order;
  }

  it('two tracking numbers are two packages, numbered 1 and 2; the order ships; the same number again changes nothing', async () => {
    const order = await packedOrder();
    const first = await put(order.id, { trackingNumber: 'LB100000001US', carrierCode: 'usps' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(shippingMessages.trackingUpdated);
    const second = await put(order.id, {
      trackingNumber: 'LB100000002US',
      carrierCode: 'usps',
      shippedAt: '2026-11-20T08:00:00Z',
    });
    expect(second.statusCode, second.body).toBe(200);
    const again = await put(order.id, { trackingNumber: 'LB100000001US', carrierCode: 'usps' });
    expect(again.statusCode).toBe(200);
    const { packages, status } = again.json().data;
    expect(status).toBe('shipped');
    expect(packages).toMatchObject([
      { orderPackageNo: 1, trackingNumber: 'LB100000001US', reshipId: null, duplicateOf: [] },
      {
        orderPackageNo: 2,
        trackingNumber: 'LB100000002US',
        shippedAt: '2026-11-20T08:00:00.000Z',
      },
    ]);
    expect(packages[0].trackingUrl).toContain('LB100000001US');
    expect(await orderOf(order.id)).toMatchObject({
      status: 'shipped',
      productionStatus: 3,
      trackingNumber: 'LB100000001US,LB100000002US',
    });
    // The seller heard once that it shipped (type 13), not once per package.
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.type, 13)));
    expect(told.filter((n) => n.message === `Order #${order.id} was shipped`)).toHaveLength(1);
  });

  it('corrects a package’s number by orderPackageNo, recorded with before and after', async () => {
    const order = await packedOrder();
    await put(order.id, { trackingNumber: 'TYPO0001', carrierCode: 'ups' });
    await put(order.id, { trackingNumber: 'SECOND0002', carrierCode: 'ups' });
    const fixed = await put(order.id, {
      trackingNumber: 'FIXED0001',
      carrierCode: 'ups',
      orderPackageNo: 1,
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(
      fixed.json().data.packages.map((p: { trackingNumber: string }) => p.trackingNumber),
    ).toEqual(['FIXED0001', 'SECOND0002']);
    expect((await orderOf(order.id)).trackingNumber).toBe('FIXED0001,SECOND0002');
    const [revision] = await t.db
      .select()
      .from(orderRevisions)
      .where(
        and(eq(orderRevisions.orderId, order.id), eq(orderRevisions.action, 'tracking-corrected')),
      );
    expect(revision!.changes[0]).toMatchObject({
      field: 'package 1',
      before: { trackingNumber: 'TYPO0001' },
      after: { trackingNumber: 'FIXED0001' },
    });
    // A package the order does not have; the number of another of its packages.
    expect(
      (await put(order.id, { trackingNumber: 'NOPE0001', orderPackageNo: 9 })).statusCode,
    ).toBe(404);
    expect(
      (await put(order.id, { trackingNumber: 'second0002', orderPackageNo: 1 })).statusCode,
    ).toBe(409);
  });

  it('flags a tracking number another order carries', async () => {
    const a = await packedOrder();
    const b = await packedOrder();
    await put(a.id, { trackingNumber: 'SHARED0001' });
    const res = await put(b.id, { trackingNumber: 'SHARED0001' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.packages[0].duplicateOf).toEqual([a.id]);
  });

  it('a package before every unit is packed: partially shipped', async () => {
    const order = await orderInProduction(t.db, seller);
    const res = await put(order.id, { trackingNumber: 'EARLY0001' });
    expect(res.json().data.status).toBe('partially_shipped');
  });

  it('sellers cannot; other factories’ staff do not find it; unpaid orders are refused; bad numbers are 400', async () => {
    const order = await packedOrder();
    expect((await put(order.id, { trackingNumber: 'SELLER0001' }, sellerHeaders)).statusCode).toBe(
      403,
    );
    expect(
      (await put(order.id, { trackingNumber: 'EUPACK0001' }, euPackerHeaders)).statusCode,
    ).toBe(404);
    expect((await put(2_000_000, { trackingNumber: 'MISSING001' })).statusCode).toBe(404);
    const unpaid = await createOrder(t.db, seller);
    const refused = await put(unpaid.id, { trackingNumber: 'UNPAID0001' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(shippingMessages.rowNotShippable);
    expect((await put(order.id, { trackingNumber: 'no spaces allowed' })).statusCode).toBe(400);
    expect((await orderOf(order.id)).trackingNumber).toBeNull();
  });

  it('refuses a shipping date outside 2000–2100, as the import does, adding no package', async () => {
    const order = await packedOrder();
    for (const shippedAt of [
      '0001-01-01T00:00:00Z',
      '1970-01-01T00:00:00Z',
      '9999-12-31T23:59:59Z',
    ]) {
      const res = await put(order.id, { trackingNumber: 'OLDDATE0001', shippedAt });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.details).toEqual([
        { path: 'shippedAt', message: shippingMessages.badDate },
      ]);
    }
    expect(await orderOf(order.id)).toMatchObject({ trackingNumber: null, status: 'processing' });
  });
});
