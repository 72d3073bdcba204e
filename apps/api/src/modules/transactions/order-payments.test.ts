import { orderMessages, orderPaymentMessages, transactionNotes } from '@stitchworks/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createOrder } from '../../../test/factories/orders.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../test/factories/users.ts';
import {
  auditLog,
  creditLedger,
  notifications,
  orderRevisions,
  orders,
  transactions,
  userDiscounts,
  users,
} from '../../db/schema/index.ts';
import { sweepPendingOrderPayments } from './order-payments.service.ts';
import type { Wallet, WalletCapture } from './wallet/wallet.ts';

/** A wallet whose next capture answer the test chooses (the sandbox always captures). */
function scriptedWallet() {
  const state: { capture: WalletCapture; failCreate: boolean; captures: number } = {
    capture: { status: 'not_approved' },
    failCreate: false,
    captures: 0,
  };
  let next = 0;
  const wallet: Wallet = {
    provider: 'paypal',
    sandbox: false,
    createOrder: async ({ returnUrl }) => {
      if (state.failCreate) {
        const { WalletUnavailableError } = await import('./wallet/wallet.ts');
        throw new WalletUnavailableError('down');
      }
      next += 1;
      return {
        providerOrderId: `PP-${next}`,
        approveUrl: `https://paypal.test/approve?r=${returnUrl}`,
      };
    },
    resumeUrl: async ({ providerOrderId }) =>
      `https://paypal.test/approve?token=${providerOrderId}`,
    captureOrder: async () => {
      state.captures += 1;
      return state.capture;
    },
  };
  return { wallet, state };
}

