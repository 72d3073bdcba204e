import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { MAX_ORDERS_PER_PAYMENT } from '@stitchworks/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createOrder } from '../../../test/factories/orders.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../test/factories/users.ts';
import { creditLedger, idempotencyKeys, users } from '../../db/schema/index.ts';
import { withTransaction } from '../../lib/transaction.ts';
import {
  claimIdempotencyKey,
  releaseIdempotencyKey,
  saveIdempotentAnswer,
} from './idempotency-keys.repository.ts';

describe('Idempotency-Key on money-moving POSTs', () => {
  let t: TestApp;
  let admin: TestUser;
  let adminHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.db, { role: 'admin' });
    adminHeaders = await authHeaders(t.app, admin);
  });
  afterAll(() => t.close());

  const deposit = (payload: object, key?: string, headers = adminHeaders) =>
    t.app.inject({
      method: 'POST',
      url: '/api/transactions/deposit',
      headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  const ledgerOf = (seller: TestUser) =>
    t.db.select().from(creditLedger).where(eq(creditLedger.userId, seller.id));
  const creditOf = async (seller: TestUser) => {
    const [row] = await t.db.select().from(users).where(eq(users.id, seller.id));
    return row?.creditCents;
  };

  it('answers the first answer again for the same key and body, and moves the money once', async () => {
    const seller = await createSeller(t.db);
    const body = { userId: seller.id, credit: 25, note: 'Bank transfer 7' };
    const first = await deposit(body, 'dep-7');
    expect(first.statusCode).toBe(201);
    // The same body with its keys in another order is the same request.
    const again = await deposit(
      { note: 'Bank transfer 7', credit: 25, userId: seller.id },
      'dep-7',
    );
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await ledgerOf(seller)).toHaveLength(1);
    expect(await creditOf(seller)).toBe(2_500);
  });

  it('refuses the same key with another body (422) and changes nothing', async () => {
    const seller = await createSeller(t.db);
    expect((await deposit({ userId: seller.id, credit: 10 }, 'dep-8')).statusCode).toBe(201);
    const other = await deposit({ userId: seller.id, credit: 11 }, 'dep-8');
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toEqual({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used with another request',
    });
    // Nor may the key be taken to another money route.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/withdraw',
      headers: { ...adminHeaders, 'idempotency-key': 'dep-8' },
      payload: { userId: seller.id, credit: 10 },
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(await creditOf(seller)).toBe(1_000);
  });

  it('runs one of many requests sent at once with one key', async () => {
    const seller = await createSeller(t.db);
    const body = { userId: seller.id, credit: 3 };
    const answers = await Promise.all(Array.from({ length: 8 }, () => deposit(body, 'burst-1')));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => ![201, 409].includes(status))).toEqual([]);
    const created = answers.filter((res) => res.statusCode === 201).map((res) => res.json());
    expect(new Set(created.map((answer) => answer.data.id)).size).toBe(1);
    expect(await ledgerOf(seller)).toHaveLength(1);
    expect(await creditOf(seller)).toBe(300);
  });

  it('keeps keys apart per user, and changes nothing without a key', async () => {
    const seller = await createSeller(t.db, { creditCents: 10_000 });
    const sellerHeaders = await authHeaders(t.app, seller);
    const other = await authHeaders(t.app, await createUser(t.db, { role: 'admin' }));
    expect((await deposit({ userId: seller.id, credit: 1 }, 'shared-key')).statusCode).toBe(201);
    const byOther = await deposit({ userId: seller.id, credit: 1 }, 'shared-key', other);
    expect(byOther.statusCode).toBe(201);
    expect(byOther.headers['idempotent-replayed']).toBeUndefined();
    expect((await deposit({ userId: seller.id, credit: 1 })).statusCode).toBe(201);
    expect((await deposit({ userId: seller.id, credit: 1 })).statusCode).toBe(201);
    expect(await ledgerOf(seller)).toHaveLength(4);

    // A seller's payout request: the same way.
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/transactions/request-withdraw',
        headers: { ...sellerHeaders, 'idempotency-key': 'payout-1' },
        payload: { amount: 40, payoneerEmail: 'me@payout.test' },
      });
    const [a, b] = [await ask(), await ask()];
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json()).toEqual(a.json());
    expect(await creditOf(seller)).toBe(10_400 - 4_000);
  });

  it('answers a refusal again too, but stores nothing for a request that failed validation', async () => {
    const seller = await createSeller(t.db, { creditCents: 500 });
    const take = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/transactions/withdraw',
        headers: { ...adminHeaders, 'idempotency-key': 'too-much' },
        payload: { userId: seller.id, credit: 50 },
      });
    expect((await take()).statusCode).toBe(400);
    await t.db.update(users).set({ creditCents: 10_000 }).where(eq(users.id, seller.id));
    const replay = await take();
    expect(replay.statusCode).toBe(400);
    expect(replay.headers['idempotent-replayed']).toBe('true');

    const invalid = await deposit({ userId: seller.id, credit: -1 }, 'invalid-first');
    expect(invalid.statusCode).toBe(400);
    expect((await deposit({ userId: seller.id, credit: 1 }, 'invalid-first')).statusCode).toBe(201);
    const badKey = await deposit({ userId: seller.id, credit: 1 }, 'with space');
    expect(badKey.statusCode).toBe(400);
  });

  it('answers a compressed answer again as the same JSON (a payment for the most orders at once)', async () => {
    const seller = await createSeller(t.db, { creditCents: 1_000_000 });
    const sellerHeaders = await authHeaders(t.app, seller);
    const orderIds: number[] = [];
    for (let i = 0; i < MAX_ORDERS_PER_PAYMENT; i += 1)
      orderIds.push((await createOrder(t.db, seller)).id);
    const pay = (encoding: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/transactions',
        headers: {
          ...sellerHeaders,
          'idempotency-key': 'pay-the-most',
          'accept-encoding': encoding,
        },
        payload: { type: 'payment', paymentMethod: 'credit', orderIds },
      });
    const first = await pay('gzip');
    expect(first.statusCode, first.body).toBe(201);
    // Large enough to be compressed: the answer must be stored as JSON all the same.
    expect(first.headers['content-encoding']).toBe('gzip');
    const sent = JSON.parse(gunzipSync(first.rawPayload).toString('utf8'));
    expect(sent.data.transaction.orderIds).toHaveLength(MAX_ORDERS_PER_PAYMENT);
    for (const encoding of ['gzip', 'identity']) {
      const again = await pay(encoding);
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      const body =
        again.headers['content-encoding'] === 'gzip'
          ? gunzipSync(again.rawPayload).toString('utf8')
          : again.body;
      expect(JSON.parse(body)).toEqual(sent);
    }
    // Hundreds of orders made and paid: on the embedded database under a loaded machine, past 20 s.
  }, 60_000);

  it("keeps an answer stored in the write's transaction when the request fails after the commit", async () => {
    const seller = await createSeller(t.db);
    const body = { credit: 4, note: 'kept', userId: seller.id };
    // The hash the plugin gives this request: method, URL and the body with its keys sorted.
    const requestHash = createHash('sha256')
      .update(`POST /api/transactions/deposit\n${JSON.stringify(body)}`)
      .digest('hex');
    const claim = await claimIdempotencyKey(t.db, {
      userId: admin.id,
      key: 'lost-answer',
      route: 'POST /api/transactions/deposit',
      requestHash,
    });
    if (claim.kind !== 'claimed') throw new Error('the key was taken');
    const answer = { data: { id: 1 }, message: 'kept' };
    await withTransaction(t.db, (tx) =>
      saveIdempotentAnswer(tx, claim.id, { statusCode: 201, body: answer }),
    );
    // The request then failed (its answer lost on the way back): the 5xx would free the key.
    await releaseIdempotencyKey(t.db, claim.id);
    const retry = await deposit(body, 'lost-answer');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(answer);
    expect(await ledgerOf(seller)).toHaveLength(0);
  });

  it('forgets a key after 24 hours', async () => {
    const seller = await createSeller(t.db);
    expect((await deposit({ userId: seller.id, credit: 2 }, 'day-old')).statusCode).toBe(201);
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, 'day-old'));
    const later = await deposit({ userId: seller.id, credit: 2 }, 'day-old');
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await ledgerOf(seller)).toHaveLength(2);
  });
});
