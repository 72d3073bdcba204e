import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { testDatabaseUrl } from '../../../test/db.ts';
import { authHeaders, createSeller, type TestUser } from '../../../test/factories/users.ts';
import { creditLedger, referrals, referralUses, users } from '../../db/schema/index.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

// PGlite is one connection: a race cannot happen there. These run on PostgreSQL.
describe.skipIf(!testDatabaseUrl)('referrals under concurrency (PostgreSQL)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function referralOf(referrer: TestUser, code: string, maxUsesAllowed: number) {
    const [row] = await t.db
      .insert(referrals)
      .values({
        userId: referrer.id,
        code,
        type: 'percent',
        sellerDiscountHundredths: 1000,
        referrerCompensationCents: 500,
        maxUsesAllowed,
        expiredAt: inDays(5),
      })
      .returning();
    return row!;
  }

  const enter = async (seller: TestUser, referralCode: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/self/referral',
      headers: await authHeaders(t.app, seller),
      payload: { referralCode },
    });

  it('30 sellers entering a code of 5 uses at once: 5 get it, the others are told it is used up', async () => {
    const referrer = await createSeller(t.db);
    const referral = await referralOf(referrer, `RACE-${process.pid}`, 5);
    const sellers = await Promise.all(Array.from({ length: 30 }, () => createSeller(t.db)));
    const headers = await Promise.all(sellers.map((seller) => authHeaders(t.app, seller)));
    const answers = await Promise.all(
      sellers.map((_, index) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/users/self/referral',
          headers: headers[index]!,
          payload: { referralCode: referral.code },
        }),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    expect(codes.filter((code) => code === 409)).toHaveLength(25);
    for (const res of answers.filter((answer) => answer.statusCode === 409)) {
      expect(res.json().error.message).toBe('This referral code has no uses left');
    }
    const [row] = await t.db.select().from(referrals).where(eq(referrals.id, referral.id));
    expect(row!.usesCount).toBe(5);
    expect(await t.db.$count(referralUses, eq(referralUses.referralId, referral.id))).toBe(5);
  });

  it('one seller entering two codes at once keeps one, and each code counts only its own use', async () => {
    const referrer = await createSeller(t.db);
    const one = await referralOf(referrer, `ONE-${process.pid}`, 0);
    const two = await referralOf(referrer, `TWO-${process.pid}`, 0);
    for (let round = 0; round < 5; round += 1) {
      const seller = await createSeller(t.db);
      const answers = await Promise.all([
        enter(seller, one.code),
        enter(seller, two.code),
        enter(seller, one.code),
        enter(seller, two.code),
      ]);
      expect(answers.every((res) => res.statusCode === 200 || res.statusCode === 409)).toBe(true);
      expect(await t.db.$count(referralUses, eq(referralUses.sellerId, seller.id))).toBe(1);
    }
    const rows = await t.db.select().from(referrals).where(eq(referrals.userId, referrer.id));
    const uses = await t.db
      .select()
      .from(referralUses)
      .where(eq(referralUses.referrerId, referrer.id));
    for (const row of rows) {
      expect(row.usesCount).toBe(uses.filter((use) => use.referralId === row.id).length);
    }
    expect(uses).toHaveLength(5);
  });

  it('20 claims at once pay the earned compensation once: one ledger entry, the credit equals it', async () => {
    const referrer = await createSeller(t.db);
    const referral = await referralOf(referrer, `CLAIM-${process.pid}`, 0);
    for (let index = 0; index < 3; index += 1) {
      const seller = await createSeller(t.db);
      await t.db.insert(referralUses).values({
        referralId: referral.id,
        referrerId: referrer.id,
        sellerId: seller.id,
        compensationCents: 500 + index,
        earnedAt: new Date(),
      });
    }
    const headers = await authHeaders(t.app, referrer);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/referrals/claim',
          headers: { ...headers, 'idempotency-key': `claim-race-${process.pid}-${index}` },
        }),
      ),
    );
    const paid = answers.filter((res) => res.statusCode === 201);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.json().data).toMatchObject({ amount: 15.03, claimedCount: 3, credit: 15.03 });
    for (const res of answers.filter((answer) => answer.statusCode !== 201)) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('There is no credit to claim');
    }
    const [account] = await t.db.select().from(users).where(eq(users.id, referrer.id));
    expect(account!.creditCents).toBe(1503);
    const ledger = await t.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, referrer.id));
    expect(ledger.map((row) => row.deltaCents)).toEqual([1503]);
    const uses = await t.db
      .select()
      .from(referralUses)
      .where(eq(referralUses.referrerId, referrer.id));
    expect(uses.every((use) => use.claimTransactionId === paid[0]!.json().data.transactionId)).toBe(
      true,
    );
  });
});
