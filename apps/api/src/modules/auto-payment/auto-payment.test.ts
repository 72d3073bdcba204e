import { autoPaymentMessages } from '@stitchworks/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { testDatabaseUrl } from '../../../test/db.ts';
import { createOrder } from '../../../test/factories/orders.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../test/factories/users.ts';
import { type FakePayoneer, startFakePayoneer } from '../../../test/fakes/payoneer.ts';
import {
  autoPaymentRuns,
  notifications,
  orders,
  payoneerAuthorizations,
  transactions,
  userDiscounts,
  users,
} from '../../db/schema/index.ts';
import { createPayoneerApi } from '../../integrations/payoneer/payoneer-api.ts';
import { ordersTheCreditCovers, runAutoPayment, slotOf } from './auto-payment-run.ts';

/** 10:20 in Bangkok (03:20 UTC) on a fixed day. */
const AT_TEN = new Date('2026-11-20T03:20:00Z');

describe('auto-payment: choosing what the credit covers and the slot', () => {
  it('pays oldest first and stops at the first order the credit does not cover', () => {
    const orders = [{ totalCents: 500 }, { totalCents: 700 }, { totalCents: 100 }];
    expect(ordersTheCreditCovers(orders, 1_250)).toEqual({
      paid: orders.slice(0, 2),
      unpaid: orders.slice(2),
    });
    expect(ordersTheCreditCovers(orders, 1_000)).toEqual({
      paid: orders.slice(0, 1),
      unpaid: orders.slice(1),
    });
    expect(ordersTheCreditCovers(orders, 0).paid).toEqual([]);
  });

  it('reads the hour in Asia/Bangkok', () => {
    expect(slotOf(AT_TEN)).toEqual({ hour: 10, slotAt: new Date('2026-11-20T03:00:00Z') });
    expect(slotOf(new Date('2026-11-20T20:59:00Z')).hour).toBe(3);
  });
});

