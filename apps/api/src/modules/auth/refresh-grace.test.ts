import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { testDatabaseUrl } from '../../../test/db.ts';
import { createSeller, TEST_PASSWORD } from '../../../test/factories/users.ts';
import { sessions } from '../../db/schema/index.ts';
import { hashToken, REFRESH_GRACE_MS } from './sessions.ts';

type Pair = { privateToken: string; refreshToken: string };

/**
 * Two tabs (or a request retried after a lost answer) refresh with one refresh token at once:
 * within the grace window they are the same user and get the same new refresh token; a token
 * presented after the window is a replay and ends the sign-in. The concurrent case races for real
 * on PostgreSQL (TEST_DATABASE_URL); on PGlite, one connection, the same calls come one by one.
 */
describe('refreshing one token twice', () => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp({ signInRateLimitPerMinute: 1_000_000 });
  });
  afterAll(() => t.close());

  const remoteAddress = () => {
    address += 1;
    return `10.55.${Math.floor(address / 250)}.${(address % 250) + 1}`;
  };
  async function signIn(): Promise<Pair> {
    const seller = await createSeller(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: seller.email, password: TEST_PASSWORD },
      remoteAddress: remoteAddress(),
    });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  }
  const refresh = (refreshToken: string, via: 'body' | 'cookie' = 'body') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh_token',
      ...(via === 'body'
        ? { payload: { refreshToken } }
        : { cookies: { sw_refresh: refreshToken } }),
      remoteAddress: remoteAddress(),
    });
  const self = (privateToken: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/users/self',
      headers: { authorization: `Bearer ${privateToken}` },
    });
  /** Moves the token's rotation back in time, as if the window had passed. */
  const rotatedLongAgo = (refreshToken: string) =>
    t.db
      .update(sessions)
      .set({ rotatedAt: new Date(Date.now() - REFRESH_GRACE_MS - 1000) })
      .where(eq(sessions.tokenHash, hashToken(refreshToken)));

  it('gives a second refresh within the window the same new refresh token, and both work', async () => {
    const first = await signIn();
    const tabA = await refresh(first.refreshToken, 'cookie');
    const tabB = await refresh(first.refreshToken, 'cookie');
    expect(tabA.statusCode).toBe(200);
    expect(tabB.statusCode).toBe(200);
    const a: Pair = tabA.json().data;
    const b: Pair = tabB.json().data;
    expect(b.refreshToken).toBe(a.refreshToken);
    expect(b.refreshToken).not.toBe(first.refreshToken);
    // Both tabs' access tokens stand, and the new refresh token goes on rotating.
    expect((await self(a.privateToken)).statusCode).toBe(200);
    expect((await self(b.privateToken)).statusCode).toBe(200);
    const next = await refresh(a.refreshToken);
    expect(next.statusCode).toBe(200);
    expect((await self(next.json().data.privateToken)).statusCode).toBe(200);
  });

  it('still ends the whole sign-in when the old token comes back after the window', async () => {
    const first = await signIn();
    const second: Pair = (await refresh(first.refreshToken)).json().data;
    await rotatedLongAgo(first.refreshToken);
    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.message).toBe('This sign-in was ended because its token was reused');
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await self(second.privateToken)).statusCode).toBe(401);
  });

  it('answers 401 within the window once the sign-in has ended', async () => {
    const first = await signIn();
    const second: Pair = (await refresh(first.refreshToken)).json().data;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: second.refreshToken },
      remoteAddress: remoteAddress(),
    });
    expect(out.statusCode).toBe(200);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
  });

  it.runIf(testDatabaseUrl)(
    'keeps the sign-in when five refreshes of one token race (PostgreSQL)',
    async () => {
      for (let round = 0; round < 5; round += 1) {
        const first = await signIn();
        const answers = await Promise.all(
          Array.from({ length: 5 }, () => refresh(first.refreshToken)),
        );
        expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
        const tokens = new Set(answers.map((res) => res.json().data.refreshToken));
        expect(tokens.size).toBe(1);
        for (const res of answers) {
          expect((await self(res.json().data.privateToken)).statusCode).toBe(200);
        }
        const [winner] = tokens;
        const next = await refresh(String(winner));
        expect(next.statusCode).toBe(200);
        expect((await self(next.json().data.privateToken)).statusCode).toBe(200);
      }
    },
  );
});