describe('paying for orders', () => {
  let t: TestApp;
  let seller: TestUser;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://portal.example.test' });
    seller = await createSeller(t.db, { creditCents: 100_000 });
    headers = await authHeaders(t.app, seller);
  });
  afterAll(() => t.close());

  const pay = (payload: object, as = headers, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers: { ...as, ...extra },
      payload,
    });
  const creditOf = async (userId: number) =>
    (await t.db.select().from(users).where(eq(users.id, userId)))[0]!.creditCents;
  const orderRows = (ids: number[]) =>
    t.db.select().from(orders).where(inArray(orders.id, ids)).orderBy(orders.id);

  it('pays two orders from the credit in one transaction: ledger, statuses, revisions, audit', async () => {
    const a = await createOrder(t.db, seller);
    const b = await createOrder(t.db, seller);
    const before = await creditOf(seller.id);
    const res = await pay({
      type: 'payment',
      paymentMethod: 'credit',
      orderIds: [b.id, a.id],
      note: 'week 47',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe('Create transaction successfully');
    const total = a.totalCents + b.totalCents;
    expect(data.approveUrl).toBeNull();
    expect(data.transaction).toMatchObject({
      type: 'payment',
      paymentMethod: 'credit',
      status: 'completed',
      amount: total / 100,
      orderIds: [a.id, b.id],
      note: 'week 47',
      balanceAfter: (before - total) / 100,
    });
    expect(await creditOf(seller.id)).toBe(before - total);
    const paid = await orderRows([a.id, b.id]);
    for (const order of paid) {
      expect(order).toMatchObject({
        status: 'processing',
        productionStatus: 0,
        paymentTransactionId: data.transaction.id,
      });
      expect(order.paidAt).toBeInstanceOf(Date);
    }
    const ledger = await t.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.transactionId, data.transaction.id));
    expect(ledger).toEqual([expect.objectContaining({ deltaCents: -total })]);
    const revisions = await t.db
      .select()
      .from(orderRevisions)
      .where(inArray(orderRevisions.orderId, [a.id, b.id]));
    expect(revisions.filter((row) => row.action === 'paid')).toHaveLength(2);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(data.transaction.id)));
    expect(audited.map((row) => row.action)).toContain('order.payment');

    // Paid once: again is refused with the spec's message, and nothing moves.
    const again = await pay({ type: 'payment', paymentMethod: 'credit', orderIds: [a.id] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(orderMessages.alreadyPaid);
    expect(await creditOf(seller.id)).toBe(before - total);
  });

  it('refuses a payment the credit does not cover and changes nothing', async () => {
    const poor = await createSeller(t.db, { creditCents: 100 });
    const order = await createOrder(t.db, poor);
    const res = await pay(
      { type: 'payment', paymentMethod: 'credit', orderIds: [order.id] },
      await authHeaders(t.app, poor),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(orderPaymentMessages.notEnoughCredit);
    expect(await creditOf(poor.id)).toBe(100);
    expect((await orderRows([order.id]))[0]).toMatchObject({ status: 'created', paidAt: null });
    expect(await t.db.select().from(transactions).where(eq(transactions.userId, poor.id))).toEqual(
      [],
    );
  });

  it('refuses bad input with the spec’s messages, writing nothing', async () => {
    const order = await createOrder(t.db, seller);
    const other = await createSeller(t.db, { creditCents: 100_000 });
    const foreign = await createOrder(t.db, other);
    const unverified = await createOrder(t.db, seller, {
      address: {
        firstName: 'No',
        lastName: 'Where',
        address1: '1 Main St',
        city: 'Springfield',
        state: 'NY',
        zip: '90210',
        country: 'US',
      },
    });
    const archived = await createOrder(t.db, seller);
    await t.db.update(orders).set({ archivedAt: new Date() }).where(eq(orders.id, archived.id));
    const before = await creditOf(seller.id);
    const cases: [object, number, string][] = [
      [{ type: 'payment', paymentMethod: 'credit' }, 400, orderMessages.noOrderSelected],
      [
        { type: 'payment', paymentMethod: 'credit', orderIds: [] },
        400,
        orderMessages.noOrderSelected,
      ],
      [
        { type: 'payment', paymentMethod: 'credit', orderIds: [order.id, order.id] },
        400,
        orderPaymentMessages.duplicate,
      ],
      [
        { type: 'payment', paymentMethod: 'credit', orderIds: ['x'] },
        400,
        'This field must a numeric',
      ],
      [
        { type: 'payment', paymentMethod: 'credit', orderIds: [1.5] },
        400,
        'This field must a numeric',
      ],
      [{ type: 'payment', paymentMethod: 'credit', orderIds: [-3] }, 400, ''],
      [
        { type: 'payment', paymentMethod: 'cash', orderIds: [order.id] },
        400,
        'This field is required',
      ],
      [{ type: 'payment', orderIds: [order.id] }, 400, 'This field is required'],
      [
        {
          type: 'payment',
          paymentMethod: 'credit',
          orderIds: Array.from({ length: 201 }, (_, i) => i + 1),
        },
        400,
        orderPaymentMessages.tooMany,
      ],
      [
        { type: 'payment', paymentMethod: 'credit', orderIds: [order.id, foreign.id] },
        404,
        'Order not found',
      ],
      [
        { type: 'payment', paymentMethod: 'credit', orderIds: [order.id, 2_000_000_000] },
        404,
        'Order not found',
      ],
      [
        { type: 'payment', paymentMethod: 'credit', orderIds: [order.id, unverified.id] },
        400,
        orderMessages.unverifiedAddress,
      ],
      [
        { type: 'payment', paymentMethod: 'credit', orderIds: [archived.id] },
        400,
        orderPaymentMessages.notPayable,
      ],
    ];
    for (const [payload, status, message] of cases) {
      const res = await pay(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      const body = res.json().error;
      const messages = [
        body.message,
        ...(body.details ?? []).map((d: { message: string }) => d.message),
      ];
      expect(messages.join(' | '), JSON.stringify(payload)).toContain(message);
    }
    expect(await creditOf(seller.id)).toBe(before);
    expect((await orderRows([order.id, foreign.id]))[0]?.status).toBe('created');
    expect((await orderRows([foreign.id]))[0]?.status).toBe('created');
  });

  it('lets only sellers pay, and only with a bearer of their own', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const order = await createOrder(t.db, seller);
    const res = await pay(
      { type: 'payment', paymentMethod: 'credit', orderIds: [order.id] },
      await authHeaders(t.app, admin),
    );
    expect(res.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/transactions', payload: {} })).statusCode,
    ).toBe(401);
  });

  it('pays orders a discount makes free without moving the credit, from either method', async () => {
    const lucky = await createSeller(t.db, { creditCents: 500 });
    await t.db.insert(userDiscounts).values({
      userId: lucky.id,
      amountCents: 1_000_000,
      expiredAt: new Date(Date.now() + 86_400_000),
    });
    const luckyHeaders = await authHeaders(t.app, lucky);
    for (const paymentMethod of ['credit', 'paypal'] as const) {
      const order = await createOrder(t.db, lucky);
      expect(order.totalCents).toBe(0);
      const res = await pay({ type: 'payment', paymentMethod, orderIds: [order.id] }, luckyHeaders);
      expect(res.statusCode, res.body).toBe(201);
      const { transaction, approveUrl } = res.json().data;
      expect(approveUrl).toBeNull();
      expect(transaction).toMatchObject({ type: 'payment', status: 'completed', amount: 0 });
      expect((await orderRows([order.id]))[0]).toMatchObject({
        status: 'processing',
        paymentTransactionId: transaction.id,
      });
      expect(
        await t.db.select().from(creditLedger).where(eq(creditLedger.userId, lucky.id)),
      ).toEqual([]);
    }
    expect(await creditOf(lucky.id)).toBe(500);
  });

  it('answers a replayed Idempotency-Key with the first answer and pays once', async () => {
    const order = await createOrder(t.db, seller);
    const before = await creditOf(seller.id);
    const payload = { type: 'payment', paymentMethod: 'credit', orderIds: [order.id] };
    const key = { 'idempotency-key': `pay-${order.id}` };
    const first = await pay(payload, headers, key);
    const second = await pay(payload, headers, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await creditOf(seller.id)).toBe(before - order.totalCents);
    const other = await pay({ ...payload, note: 'changed' }, headers, key);
    expect(other.statusCode).toBe(422);
  });

  it('lists the orders the payment page shows, with the total, the credit and the wallet', async () => {
    const buyer = await createSeller(t.db, { creditCents: 5_000 });
    const buyerHeaders = await authHeaders(t.app, buyer);
    const a = await createOrder(t.db, buyer);
    const b = await createOrder(t.db, buyer);
    const foreign = await createOrder(t.db, seller);
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/orders/payable',
      headers: buyerHeaders,
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toMatchObject({
      total: (a.totalCents + b.totalCents) / 100,
      credit: 50,
      wallet: { provider: 'paypal', sandbox: true },
    });
    expect(all.json().data.orders.map((o: { id: number }) => o.id)).toEqual([a.id, b.id]);
    const chosen = await t.app.inject({
      method: 'GET',
      url: `/api/orders/payable?ids=${b.id},${foreign.id}`,
      headers: buyerHeaders,
    });
    expect(chosen.json().data.orders.map((o: { id: number }) => o.id)).toEqual([b.id]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/orders/payable?ids=1,x',
      headers: buyerHeaders,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('paying for orders at the online wallet', () => {
  let t: TestApp;
  let seller: TestUser;
  let headers: Record<string, string>;
  const scripted = scriptedWallet();

  beforeAll(async () => {
    t = await createTestApp(
      { publicUrl: 'https://portal.example.test' },
      { wallet: scripted.wallet },
    );
    seller = await createSeller(t.db, { creditCents: 1_000 });
    headers = await authHeaders(t.app, seller);
  });
  afterAll(() => t.close());

  const start = async (orderIds: number[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers,
      payload: { type: 'payment', paymentMethod: 'paypal', orderIds },
    });
    return res;
  };
  const act = (id: number, action: 'validate' | 'cancel' | 'approve' | 'reject', as = headers) =>
    t.app.inject({
      method: action === 'approve' || action === 'reject' ? 'PUT' : 'POST',
      url: `/api/transactions/${id}/${action}`,
      headers: as,
    });
  const statusOf = async (id: number) =>
    (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;

  it('holds the orders while the payer approves, then pays them once on validation', async () => {
    const a = await createOrder(t.db, seller);
    const b = await createOrder(t.db, seller);
    const res = await start([a.id, b.id]);
    expect(res.statusCode, res.body).toBe(201);
    const { transaction, approveUrl, sandbox } = res.json().data;
    expect(transaction).toMatchObject({
      status: 'pending',
      paymentMethod: 'paypal',
      type: 'payment',
    });
    expect(approveUrl).toContain(
      `https://portal.example.test/order/transaction-success?transactionId=${transaction.id}`,
    );
    expect(sandbox).toBe(false);
    expect(await statusOf(a.id)).toBe('pending_payment');
    // Another payment of a held order is refused.
    expect((await start([a.id])).statusCode).toBe(409);

    scripted.state.capture = { status: 'not_approved' };
    const waiting = await act(transaction.id, 'validate');
    expect(waiting.json()).toMatchObject({ message: orderPaymentMessages.pending });

    scripted.state.capture = {
      status: 'completed',
      captureId: 'CAP-1',
      amountCents: a.totalCents + b.totalCents,
      currency: 'USD',
    };
    const done = await act(transaction.id, 'validate');
    expect(done.json()).toMatchObject({
      message: orderPaymentMessages.paid,
      data: { status: 'completed' },
    });
    expect(await statusOf(a.id)).toBe('processing');
    expect(await statusOf(b.id)).toBe('processing');
    const captures = scripted.state.captures;
    const again = await act(transaction.id, 'validate');
    expect(again.json().data.status).toBe('completed');
    expect(scripted.state.captures).toBe(captures);
    // The wallet paid: the credit did not move.
    expect((await t.db.select().from(users).where(eq(users.id, seller.id)))[0]!.creditCents).toBe(
      1_000,
    );
  });

  it('sends a payer who left half-way back to the wallet; a settled payment cannot resume', async () => {
    const order = await createOrder(t.db, seller);
    const { transaction } = (await start([order.id])).json().data;
    const resumed = await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${transaction.id}/resume`,
      headers,
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().data.approveUrl).toMatch(/^https:\/\/paypal\.test\/approve\?token=PP-/);
    const other = await authHeaders(t.app, await createSeller(t.db));
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/transactions/${transaction.id}/resume`,
          headers: other,
        })
      ).statusCode,
    ).toBe(404);
    await act(transaction.id, 'cancel');
    const ended = await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${transaction.id}/resume`,
      headers,
    });
    expect(ended.statusCode).toBe(400);
    expect(ended.json().error.message).toBe(
      'This payment can no longer be finished at the wallet: cancel it and start again',
    );
  });

  it('gives the orders back when the payer cancels, the wallet declines or cannot open', async () => {
    const order = await createOrder(t.db, seller);
    const cancelled = (await start([order.id])).json().data.transaction;
    const res = await act(cancelled.id, 'cancel');
    expect(res.json()).toMatchObject({
      message: orderPaymentMessages.cancelled,
      data: { status: 'cancelled' },
    });
    expect(await statusOf(order.id)).toBe('created');

    const declined = (await start([order.id])).json().data.transaction;
    scripted.state.capture = { status: 'declined', reason: 'Instrument declined' };
    expect((await act(declined.id, 'validate')).json().data).toMatchObject({
      status: 'cancelled',
      note: 'Instrument declined',
    });
    expect(await statusOf(order.id)).toBe('created');

    scripted.state.failCreate = true;
    const down = await start([order.id]);
    scripted.state.failCreate = false;
    expect(down.statusCode).toBe(503);
    expect(down.json().error.message).toBe(orderPaymentMessages.cannotPayOnline);
    expect(await statusOf(order.id)).toBe('created');

    // Each end is in the order's changelog with the payment's note as its reason, which the
    // screens translate when it is one of the shared notes.
    const ended = await t.db
      .select()
      .from(orderRevisions)
      .where(and(eq(orderRevisions.orderId, order.id), eq(orderRevisions.action, 'checkout-ended')))
      .orderBy(asc(orderRevisions.id));
    expect(
      ended.map((row) => row.changes.find((change) => change.field === 'reason')?.after),
    ).toEqual([
      transactionNotes.cancelledAtWallet,
      'Instrument declined',
      transactionNotes.walletCouldNotOpen,
    ]);
  });

  it('leaves a payment of another amount for an admin, who approves or refuses it', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const adminHeaders = await authHeaders(t.app, admin);
    const first = await createOrder(t.db, seller);
    const second = await createOrder(t.db, seller);

    const odd = (await start([first.id])).json().data.transaction;
    // Not captured yet: it cannot be approved, only refused.
    expect((await act(odd.id, 'approve', adminHeaders)).statusCode).toBe(400);
    scripted.state.capture = {
      status: 'completed',
      captureId: 'CAP-ODD',
      amountCents: 1,
      currency: 'USD',
    };
    expect((await act(odd.id, 'validate')).json().data.status).toBe('pending');
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, admin.id));
    expect(told.some((row) => row.message.includes(`#${odd.id}`))).toBe(true);
    expect((await act(odd.id, 'approve')).statusCode).toBe(403);
    const approved = await act(odd.id, 'approve', adminHeaders);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await statusOf(first.id)).toBe('processing');

    const other = (await start([second.id])).json().data.transaction;
    expect((await act(other.id, 'reject', adminHeaders)).json()).toMatchObject({
      message: 'The transaction is refused',
      data: { status: 'cancelled' },
    });
    expect(await statusOf(second.id)).toBe('created');
    expect((await act(other.id, 'reject', adminHeaders)).statusCode).toBe(400);
  });

  it('sweeps checkouts nobody polls: paid ones complete, abandoned ones give the orders back', async () => {
    const paidOrder = await createOrder(t.db, seller);
    const leftOrder = await createOrder(t.db, seller);
    const paid = (await start([paidOrder.id])).json().data.transaction;
    const left = (await start([leftOrder.id])).json().data.transaction;
    const later = new Date(Date.now() + 4 * 60 * 60_000);

    scripted.state.capture = { status: 'not_approved' };
    await sweepPendingOrderPayments(t.db, scripted.wallet, later);
    expect(await statusOf(leftOrder.id)).toBe('created');
    expect(await statusOf(paidOrder.id)).toBe('created');
    expect(
      (await t.db.select().from(transactions).where(eq(transactions.id, paid.id)))[0]!.status,
    ).toBe('cancelled');

    const again = (await start([paidOrder.id])).json().data.transaction;
    scripted.state.capture = {
      status: 'completed',
      captureId: 'CAP-S',
      amountCents: null,
      currency: null,
    };
    await sweepPendingOrderPayments(t.db, scripted.wallet, new Date(Date.now() + 5 * 60_000));
    expect(await statusOf(paidOrder.id)).toBe('processing');
    expect(
      (await t.db.select().from(transactions).where(eq(transactions.id, again.id)))[0]!.status,
    ).toBe('completed');
    expect(left.id).toBeGreaterThan(0);
  });
});
