import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createSeller } from '../../../test/factories/users.ts';
import { authTokens, sessions, signInAttempts } from '../../db/schema/index.ts';
import { sweepExpiredAuthRecords } from './sweep.ts';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const inDays = (n: number) => new Date(Date.now() + n * DAY);

describe('sweeping expired sign-in records', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('deletes only what can no longer be used', async () => {
    const seller = await createSeller(t.db);
    const family = crypto.randomUUID();
    const session = (tokenHash: string, values: Partial<typeof sessions.$inferInsert>) => ({
      familyId: family,
      userId: seller.id,
      tokenHash,
      expiresAt: inDays(10),
      ...values,
    });
    await t.db
      .insert(sessions)
      .values([
        session('live', {}),
        session('expired-long-ago', { expiresAt: daysAgo(2) }),
        session('expired-just-now', { expiresAt: new Date(Date.now() - 60_000) }),
        session('ended-recently', { revokedAt: daysAgo(3) }),
        session('ended-long-ago', { revokedAt: daysAgo(40) }),
      ]);
    await t.db.insert(authTokens).values([
      { userId: seller.id, purpose: 'activate', tokenHash: 'a', expiresAt: inDays(1) },
      { userId: seller.id, purpose: 'reset_password', tokenHash: 'b', expiresAt: daysAgo(2) },
    ]);
    await t.db.insert(signInAttempts).values([
      { key: 'email:x@example.test', attempts: 2, windowStartedAt: new Date() },
      { key: 'ip:127.0.0.1', attempts: 3, windowStartedAt: daysAgo(2) },
    ]);

    const removed = await sweepExpiredAuthRecords(t.db);

    expect(removed).toEqual({ sessions: 2, authTokens: 1, signInAttempts: 1 });
    const left = await t.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.familyId, family));
    expect(left.map((row) => row.tokenHash).sort()).toEqual([
      'ended-recently',
      'expired-just-now',
      'live',
    ]);
    expect(await t.db.select().from(authTokens)).toHaveLength(1);
    expect(await t.db.select().from(signInAttempts)).toHaveLength(1);
    expect(await sweepExpiredAuthRecords(t.db)).toEqual({
      sessions: 0,
      authTokens: 0,
      signInAttempts: 0,
    });
  });
});
