import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createOrder } from '../../../test/factories/orders.ts';
import { orderInProduction } from '../../../test/factories/production.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../test/factories/users.ts';
import {
  creditLedger,
  notifications,
  orders,
  referrals,
  referralUses,
  transactions,
  users,
} from '../../db/schema/index.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { addOrderPackages, lockOrderForShipping } from '../orders/orders.public.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
let codes = 0;
const nextCode = () => {
  codes += 1;
  return `FRIEND-${process.pid}-${codes}`;
};

describe('referrals', () => {
  let t: TestApp;
  let admin: TestUser;
  let adminHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.db, { role: 'admin', name: 'Ada Admin' });
    adminHeaders = await authHeaders(t.app, admin);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  async function newReferral(referrer: TestUser, overrides: Record<string, unknown> = {}) {
    const res = await call('POST', '/api/referrals', adminHeaders, {
      userId: referrer.id,
      code: nextCode(),
      expiredDate: inDays(30),
      type: 'percent',
      sellerDiscount: 10,
      referrerCompensation: 25,
      maxUsesAllowed: 0,
      ...overrides,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; code: string };
  }

  const enterCode = async (seller: TestUser, referralCode: string) =>
    call('PUT', '/api/users/self/referral', await authHeaders(t.app, seller), { referralCode });

  /** Ships an order: a package on an order at Pre-shipment makes it shipped. */
  async function ship(orderId: number, tracking: string) {
    await t.db.update(orders).set({ productionStatus: 2 }).where(eq(orders.id, orderId));
    await withTransaction(t.db, async (tx) => {
      const order = await lockOrderForShipping(tx, orderId);
      await addOrderPackages(
        tx,
        order!,
        [{ trackingNumber: tracking, carrierCode: 'usps' }],
        admin.id,
      );
    });
  }

  it('an admin creates a code (spec message), lists it with totalUnpaid and deletes it', async () => {
    const referrer = await createSeller(t.db, { name: 'Rita Referrer' });
    const code = nextCode();
    const res = await call('POST', '/api/referrals', adminHeaders, {
      userId: referrer.id,
      code,
      expiredDate: inDays(10),
      type: 'fixed',
      sellerDiscount: 2.5,
      referrerCompensation: 0,
      maxUsesAllowed: 3,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Created referral successfully',
      data: {
        userId: referrer.id,
        user: { name: 'Rita Referrer' },
        code,
        type: 'fixed',
        sellerDiscount: 2.5,
        referrerCompensation: 0,
        maxUsesAllowed: 3,
        usesCount: 0,
        expired: false,
      },
    });
    const list = await call('GET', '/api/referrals?page=1', adminHeaders);
    expect(list.statusCode).toBe(200);
    const data = list.json().data;
    expect(data).toMatchObject({ totalUnpaid: expect.any(Number) });
    expect(data.rows.find((row: { code: string }) => row.code === code)).toBeTruthy();
    expect(data.count).toBe(data.total);

    const id = res.json().data.id;
    const gone = await call('DELETE', `/api/referrals/${id}`, adminHeaders);
    expect(gone.json()).toEqual({ message: 'Delete referral success!' });
    const again = await call('DELETE', `/api/referrals/${id}`, adminHeaders);
    expect(again.statusCode).toBe(404);
    const after = await call('GET', '/api/referrals?page=1', adminHeaders);
    expect(after.json().data.rows.some((row: { id: number }) => row.id === id)).toBe(false);
  });

  it('refuses bad input with the field and changes nothing', async () => {
    const referrer = await createSeller(t.db);
    const before = await t.db.$count(referrals);
    const base = {
      userId: referrer.id,
      code: nextCode(),
      expiredDate: inDays(5),
      type: 'percent',
      sellerDiscount: 5,
      referrerCompensation: 1,
      maxUsesAllowed: 1,
    };
    const cases: [object, string][] = [
      [{ ...base, sellerDiscount: 0 }, 'sellerDiscount'],
      [{ ...base, sellerDiscount: 101 }, 'sellerDiscount'],
      [{ ...base, referrerCompensation: -1 }, 'referrerCompensation'],
      [{ ...base, maxUsesAllowed: -1 }, 'maxUsesAllowed'],
      [{ ...base, code: 'has space' }, 'code'],
      [{ ...base, type: 'gift' }, 'type'],
      [{ ...base, expiredDate: inDays(-1) }, 'expiredDate'],
    ];
    for (const [payload, path] of cases) {
      const res = await call('POST', '/api/referrals', adminHeaders, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    const missing = await call('POST', '/api/referrals', adminHeaders, { userId: referrer.id });
    expect(missing.statusCode).toBe(400);
    const staff = await call('POST', '/api/referrals', adminHeaders, { ...base, userId: admin.id });
    expect(staff.json().error.message).toBe('Referral codes are for sellers only');
    const first = await call('POST', '/api/referrals', adminHeaders, base);
    expect(first.statusCode).toBe(201);
    const taken = await call('POST', '/api/referrals', adminHeaders, {
      ...base,
      code: base.code.toLowerCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('This referral code is already taken');
    expect(await t.db.$count(referrals)).toBe(before + 1);
  });

  it('only an admin manages codes; only a seller reads a history and claims', async () => {
    const seller = await createSeller(t.db);
    const headers = await authHeaders(t.app, seller);
    expect((await call('GET', '/api/referrals', headers)).statusCode).toBe(403);
    expect((await call('POST', '/api/referrals', headers, {})).statusCode).toBe(403);
    expect((await call('DELETE', '/api/referrals/1', headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/referrals/history', adminHeaders)).statusCode).toBe(403);
    expect((await call('POST', '/api/referrals/claim', adminHeaders)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/referrals' })).statusCode).toBe(401);
  });

  it('a referred seller’s orders get the code’s percent or fixed discount, shown as the order’s discount', async () => {
    const referrer = await createSeller(t.db);
    const percent = await newReferral(referrer, { type: 'percent', sellerDiscount: 10 });
    const fixed = await newReferral(referrer, { type: 'fixed', sellerDiscount: 1.5 });
    const plain = await createSeller(t.db);
    const base = await createOrder(t.db, plain);
    expect(base.discountCents).toBe(0);
    const gross = base.totalCents;

    const one = await createSeller(t.db);
    const entered = await enterCode(one, percent.code.toLowerCase());
    expect(entered.statusCode).toBe(200);
    expect(entered.json().data.referralCode).toBe(percent.code);
    const discounted = await createOrder(t.db, one);
    expect(discounted.discountCents).toBe(Math.round(gross / 10));
    expect(discounted.totalCents).toBe(gross - Math.round(gross / 10));

    const two = await createSeller(t.db);
    expect((await enterCode(two, fixed.code)).statusCode).toBe(200);
    const order = await createOrder(t.db, two);
    expect(order.discountCents).toBe(150);
    const shown = await call('GET', `/api/orders/${order.id}`, await authHeaders(t.app, two));
    expect(shown.json().data.discount).toBe(1.5);

    // Expired or deleted: no more discount.
    await t.db
      .update(referrals)
      .set({ expiredAt: new Date(Date.now() - 1000) })
      .where(eq(referrals.id, fixed.id));
    expect((await createOrder(t.db, two)).discountCents).toBe(0);
    await call('DELETE', `/api/referrals/${percent.id}`, adminHeaders);
    expect((await createOrder(t.db, one)).discountCents).toBe(0);
  });

  it('abuse: unknown or expired code, own code, own address, a second code, no uses left', async () => {
    const referrer = await createSeller(t.db, {
      email: `rita.ref+${process.pid}@gmail.com`,
    });
    const referral = await newReferral(referrer, { maxUsesAllowed: 1 });

    const unknown = await enterCode(await createSeller(t.db), 'NO-SUCH-CODE');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details).toEqual([
      { path: 'referralCode', message: 'This referral code does not exist' },
    ]);

    const own = await enterCode(referrer, referral.code);
    expect(own.statusCode).toBe(400);
    expect(own.json().error.message).toBe('You cannot use your own referral code');

    // The same Gmail mailbox written another way is the same person.
    const twin = await createSeller(t.db, { email: `ritaref+other${process.pid}@gmail.com` });
    const sameAddress = await enterCode(twin, referral.code);
    expect(sameAddress.json().error.message).toBe('You cannot use your own referral code');
    const viaInvoice = await createSeller(t.db, {
      invoiceInfo: {
        name: 'R',
        address: 'A',
        phone: '1',
        email: `rita.ref+${process.pid}@gmail.com`,
      },
    });
    expect((await enterCode(viaInvoice, referral.code)).statusCode).toBe(400);

    const first = await createSeller(t.db);
    expect((await enterCode(first, referral.code)).statusCode).toBe(200);
    // The same code again changes nothing.
    expect((await enterCode(first, referral.code)).statusCode).toBe(200);
    const usedUp = await enterCode(await createSeller(t.db), referral.code);
    expect(usedUp.statusCode).toBe(409);
    expect(usedUp.json().error.message).toBe('This referral code has no uses left');

    const other = await newReferral(referrer);
    const second = await enterCode(first, other.code);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe('You have already used another referral code');

    const expired = await newReferral(referrer);
    await t.db
      .update(referrals)
      .set({ expiredAt: new Date(Date.now() - 1000) })
      .where(eq(referrals.id, expired.id));
    const late = await enterCode(await createSeller(t.db), expired.code);
    expect(late.json().error.message).toBe('This referral code has expired');

    const staff = await createUser(t.db, { role: 'supporter' });
    expect((await enterCode(staff, other.code)).json().error.message).toBe(
      'Referral codes are for sellers only',
    );

    const [row] = await t.db.select().from(referrals).where(eq(referrals.id, referral.id));
    expect(row!.usesCount).toBe(1);
    expect(await t.db.$count(referralUses, eq(referralUses.referralId, referral.id))).toBe(1);
    expect(await t.db.$count(referralUses, eq(referralUses.sellerId, twin.id))).toBe(0);
  });

  it('registration takes a code; a bad code refuses the registration and creates nothing', async () => {
    const referrer = await createSeller(t.db);
    const referral = await newReferral(referrer, { type: 'fixed', sellerDiscount: 3 });
    const email = `new.seller.${process.pid}@example.test`;
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Nina New', email, password: 'secret-pass-1', referralCode: 'NOPE-123' },
    });
    expect(bad.statusCode).toBe(400);
    expect(await t.db.$count(users, eq(users.email, email))).toBe(0);
    const good = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Nina New',
        email,
        password: 'secret-pass-1',
        referralCode: referral.code.toLowerCase(),
      },
    });
    expect(good.statusCode, good.body).toBe(201);
    const [nina] = await t.db.select().from(users).where(eq(users.email, email));
    expect(nina!.referralCode).toBe(referral.code);
    const [use] = await t.db.select().from(referralUses).where(eq(referralUses.sellerId, nina!.id));
    expect(use).toMatchObject({ referrerId: referrer.id, compensationCents: 2500 });
  });

  it('the first order shipped earns the referrer (told once); history; claim moves it to the credit once', async () => {
    const referrer = await createSeller(t.db, { name: 'Rita' });
    const referrerHeaders = await authHeaders(t.app, referrer);
    const referral = await newReferral(referrer, { referrerCompensation: 25 });
    const seller = await createSeller(t.db, { name: 'Sam Seller', creditCents: 1_000_000 });
    // An order placed before the code does not count.
    const before = await orderInProduction(t.db, seller);
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, before.id));
    expect((await enterCode(seller, referral.code)).statusCode).toBe(200);
    await ship(before.id, `EARLY${process.pid}`);

    let history = (await call('GET', '/api/referrals/history?page=1', referrerHeaders)).json().data;
    expect(history).toMatchObject({ total: 1, earned: 0, unclaimed: 0, claimed: 0 });
    expect(history.rows[0]).toMatchObject({
      seller: { id: seller.id, name: 'Sam Seller' },
      code: referral.code,
      compensation: 25,
      status: 'pending',
      claimed: false,
    });
    const nothing = await call('POST', '/api/referrals/claim', referrerHeaders);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error.message).toBe('There is no credit to claim');

    const first = await orderInProduction(t.db, seller);
    const second = await orderInProduction(t.db, seller);
    await ship(first.id, `FIRST${process.pid}`);
    await ship(second.id, `SECOND${process.pid}`);
    history = (await call('GET', '/api/referrals/history', referrerHeaders)).json().data;
    expect(history).toMatchObject({ earned: 25, unclaimed: 25, claimed: 0 });
    expect(history.rows[0]).toMatchObject({ status: 'earned', orderId: first.id });
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, referrer.id), eq(notifications.type, 18)));
    expect(told.map((row) => row.message)).toEqual([
      'You earned $25.00 of referral credit: the first order of Sam Seller shipped. Claim it in your referral history',
    ]);
    const list = (await call('GET', '/api/referrals', adminHeaders)).json().data;
    expect(list.rows.find((row: { id: number }) => row.id === referral.id)).toMatchObject({
      earned: 25,
      unpaid: 25,
      usesCount: 1,
    });
    expect(list.totalUnpaid).toBeGreaterThanOrEqual(25);

    const claim = await call('POST', '/api/referrals/claim', {
      ...referrerHeaders,
      'idempotency-key': `claim-${process.pid}`,
    });
    expect(claim.statusCode).toBe(201);
    expect(claim.json()).toMatchObject({
      message: 'Claim credit successfully',
      data: { amount: 25, claimedCount: 1, credit: 25 },
    });
    const replay = await call('POST', '/api/referrals/claim', {
      ...referrerHeaders,
      'idempotency-key': `claim-${process.pid}`,
    });
    expect(replay.json()).toEqual(claim.json());
    expect((await call('POST', '/api/referrals/claim', referrerHeaders)).statusCode).toBe(400);

    const [account] = await t.db.select().from(users).where(eq(users.id, referrer.id));
    expect(account!.creditCents).toBe(2500);
    const ledger = await t.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, referrer.id));
    expect(ledger.map((row) => row.deltaCents)).toEqual([2500]);
    const [deposit] = await t.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, claim.json().data.transactionId));
    expect(deposit).toMatchObject({
      type: 'deposit',
      status: 'completed',
      note: 'Referral compensation for 1 referred seller',
    });
    history = (await call('GET', '/api/referrals/history', referrerHeaders)).json().data;
    expect(history).toMatchObject({ earned: 25, unclaimed: 0, claimed: 25 });
    expect(history.rows[0]).toMatchObject({ status: 'claimed', claimed: true });
  });

  it('a wholly refunded first order withdraws an unclaimed earning; the next shipped order earns', async () => {
    const referrer = await createSeller(t.db);
    const referral = await newReferral(referrer, { referrerCompensation: 7 });
    const seller = await createSeller(t.db, { creditCents: 1_000_000 });
    expect((await enterCode(seller, referral.code)).statusCode).toBe(200);
    const first = await orderInProduction(t.db, seller);
    await ship(first.id, `R1${process.pid}`);
    const [earned] = await t.db
      .select()
      .from(referralUses)
      .where(eq(referralUses.sellerId, seller.id));
    expect(earned).toMatchObject({ orderId: first.id, earnedAt: expect.any(Date) });

    const refund = await call('POST', `/api/orders/${first.id}/refund`, adminHeaders, {
      amount: first.totalCents / 100,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const [withdrawn] = await t.db
      .select()
      .from(referralUses)
      .where(eq(referralUses.sellerId, seller.id));
    expect(withdrawn).toMatchObject({ orderId: null, earnedAt: null });

    const next = await orderInProduction(t.db, seller);
    await ship(next.id, `R2${process.pid}`);
    const [again] = await t.db
      .select()
      .from(referralUses)
      .where(eq(referralUses.sellerId, seller.id));
    expect(again).toMatchObject({ orderId: next.id });
  });

  it('a seller’s history holds only the sellers they referred', async () => {
    const mine = await createSeller(t.db);
    const theirs = await createSeller(t.db);
    const referral = await newReferral(theirs);
    expect((await enterCode(await createSeller(t.db), referral.code)).statusCode).toBe(200);
    const res = await call('GET', '/api/referrals/history', await authHeaders(t.app, mine));
    expect(res.json().data).toMatchObject({ rows: [], total: 0, earned: 0 });
  });
});