describe('auto-payment settings, Payoneer link and runs', () => {
  let t: TestApp;
  let fake: FakePayoneer;
  let seller: TestUser;
  let headers: Record<string, string>;

  beforeAll(async () => {
    fake = await startFakePayoneer();
    t = await createTestApp(
      { publicUrl: 'https://portal.example.test' },
      { payoneer: createPayoneerApi(fake.config) },
    );
    seller = await createSeller(t.db, { creditCents: 0 });
    headers = await authHeaders(t.app, seller);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const put = (payload: object, as = headers) =>
    t.app.inject({ method: 'PUT', url: '/api/users/self/auto_payment', headers: as, payload });
  const get = (as = headers) =>
    t.app.inject({ method: 'GET', url: '/api/users/self/auto_payment', headers: as });
  const deps = () => ({ payoneer: t.app.payoneer, publicUrl: 'https://portal.example.test' });

  it('saves the credit mode and its hours; refuses both modes, no hours, bad hours', async () => {
    const saved = await put({
      autopayCredit: true,
      autopayPayoneer: false,
      autoPaymentHours: [14, 10, 10],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: autoPaymentMessages.updated,
      data: { autopayCredit: true, autopayPayoneer: false, autoPaymentHours: [10, 14] },
    });
    const cases: [object, string][] = [
      [
        { autopayCredit: true, autopayPayoneer: true, autoPaymentHours: [1] },
        autoPaymentMessages.oneMode,
      ],
      [
        { autopayCredit: true, autopayPayoneer: false, autoPaymentHours: [] },
        autoPaymentMessages.hoursRequired,
      ],
      [
        { autopayCredit: true, autopayPayoneer: false, autoPaymentHours: [24] },
        'This field must have maximum',
      ],
      [
        { autopayCredit: true, autopayPayoneer: false, autoPaymentHours: [1.5] },
        'This field must a numeric',
      ],
      [
        { autopayCredit: 'yes', autopayPayoneer: false, autoPaymentHours: [1] },
        'This field is required',
      ],
      [
        { autopayCredit: false, autopayPayoneer: true, autoPaymentHours: [1] },
        autoPaymentMessages.payoneerRequired,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json().error;
      expect([
        body.message,
        ...(body.details ?? []).map((d: { message: string }) => d.message),
      ]).toContain(message);
    }
    expect((await get()).json().data).toMatchObject({
      autopayCredit: true,
      autoPaymentHours: [10, 14],
    });
    const admin = await createUser(t.db, { role: 'admin' });
    expect((await get(await authHeaders(t.app, admin))).statusCode).toBe(403);
  });

  it('connects Payoneer through its consent, uses it, and revokes it when the mode is left', async () => {
    const start = await t.app.inject({
      method: 'GET',
      url: '/api/users/payoneer-authorize-url?state=state-12345',
      headers,
    });
    expect(start.statusCode).toBe(200);
    expect(start.json().data.url).toContain('/api/v2/oauth2/authorize?');
    expect(start.json().data.url).toContain(
      encodeURIComponent('https://portal.example.test/payoneer-authorize'),
    );

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/users/payoneer-auth',
      headers,
      payload: { token: 'forged' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(autoPaymentMessages.payoneerFailed);

    const code = fake.issueCode('7700');
    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/users/payoneer-auth',
      headers,
      payload: { token: code },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect((await get()).json().data.payoneer).toMatchObject({
      connected: true,
      accountId: '7700',
      available: true,
      sandbox: false,
    });

    expect(
      (await put({ autopayCredit: false, autopayPayoneer: true, autoPaymentHours: [10] }))
        .statusCode,
    ).toBe(200);
    // Leaving Payoneer mode revokes its authorisation.
    expect(
      (await put({ autopayCredit: false, autopayPayoneer: false, autoPaymentHours: [] }))
        .statusCode,
    ).toBe(200);
    expect(
      await t.db
        .select()
        .from(payoneerAuthorizations)
        .where(eq(payoneerAuthorizations.userId, seller.id)),
    ).toEqual([]);
    expect(fake.requests.some((r) => r.path === '/api/v2/oauth2/revoke')).toBe(true);
  });

  it('pays at the chosen hour, oldest first, as far as the credit goes, once per hour', async () => {
    const buyer = await createSeller(t.db, { creditCents: 0 });
    const first = await createOrder(t.db, buyer);
    const second = await createOrder(t.db, buyer);
    const third = await createOrder(t.db, buyer);
    await t.db
      .update(users)
      .set({
        creditCents: first.totalCents + second.totalCents + 1,
        autopayCredit: true,
        autoPaymentHours: [10],
      })
      .where(eq(users.id, buyer.id));

    // Not its hour: nothing happens.
    await runAutoPayment(t.db, deps(), new Date('2026-11-20T05:00:00Z'));
    expect((await t.db.select().from(orders).where(eq(orders.id, first.id)))[0]!.status).toBe(
      'created',
    );

    const outcome = await runAutoPayment(t.db, deps(), AT_TEN);
    expect(outcome).toMatchObject({ paidOrders: 2, failed: 0 });
    const rows = await t.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [first.id, second.id, third.id]))
      .orderBy(orders.id);
    expect(rows.map((row) => row.status)).toEqual(['processing', 'processing', 'created']);
    expect((await t.db.select().from(users).where(eq(users.id, buyer.id)))[0]!.creditCents).toBe(1);
    const [run] = await t.db
      .select()
      .from(autoPaymentRuns)
      .where(eq(autoPaymentRuns.userId, buyer.id));
    expect(run).toMatchObject({
      mode: 'credit',
      paidOrderIds: [first.id, second.id],
      unpaidOrderIds: [third.id],
      amountCents: first.totalCents + second.totalCents,
      note: 'The credit balance is not enough for every order',
    });
    const [payment] = await t.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, run!.transactionId!));
    expect(payment?.note).toBe('Auto-payment 10:00');
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(told.find((row) => row.type === 12)?.message).toMatch(
      /^Auto-payment paid 2 orders for \$[\d.]+\. 1 order could not be paid/,
    );

    // The same hour again (another tick, another instance): nothing more.
    await t.db.update(users).set({ creditCents: 1_000_000 }).where(eq(users.id, buyer.id));
    expect((await runAutoPayment(t.db, deps(), new Date('2026-11-20T03:45:00Z'))).paidOrders).toBe(
      0,
    );
    expect((await t.db.select().from(orders).where(eq(orders.id, third.id)))[0]!.status).toBe(
      'created',
    );

    // Its runs are on the settings page.
    const page = await get(await authHeaders(t.app, buyer));
    expect(page.json().data.runs[0]).toMatchObject({
      paidOrderIds: [first.id, second.id],
      unpaidOrderIds: [third.id],
    });
  });

  it('charges the Payoneer balance in Payoneer mode, and pays nothing when Payoneer refuses', async () => {
    const buyer = await createSeller(t.db, { creditCents: 0 });
    const buyerHeaders = await authHeaders(t.app, buyer);
    const order = await createOrder(t.db, buyer);
    fake.balances.set('8800', order.totalCents);
    await t.app.inject({
      method: 'POST',
      url: '/api/users/payoneer-auth',
      headers: buyerHeaders,
      payload: { token: fake.issueCode('8800') },
    });
    await put(
      { autopayCredit: false, autopayPayoneer: true, autoPaymentHours: [10] },
      buyerHeaders,
    );

    expect((await runAutoPayment(t.db, deps(), AT_TEN)).paidOrders).toBe(1);
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe(
      'processing',
    );
    expect(fake.balances.get('8800')).toBe(0);

    // The next day, a new order and an empty balance: refused, nothing paid, the seller told why.
    const next = await createOrder(t.db, buyer);
    await runAutoPayment(t.db, deps(), new Date('2026-11-21T03:10:00Z'));
    expect((await t.db.select().from(orders).where(eq(orders.id, next.id)))[0]!.status).toBe(
      'created',
    );
    const runs = await t.db
      .select()
      .from(autoPaymentRuns)
      .where(eq(autoPaymentRuns.userId, buyer.id))
      .orderBy(autoPaymentRuns.id);
    expect(runs.at(-1)).toMatchObject({
      paidOrderIds: [],
      unpaidOrderIds: [next.id],
      note: 'Insufficient balance',
    });
  });

  it('pays orders a discount made free in Payoneer mode without charging Payoneer', async () => {
    const lucky = await createSeller(t.db, { creditCents: 0 });
    await t.db.insert(userDiscounts).values({
      userId: lucky.id,
      amountCents: 1_000_000,
      expiredAt: new Date(Date.now() + 86_400_000),
    });
    const order = await createOrder(t.db, lucky);
    expect(order.totalCents).toBe(0);
    // Payoneer mode with no account connected: a charge would be refused, and there is none.
    await t.db
      .update(users)
      .set({ autopayPayoneer: true, autopayCredit: false, autoPaymentHours: [10] })
      .where(eq(users.id, lucky.id));
    const requests = fake.requests.length;

    expect((await runAutoPayment(t.db, deps(), AT_TEN)).paidOrders).toBeGreaterThanOrEqual(1);
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({
      status: 'processing',
    });
    expect(fake.requests.length).toBe(requests);
    const [run] = await t.db
      .select()
      .from(autoPaymentRuns)
      .where(eq(autoPaymentRuns.userId, lucky.id));
    expect(run).toMatchObject({ paidOrderIds: [order.id], unpaidOrderIds: [], amountCents: 0 });
  });

  it('runs now at an admin’s request (admins only)', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auto-payment/run',
      headers: await authHeaders(t.app, admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ failed: 0 });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auto-payment/run', headers })).statusCode,
    ).toBe(403);
  });

  it.runIf(testDatabaseUrl)(
    'two instances running the same hour at once pay each order once',
    async () => {
      const sellers: TestUser[] = [];
      for (let index = 0; index < 4; index += 1) {
        const buyer = await createSeller(t.db, { creditCents: 1_000_000 });
        await t.db
          .update(users)
          .set({ autopayCredit: true, autoPaymentHours: [10] })
          .where(eq(users.id, buyer.id));
        for (let n = 0; n < 3; n += 1) await createOrder(t.db, buyer);
        sellers.push(buyer);
      }
      const at = new Date('2026-11-22T03:05:00Z');
      const [a, b] = await Promise.all([
        runAutoPayment(t.db, deps(), at),
        runAutoPayment(t.db, deps(), at),
      ]);
      expect(a.paidOrders + b.paidOrders).toBe(12);
      const paid = await t.db
        .select()
        .from(orders)
        .where(
          inArray(
            orders.userId,
            sellers.map((s) => s.id),
          ),
        );
      expect(paid.every((row) => row.status === 'processing')).toBe(true);
      const runs = await t.db
        .select()
        .from(autoPaymentRuns)
        .where(
          inArray(
            autoPaymentRuns.userId,
            sellers.map((s) => s.id),
          ),
        );
      expect(runs).toHaveLength(4);
    },
  );
});
