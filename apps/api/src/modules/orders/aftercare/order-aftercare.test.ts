import { orderAftercareMessages as messages, orderMessages } from '@stitchworks/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { testDatabaseUrl } from '../../../../test/db.ts';
import { seedCatalogs } from '../../../../test/factories/catalog.ts';
import { createOrder, testAddress, testItem } from '../../../../test/factories/orders.ts';
import { orderInProduction } from '../../../../test/factories/production.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../../test/factories/users.ts';
import {
  creditLedger,
  inventories,
  inventoryMovements,
  notifications,
  orderItemCosts,
  orderItems,
  orders,
  productionScans,
  transactions,
  userDiscounts,
  users,
} from '../../../db/schema/index.ts';
import { withTransaction } from '../../../lib/transaction.ts';
import { payOrdersInTransaction } from '../../transactions/order-payments.service.ts';

describe('after payment: cancel, refund, update permission', () => {
  let t: TestApp;
  let seller: TestUser;
  let sellerHeaders: Record<string, string>;
  let adminHeaders: Record<string, string>;
  let supporterHeaders: Record<string, string>;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await createSeller(t.db, { creditCents: 500_000 });
    sellerHeaders = await authHeaders(t.app, seller);
    admin = await createUser(t.db, { role: 'admin' });
    adminHeaders = await authHeaders(t.app, admin);
    supporterHeaders = await authHeaders(t.app, await createUser(t.db, { role: 'supporter' }));
  });
  afterAll(() => t.close());

  /** An order of the seller's, paid from the credit through the real payment code. */
  async function paidOrder(owner = seller) {
    const order = await createOrder(t.db, owner);
    await withTransaction(t.db, (tx) =>
      payOrdersInTransaction(tx, {
        sellerId: owner.id,
        orderIds: [order.id],
        method: 'credit',
        actorId: owner.id,
      }),
    );
    return order;
  }
  const orderOf = async (id: number) =>
    (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const creditOf = async (id: number) =>
    (await t.db.select().from(users).where(eq(users.id, id)))[0]!.creditCents;
  const call = (
    method: 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload: object,
  ) => t.app.inject({ method, url, headers, payload });

  it('a seller asks to cancel, staff accept: the amount is back in the credit, the order cancelled', async () => {
    const order = await paidOrder();
    const before = await creditOf(seller.id);
    const asked = await call('POST', '/api/orders/cancel', sellerHeaders, {
      orderId: order.id,
      cancelReason: 'Customer changed their mind',
      amount: order.totalCents / 100,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({
      message: messages.cancelRequested,
      data: { transaction: null },
    });
    expect(await orderOf(order.id)).toMatchObject({
      cancelStatus: 'waiting',
      status: 'processing',
    });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: sellerHeaders,
    });
    expect(detail.json().data).toMatchObject({
      cancelStatus: 'waiting',
      cancelReason: 'Customer changed their mind',
      cancelRequested: order.totalCents / 100,
      refunded: 0,
    });
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, admin.id));
    expect(
      told.some((row) => row.message.includes(`Order #${order.id}: the seller asks to cancel`)),
    ).toBe(true);

    // Asked twice: refused; a seller cannot answer their own request.
    expect(
      (
        await call('POST', '/api/orders/cancel', sellerHeaders, {
          orderId: order.id,
          cancelReason: 'again',
          amount: 1,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await call('PUT', `/api/orders/${order.id}/cancel-request`, sellerHeaders, { accept: true }))
        .statusCode,
    ).toBe(403);

    const accepted = await call('PUT', `/api/orders/${order.id}/cancel-request`, supporterHeaders, {
      accept: true,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: messages.cancelled,
      data: {
        transaction: {
          type: 'refund',
          paymentMethod: 'credit',
          amount: order.totalCents / 100,
          orderIds: [order.id],
        },
      },
    });
    expect(await creditOf(seller.id)).toBe(before + order.totalCents);
    expect(await orderOf(order.id)).toMatchObject({
      status: 'cancelled',
      cancelStatus: 'accepted',
      cancelledCents: order.totalCents,
      refundedCents: order.totalCents,
    });
    const sellerTold = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, seller.id));
    expect(sellerTold.map((row) => row.type)).toEqual(expect.arrayContaining([8, 9]));
    // Nothing is left to give back.
    expect(
      (await call('POST', `/api/orders/${order.id}/refund`, adminHeaders, { amount: 1 })).json()
        .error.message,
    ).toBe(messages.nothingToRefund);
  });

  it('tells of a cancel request only the staff who work orders of its factory', async () => {
    const euSupporter = await createUser(t.db, { role: 'supporter', factories: ['eu1'] });
    const vnManager = await createUser(t.db, { role: 'manager', factories: ['vn1'] });
    const order = await paidOrder();
    const asked = await call('POST', '/api/orders/cancel', sellerHeaders, {
      orderId: order.id,
      cancelReason: 'Wrong size',
      amount: 1,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const toldOf = async (userId: number) =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
        (row) => row.message.startsWith(`Order #${order.id}: the seller asks to cancel`),
      ).length;
    expect(await toldOf(vnManager.id)).toBe(1);
    expect(await toldOf(admin.id)).toBe(1);
    // A vn1 order is not theirs to see: no word of it, not even its amount.
    expect(await toldOf(euSupporter.id)).toBe(0);
  });

  it('the changelog of a cancel says what changed: the reason, the answered request, the amount asked before', async () => {
    const revisionsOf = async (id: number) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/orders/${id}/revisions`,
          headers: adminHeaders,
        })
      ).json().data.rows as { action: string; changes: { field: string }[] }[];
    const changesOf = async (id: number, action: string) =>
      (await revisionsOf(id)).find((row) => row.action === action)?.changes;

    // A created order cancelled is archived, with the reason given.
    const created = await createOrder(t.db, seller);
    await call('POST', '/api/orders/cancel', sellerHeaders, {
      orderId: created.id,
      cancelReason: 'Typo in the name',
      amount: 0,
    });
    expect(await changesOf(created.id, 'archived')).toContainEqual({
      field: 'cancelReason',
      before: null,
      after: 'Typo in the name',
    });

    // Staff cancel at once: the reason is in the changelog, not only in the audit trail.
    const direct = await paidOrder();
    await call('POST', '/api/orders/cancel', adminHeaders, {
      orderId: direct.id,
      cancelReason: 'Blank out of stock',
      amount: 0,
    });
    expect(await changesOf(direct.id, 'cancelled')).toContainEqual({
      field: 'cancelReason',
      before: null,
      after: 'Blank out of stock',
    });

    // A second request after a refusal: the amount asked before is the before value.
    const asked = await paidOrder();
    await call('POST', '/api/orders/cancel', sellerHeaders, {
      orderId: asked.id,
      cancelReason: 'Late',
      amount: 1,
    });
    await call('PUT', `/api/orders/${asked.id}/cancel-request`, adminHeaders, { accept: false });
    await call('POST', '/api/orders/cancel', sellerHeaders, {
      orderId: asked.id,
      cancelReason: 'Still late',
      amount: 2,
    });
    const requests = (await revisionsOf(asked.id)).filter(
      (row) => row.action === 'cancel-requested',
    );
    expect(requests.map((row) => row.changes)).toContainEqual(
      expect.arrayContaining([{ field: 'cancelRequested', before: 1, after: 2 }]),
    );

    // Accepting the request: the request's answer is recorded with the cancel.
    await call('PUT', `/api/orders/${asked.id}/cancel-request`, adminHeaders, { accept: true });
    expect(await changesOf(asked.id, 'cancelled')).toContainEqual({
      field: 'cancelStatus',
      before: 'waiting',
      after: 'accepted',
    });
  });

  it('staff refuse a cancel request: nothing moves, the seller is told', async () => {
    const order = await paidOrder();
    const before = await creditOf(seller.id);
    await call('POST', '/api/orders/cancel', sellerHeaders, {
      orderId: order.id,
      cancelReason: 'Late',
      amount: 1,
    });
    const refused = await call('PUT', `/api/orders/${order.id}/cancel-request`, adminHeaders, {
      accept: false,
      note: 'Already embroidered',
    });
    expect(refused.json()).toMatchObject({ message: messages.cancelRefused });
    expect(await orderOf(order.id)).toMatchObject({
      status: 'processing',
      cancelStatus: 'refused',
    });
    expect(await creditOf(seller.id)).toBe(before);
    expect(
      (await call('PUT', `/api/orders/${order.id}/cancel-request`, adminHeaders, { accept: false }))
        .statusCode,
    ).toBe(409);
  });

  it('staff cancel directly; packed and shipped orders cannot be cancelled; a created one is archived', async () => {
    const order = await paidOrder();
    const half = Math.floor(order.totalCents / 2) / 100;
    const res = await call('POST', '/api/orders/cancel', adminHeaders, {
      orderId: order.id,
      cancelReason: 'Out of stock',
      amount: half,
    });
    expect(res.json()).toMatchObject({
      message: messages.cancelled,
      data: { transaction: { amount: half } },
    });
    expect(res.json().data.transaction.note).toBe(`Order #${order.id} cancelled: Out of stock`);
    expect(await orderOf(order.id)).toMatchObject({
      status: 'cancelled',
      cancelledCents: Math.round(half * 100),
    });

    const packed = await paidOrder();
    await t.db.update(orders).set({ productionStatus: 2 }).where(eq(orders.id, packed.id));
    const late = await call('POST', '/api/orders/cancel', sellerHeaders, {
      orderId: packed.id,
      cancelReason: 'x',
      amount: 0,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(messages.notCancellable);

    const created = await createOrder(t.db, seller);
    const archived = await call('POST', '/api/orders/cancel', sellerHeaders, {
      orderId: created.id,
      cancelReason: 'Typo',
      amount: 0,
    });
    expect(archived.json().message).toBe(messages.cancelled);
    expect((await orderOf(created.id)).archivedAt).toBeInstanceOf(Date);
  });

  it('cancels a paid order a discount made free, with nothing to give back', async () => {
    const lucky = await createSeller(t.db, { creditCents: 0 });
    await t.db.insert(userDiscounts).values({
      userId: lucky.id,
      amountCents: 1_000_000,
      expiredAt: new Date(Date.now() + 86_400_000),
    });
    const asked = await paidOrder(lucky);
    expect(asked.totalCents).toBe(0);
    const request = await call('POST', '/api/orders/cancel', await authHeaders(t.app, lucky), {
      orderId: asked.id,
      cancelReason: 'Ordered by mistake',
      amount: 0,
    });
    expect(request.statusCode, request.body).toBe(200);
    expect(request.json().message).toBe(messages.cancelRequested);
    const direct = await paidOrder(lucky);
    const res = await call('POST', '/api/orders/cancel', supporterHeaders, {
      orderId: direct.id,
      cancelReason: 'Duplicate',
      amount: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: messages.cancelled, data: { transaction: null } });
    expect(await orderOf(direct.id)).toMatchObject({ status: 'cancelled', refundedCents: 0 });
    expect(await creditOf(lucky.id)).toBe(0);
  });

  it('reads a cancel amount sent as text as the other amounts are read: a plain decimal only', async () => {
    const order = await paidOrder();
    const before = await creditOf(seller.id);
    for (const amount of ['1e0', '0x1', 'Infinity']) {
      const refused = await call('POST', '/api/orders/cancel', adminHeaders, {
        orderId: order.id,
        cancelReason: 'Out of stock',
        amount,
      });
      expect(refused.statusCode, amount).toBe(400);
      expect(refused.json().error.details).toEqual([
        { path: 'amount', message: 'This field must a double' },
      ]);
    }
    const res = await call('POST', '/api/orders/cancel', adminHeaders, {
      orderId: order.id,
      cancelReason: 'Out of stock',
      amount: ' 1.50 ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderOf(order.id)).toMatchObject({ status: 'cancelled', refundedCents: 150 });
    expect(await creditOf(seller.id)).toBe(before + 150);
  });

  it('refuses bad cancel input and other sellers’ orders, changing nothing', async () => {
    const order = await paidOrder();
    const other = await createSeller(t.db);
    const otherHeaders = await authHeaders(t.app, other);
    const cases: [object, Record<string, string>, number][] = [
      [{ orderId: order.id, cancelReason: 'x', amount: -1 }, sellerHeaders, 400],
      [{ orderId: order.id, cancelReason: 'x', amount: 1.005 }, sellerHeaders, 400],
      [{ orderId: order.id, cancelReason: 'x', amount: 'ten' }, sellerHeaders, 400],
      [{ orderId: order.id, cancelReason: '', amount: 1 }, sellerHeaders, 400],
      [{ orderId: order.id, amount: 1 }, sellerHeaders, 400],
      [
        { orderId: order.id, cancelReason: 'x', amount: order.totalCents / 100 + 1 },
        sellerHeaders,
        400,
      ],
      [{ orderId: order.id, cancelReason: 'x', amount: 1 }, otherHeaders, 404],
      [{ orderId: 2_000_000_000, cancelReason: 'x', amount: 1 }, sellerHeaders, 404],
    ];
    for (const [payload, headers, status] of cases) {
      expect(
        (await call('POST', '/api/orders/cancel', headers, payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(status);
    }
    expect(await orderOf(order.id)).toMatchObject({ status: 'processing', cancelStatus: null });
  });

  it('refuses to cancel or take an update request of an order already cancelled or refunded, saying so', async () => {
    const cancelled = await paidOrder();
    expect(
      (
        await call('POST', '/api/orders/cancel', supporterHeaders, {
          orderId: cancelled.id,
          cancelReason: 'Duplicate',
          amount: 0,
        })
      ).statusCode,
    ).toBe(200);
    const refunded = await paidOrder();
    expect(
      (
        await call('POST', `/api/orders/${refunded.id}/refund`, adminHeaders, {
          amount: refunded.totalCents / 100,
        })
      ).statusCode,
    ).toBe(200);
    for (const order of [cancelled, refunded]) {
      const before = await orderOf(order.id);
      const cancel = await call('POST', '/api/orders/cancel', supporterHeaders, {
        orderId: order.id,
        cancelReason: 'Again',
        amount: 0,
      });
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json().error.message).toBe(messages.ended);
      const update = await call(
        'POST',
        `/api/orders/${order.id}/update-request`,
        sellerHeaders,
        {},
      );
      expect(update.statusCode).toBe(409);
      expect(update.json().error.message).toBe(messages.ended);
      expect(await orderOf(order.id)).toEqual(before);
    }
  });

  it('an admin refunds in parts, never past what was paid; the whole refunded order is refunded', async () => {
    const order = await paidOrder();
    const before = await creditOf(seller.id);
    const part = 1;
    const first = await call('POST', `/api/orders/${order.id}/refund`, adminHeaders, {
      amount: part,
      note: 'Thread colour',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: messages.refunded,
      data: { transaction: { type: 'refund', amount: part } },
    });
    const tooMuch = await call('POST', `/api/orders/${order.id}/refund`, adminHeaders, {
      amount: order.totalCents / 100,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.message).toBe(messages.tooMuch);
    const rest = (order.totalCents - 100) / 100;
    expect(
      (await call('POST', `/api/orders/${order.id}/refund`, adminHeaders, { amount: rest }))
        .statusCode,
    ).toBe(200);
    expect(await orderOf(order.id)).toMatchObject({
      status: 'refunded',
      refundedCents: order.totalCents,
    });
    expect(await creditOf(seller.id)).toBe(before + order.totalCents);
    const refunds = await t.db.select().from(transactions).where(eq(transactions.type, 'refund'));
    expect(refunds.filter((row) => row.orderIds.includes(order.id))).toHaveLength(2);
    expect(
      refunds
        .filter((row) => row.orderIds.includes(order.id))
        .map((row) => row.note)
        .sort(),
    ).toEqual([`Refund of order #${order.id}`, 'Thread colour']);
    // Only admins refund; an unpaid order has nothing to refund; zero and fractions are refused.
    expect(
      (await call('POST', `/api/orders/${order.id}/refund`, supporterHeaders, { amount: 1 }))
        .statusCode,
    ).toBe(403);
    const unpaid = await createOrder(t.db, seller);
    expect(
      (await call('POST', `/api/orders/${unpaid.id}/refund`, adminHeaders, { amount: 1 })).json()
        .error.message,
    ).toBe(messages.notPaid);
    expect(
      (await call('POST', `/api/orders/${unpaid.id}/refund`, adminHeaders, { amount: 0 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', `/api/orders/${unpaid.id}/refund`, adminHeaders, { amount: 0.001 }))
        .statusCode,
    ).toBe(400);
  });

  it('a seller asks to update a paid order, staff allow it, one edit that keeps the price goes through', async () => {
    const order = await paidOrder();
    const edit = (headers: Record<string, string>, city: string, quantity = 1) =>
      call('PUT', `/api/orders/${order.id}`, headers, {
        address: { ...testAddress, city },
        sellerOrderId: order.sellerOrderId,
        items: [{ ...testItem, quantity }],
      });
    expect((await edit(sellerHeaders, 'Brooklyn')).json().error.message).toBe(
      orderMessages.notEditable,
    );

    const asked = await call('POST', `/api/orders/${order.id}/update-request`, sellerHeaders, {
      note: 'New apartment',
    });
    expect(asked.json().message).toBe(messages.updateRequested);
    expect((await orderOf(order.id)).updateFlag).toBe(1);
    expect(
      (await call('POST', `/api/orders/${order.id}/update-request`, sellerHeaders, {})).statusCode,
    ).toBe(409);

    const allowed = await call(
      'PUT',
      `/api/orders/${order.id}/update-permission`,
      supporterHeaders,
      { allow: true },
    );
    expect(allowed.json().message).toBe(messages.updateAllowed);
    expect((await orderOf(order.id)).updateFlag).toBe(2);
    const sellerTold = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, seller.id));
    expect(sellerTold.some((row) => row.type === 6 && row.message.includes(`#${order.id}`))).toBe(
      true,
    );

    // A change of price is refused; one that keeps it is saved and uses the permission up.
    expect((await edit(sellerHeaders, 'Brooklyn', 3)).json().error.message).toBe(
      messages.updatePriceChanged,
    );
    const saved = await edit(sellerHeaders, 'Brooklyn');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await orderOf(order.id)).toMatchObject({
      updateFlag: null,
      status: 'processing',
      totalCents: order.totalCents,
    });
    expect((await orderOf(order.id)).address.city).toBe('Brooklyn');
    expect((await edit(sellerHeaders, 'Queens')).statusCode).toBe(409);

    // Denied: flag 3, and the seller may ask again.
    await call('POST', `/api/orders/${order.id}/update-request`, sellerHeaders, {});
    const denied = await call('PUT', `/api/orders/${order.id}/update-permission`, adminHeaders, {
      allow: false,
    });
    expect(denied.json().message).toBe(messages.updateDenied);
    expect((await orderOf(order.id)).updateFlag).toBe(3);
    expect(
      (
        await call('PUT', `/api/orders/${order.id}/update-permission`, adminHeaders, {
          allow: true,
        })
      ).statusCode,
    ).toBe(409);
    const created = await createOrder(t.db, seller);
    expect(
      (await call('POST', `/api/orders/${created.id}/update-request`, sellerHeaders, {})).json()
        .error.message,
    ).toBe(messages.updateNotNeeded);
  });

  it('the one allowed update of an order in production keeps its items: scans, costs charged and label links stay', async () => {
    const order = await orderInProduction(t.db, seller);
    const itemId = order.items[0]!.id;
    const producerHeaders = await authHeaders(t.app, await createUser(t.db, { role: 'producer' }));
    const scan = await call('POST', `/api/order_items/${itemId}/scans`, producerHeaders, {
      unit: 1,
      step: 'embroidered',
    });
    expect(scan.statusCode, scan.body).toBe(200);
    const cost = await call('POST', '/api/order_items/extra_cost', adminHeaders, {
      orderItemId: itemId,
      amount: 2,
      reason: 'Rush',
    });
    expect(cost.statusCode, cost.body).toBe(200);
    await call('POST', `/api/orders/${order.id}/update-request`, sellerHeaders, {});
    await call('PUT', `/api/orders/${order.id}/update-permission`, adminHeaders, { allow: true });
    const saved = await call('PUT', `/api/orders/${order.id}`, sellerHeaders, {
      address: { ...testAddress, city: 'Brooklyn' },
      sellerOrderId: order.sellerOrderId,
      items: [{ ...testItem, color: 'White' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items).toEqual([expect.objectContaining({ id: itemId, color: 'White' })]);
    expect(
      await t.db.select().from(productionScans).where(eq(productionScans.orderItemId, itemId)),
    ).toHaveLength(1);
    expect(
      await t.db.select().from(orderItemCosts).where(eq(orderItemCosts.orderItemId, itemId)),
    ).toEqual([expect.objectContaining({ amountCents: 200, reason: 'Rush' })]);
  });

  it('an allowed update may not take away work of the floor: a row or unit scanned or charged is refused, and nothing changes', async () => {
    await seedCatalogs(t.db);
    await t.db.insert(inventories).values(
      ['Red', 'Sand'].map((color) => ({
        factory: 'vn1' as const,
        catalogId: 7,
        color,
        size: 'l',
        quantity: 50,
      })),
    );
    const rows = (red: number, sand?: number) => [
      { ...testItem, color: 'Red', size: 'l', quantity: red },
      ...(sand ? [{ ...testItem, color: 'Sand', size: 'l', quantity: sand }] : []),
    ];
    const producerHeaders = await authHeaders(t.app, await createUser(t.db, { role: 'producer' }));
    const scan = async (itemId: number, unit: number) => {
      const res = await call('POST', `/api/order_items/${itemId}/scans`, producerHeaders, {
        unit,
        step: 'embroidered',
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    /** An order in production whose seller staff allowed one update. */
    async function allowedOrder(red: number, sand: number) {
      const order = await orderInProduction(t.db, seller, { items: rows(red, sand) });
      await call('POST', `/api/orders/${order.id}/update-request`, sellerHeaders, {});
      await call('PUT', `/api/orders/${order.id}/update-permission`, adminHeaders, { allow: true });
      return order;
    }
    const update = (order: { id: number; sellerOrderId: string }, items: object[]) =>
      call('PUT', `/api/orders/${order.id}`, sellerHeaders, {
        address: { ...testAddress, city: 'Brooklyn' },
        sellerOrderId: order.sellerOrderId,
        items,
      });
    /** Everything the update could write: the order, its rows, their work and the stock. */
    const stateOf = async (orderId: number) => ({
      order: await orderOf(orderId),
      items: await t.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(orderItems.id),
      scans: await t.db.select().from(productionScans).where(eq(productionScans.orderId, orderId)),
      costs: await t.db.select().from(orderItemCosts).where(eq(orderItemCosts.orderId, orderId)),
      movements: await t.db
        .select()
        .from(inventoryMovements)
        .where(eq(inventoryMovements.orderId, orderId))
        .orderBy(inventoryMovements.id),
      stock: await t.db.select().from(inventories).orderBy(inventories.id),
    });
    async function expectRefused(order: { id: number; sellerOrderId: string }, items: object[]) {
      const before = await stateOf(order.id);
      expect(before.movements.length).toBeGreaterThan(0);
      const res = await update(order, items);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toBe(messages.updateRemovesWork);
      expect(await stateOf(order.id)).toEqual(before);
      expect(before.order.updateFlag).toBe(2);
    }

    // A scanned row cannot be removed; the permission stays for an update that keeps it.
    const scanned = await allowedOrder(1, 1);
    await scan(scanned.items[1]!.id, 1);
    await expectRefused(scanned, rows(2));
    const kept = await update(scanned, rows(1, 1));
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await orderOf(scanned.id)).updateFlag).toBeNull();

    // Nor a row a cost was charged on.
    const charged = await allowedOrder(1, 1);
    const cost = await call('POST', '/api/order_items/extra_cost', adminHeaders, {
      orderItemId: charged.items[1]!.id,
      amount: 2,
      reason: 'Rush',
    });
    expect(cost.statusCode, cost.body).toBe(200);
    await expectRefused(charged, rows(2));

    // Nor a scanned unit past a row's new quantity; a unit before it stays and may be kept.
    const lastUnit = await allowedOrder(1, 2);
    await scan(lastUnit.items[1]!.id, 2);
    await expectRefused(lastUnit, rows(2, 1));
    const firstUnit = await allowedOrder(1, 2);
    await scan(firstUnit.items[1]!.id, 1);
    expect((await update(firstUnit, rows(2, 1))).statusCode).toBe(200);

    // A row without work goes, even when another row of the order has some.
    const other = await allowedOrder(1, 1);
    await scan(other.items[0]!.id, 1);
    const removed = await update(other, rows(2));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await t.db.select().from(orderItems).where(eq(orderItems.orderId, other.id))).toEqual([
      expect.objectContaining({ id: other.items[0]!.id, quantity: 2 }),
    ]);
  });

  it('an allowed update that names its rows changes those rows: the first row taken out does not hand its place to the second', async () => {
    const producerHeaders = await authHeaders(t.app, await createUser(t.db, { role: 'producer' }));
    const row = (color: string, quantity = 1) => ({ ...testItem, color, size: 'l', quantity });
    const order = await orderInProduction(t.db, seller, {
      items: [row('Red', 2), row('Sand')],
    });
    await call('POST', `/api/orders/${order.id}/update-request`, sellerHeaders, {});
    await call('PUT', `/api/orders/${order.id}/update-permission`, adminHeaders, { allow: true });
    const [red, sand] = [order.items[0]!, order.items[1]!];
    const scanned = await call('POST', `/api/order_items/${sand.id}/scans`, producerHeaders, {
      unit: 1,
      step: 'embroidered',
    });
    expect(scanned.statusCode, scanned.body).toBe(200);
    const update = (items: object[]) =>
      call('PUT', `/api/orders/${order.id}`, sellerHeaders, {
        address: testAddress,
        sellerOrderId: order.sellerOrderId,
        items,
      });

    // A row of another order, or one named twice, is not one of this order's rows.
    const foreign = (await createOrder(t.db, seller)).items[0]!.id;
    for (const [items, index] of [
      [
        [
          { ...row('Red', 2), id: red.id },
          { ...row('Sand'), id: foreign },
        ],
        1,
      ],
      [
        [
          { ...row('Red', 2), id: red.id },
          { ...row('Sand'), id: red.id },
        ],
        1,
      ],
    ] as const) {
      const refused = await update([...items]);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error.details).toEqual([
        { path: `items.${index}.id`, message: messages.itemNotInOrder },
      ]);
    }
    expect((await orderOf(order.id)).updateFlag).toBe(2);

    // The red row taken out, the sand row (with its scan) kept and moved up, a new row added.
    const res = await update([
      { ...row('Sand'), id: sand.id },
      { ...row('Red'), quantity: 2 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(orderItems.position);
    expect(rows.map((item) => [item.color, item.position, item.id === sand.id])).toEqual([
      ['Sand', 0, true],
      ['Red', 1, false],
    ]);
    expect(rows.some((item) => item.id === red.id)).toBe(false);
    const scans = await t.db
      .select()
      .from(productionScans)
      .where(eq(productionScans.orderId, order.id));
    expect(scans.map((scan) => scan.orderItemId)).toEqual([sand.id]);
  });

  it.runIf(testDatabaseUrl)(
    'two refunds racing on one order never give back more than was paid',
    async () => {
      for (let round = 0; round < 3; round += 1) {
        const order = await paidOrder();
        const amount = (order.totalCents - 1) / 100;
        const answers = await Promise.all(
          [0, 1, 2].map(() =>
            call('POST', `/api/orders/${order.id}/refund`, adminHeaders, { amount }),
          ),
        );
        expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400, 400]);
        expect((await orderOf(order.id)).refundedCents).toBe(order.totalCents - 1);
        const ledger = await t.db
          .select()
          .from(creditLedger)
          .where(eq(creditLedger.userId, seller.id));
        const sum = ledger.reduce((total, row) => total + row.deltaCents, 0);
        expect(sum).toBe((await creditOf(seller.id)) - 500_000);
      }
    },
  );
});
