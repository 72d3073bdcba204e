import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createSeller, createUser, TEST_PASSWORD } from '../../../test/factories/users.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { hashToken, REFRESH_GRACE_MS } from './sessions.ts';

let ipCounter = 0;
/** Each test signs in from its own address, so the per-IP limits of one test do not leak. */
const freshIp = () => {
  ipCounter += 1;
  return `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

function signIn(t: TestApp, email: string, password: string, ip = freshIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });
}

function refresh(t: TestApp, options: { body?: string; cookie?: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh_token',
    payload: options.body ? { refreshToken: options.body } : {},
    ...(options.cookie ? { cookies: { sw_refresh: options.cookie } } : {}),
    remoteAddress: freshIp(),
  });
}

function self(t: TestApp, privateToken: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/users/self',
    headers: { authorization: `Bearer ${privateToken}` },
  });
}

type Cookie = {
  name: string;
  value: string;
  path?: string;
  secure?: boolean;
  httpOnly?: boolean;
  sameSite?: string;
  maxAge?: number;
};

function refreshCookie(res: { cookies: unknown[] }) {
  return (res.cookies as Cookie[]).find((cookie) => cookie.name === 'sw_refresh');
}

describe('signing in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a token pair and sets the refresh cookie for the sign-in routes only', async () => {
    const seller = await createSeller(t.db);
    const res = await signIn(t, seller.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const { privateToken, refreshToken } = res.json().data;
    expect(privateToken.split('.')).toHaveLength(3);
    expect(refreshToken.length).toBeGreaterThan(30);
    const cookie = refreshCookie(res);
    expect(cookie).toMatchObject({
      value: refreshToken,
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 30 * 24 * 60 * 60,
    });
    expect(cookie?.secure).toBeFalsy();
    const me = await self(t, privateToken);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(seller.email);
  });

  it('accepts the address in any case', async () => {
    const seller = await createSeller(t.db);
    const res = await signIn(t, seller.email.toUpperCase(), TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown address', async () => {
    const seller = await createSeller(t.db);
    const wrong = await signIn(t, seller.email, 'not-the-password');
    const unknown = await signIn(t, 'nobody.here@example.test', 'not-the-password');
    const expected = {
      error: { code: 'INVALID_CREDENTIALS', message: 'Email or password is incorrect' },
    };
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(expected);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(expected);
  });

  it('names the missing and malformed fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'not-an-email' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'This field must be a valid email' },
        { path: 'password', message: 'This field is required' },
      ]),
    );
  });

  it('lets a user whose e-mail is not confirmed sign in (the app sends them to /activate)', async () => {
    const seller = await createSeller(t.db, { status: 'inactive' });
    const res = await signIn(t, seller.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const me = await self(t, res.json().data.privateToken);
    expect(me.json().data.status).toBe('inactive');
  });

  it('refuses a locked account once the password is right, and only then', async () => {
    const seller = await createSeller(t.db, { status: 'locked' });
    const wrong = await signIn(t, seller.email, 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    const res = await signIn(t, seller.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'ACCOUNT_LOCKED',
      message: 'Your account is locked. Please contact support.',
    });
  });

  it('stops a locked user’s existing tokens at once', async () => {
    const seller = await createSeller(t.db);
    const { privateToken, refreshToken } = (await signIn(t, seller.email, TEST_PASSWORD)).json()
      .data;
    expect((await self(t, privateToken)).statusCode).toBe(200);
    await t.db.update(users).set({ status: 'locked' }).where(eq(users.id, seller.id));
    expect((await self(t, privateToken)).statusCode).toBe(401);
    expect((await refresh(t, { body: refreshToken })).statusCode).toBe(401);
  });

  it('refuses an unapproved seller with retry_again while the business takes no new sellers', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const adminToken = (await signIn(t, admin.email, TEST_PASSWORD)).json().data.privateToken;
    const setAccepting = (acceptingNewSellers: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/settings/business',
        headers: { authorization: `Bearer ${adminToken}` },
        payload: { acceptingNewSellers },
      });
    const waiting = await createSeller(t.db, { approvedAt: null });
    const approved = await createSeller(t.db);

    expect((await setAccepting(false)).statusCode).toBe(200);
    const refused = await signIn(t, waiting.email, TEST_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'RETRY_AGAIN', message: 'retry_again' });
    expect((await signIn(t, approved.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(t, admin.email, TEST_PASSWORD)).statusCode).toBe(200);

    // Once the business accepts sellers again, the waiting seller gets in and stays approved.
    expect((await setAccepting(true)).statusCode).toBe(200);
    expect((await signIn(t, waiting.email, TEST_PASSWORD)).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, waiting.id));
    expect(row?.approvedAt).toBeInstanceOf(Date);
    await setAccepting(false);
    expect((await signIn(t, waiting.email, TEST_PASSWORD)).statusCode).toBe(200);
    await setAccepting(true);
  });
});

describe('sign-in throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const limited = {
    code: 'RATE_LIMITED',
    message: 'Rate limit exceeded, please try in 15 more minutes',
  };

  it('refuses an address after 5 failed sign-ins, even with the right password', async () => {
    const seller = await createSeller(t.db);
    const other = await createSeller(t.db);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signIn(t, seller.email, 'wrong-password')).statusCode).toBe(401);
    }
    const res = await signIn(t, seller.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatchObject(limited);
    // Another address is not affected.
    expect((await signIn(t, other.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a client address after 20 failed sign-ins across addresses', async () => {
    const ip = '10.200.0.1';
    const seller = await createSeller(t.db);
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const res = await signIn(t, `guess${attempt}@example.test`, 'wrong-password', ip);
      expect(res.statusCode).toBe(401);
    }
    const res = await signIn(t, seller.email, TEST_PASSWORD, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatchObject(limited);
    expect((await signIn(t, seller.email, TEST_PASSWORD, '10.200.0.2')).statusCode).toBe(200);
  });

  it('forgets an address’s failures once its owner signs in', async () => {
    const seller = await createSeller(t.db);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await signIn(t, seller.email, 'wrong-password');
    }
    expect((await signIn(t, seller.email, TEST_PASSWORD)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await signIn(t, seller.email, 'wrong-password');
    }
    expect((await signIn(t, seller.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('limits each sign-in route to 30 calls a minute per client address', async () => {
    const ip = '10.201.0.1';
    const check = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot_password/check',
        payload: { token: 'no-such-token' },
        remoteAddress: ip,
      });
    for (let call = 1; call <= 30; call += 1) expect((await check()).statusCode).toBe(400);
    const res = await check();
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
  });
});

describe('refreshing and signing out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('rotates the refresh token sent in the body', async () => {
    const seller = await createSeller(t.db);
    const first = (await signIn(t, seller.email, TEST_PASSWORD)).json().data;
    const res = await refresh(t, { body: first.refreshToken });
    expect(res.statusCode).toBe(200);
    const second = res.json().data;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(refreshCookie(res)?.value).toBe(second.refreshToken);
    expect((await self(t, second.privateToken)).statusCode).toBe(200);
    // The next refresh uses the new token.
    expect((await refresh(t, { body: second.refreshToken })).statusCode).toBe(200);
  });

  it('reads the refresh token from the cookie when the body has none', async () => {
    const seller = await createSeller(t.db);
    const first = (await signIn(t, seller.email, TEST_PASSWORD)).json().data;
    const res = await refresh(t, { cookie: first.refreshToken });
    expect(res.statusCode).toBe(200);
    const rotated = refreshCookie(res);
    expect(rotated?.value).toBe(res.json().data.refreshToken);
    expect(rotated?.value).not.toBe(first.refreshToken);
    const noBody = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh_token',
      cookies: { sw_refresh: String(rotated?.value) },
      remoteAddress: freshIp(),
    });
    expect(noBody.statusCode).toBe(200);
  });

  it('answers 401 with no refresh token or an unknown one', async () => {
    expect((await refresh(t, {})).statusCode).toBe(401);
    expect((await refresh(t, { body: 'made-up-token' })).statusCode).toBe(401);
  });

  it('ends the whole sign-in when a rotated token is presented again', async () => {
    const seller = await createSeller(t.db);
    const first = (await signIn(t, seller.email, TEST_PASSWORD)).json().data;
    const second = (await refresh(t, { body: first.refreshToken })).json().data;
    const other = (await signIn(t, seller.email, TEST_PASSWORD)).json().data;
    // Past the grace window of two tabs refreshing at once (refresh-grace.test.ts).
    await t.db
      .update(sessions)
      .set({ rotatedAt: new Date(Date.now() - REFRESH_GRACE_MS - 1000) })
      .where(eq(sessions.tokenHash, hashToken(first.refreshToken)));

    const reuse = await refresh(t, { body: first.refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error.message).toBe('This sign-in was ended because its token was reused');
    // Every token of that sign-in is dead: the latest refresh token and the access tokens.
    expect((await refresh(t, { body: second.refreshToken })).statusCode).toBe(401);
    expect((await self(t, second.privateToken)).statusCode).toBe(401);
    expect((await self(t, first.privateToken)).statusCode).toBe(401);
    // The user's other sign-in goes on.
    expect((await self(t, other.privateToken)).statusCode).toBe(200);
    expect((await refresh(t, { body: other.refreshToken })).statusCode).toBe(200);
  });

  it('signs out the sign-in of the body’s token and clears the cookie', async () => {
    const seller = await createSeller(t.db);
    const mine = (await signIn(t, seller.email, TEST_PASSWORD)).json().data;
    const other = (await signIn(t, seller.email, TEST_PASSWORD)).json().data;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: mine.refreshToken },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('Logout successfully');
    const cleared = refreshCookie(res);
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/api/auth');
    expect((await self(t, mine.privateToken)).statusCode).toBe(401);
    expect((await refresh(t, { body: mine.refreshToken })).statusCode).toBe(401);
    expect((await self(t, other.privateToken)).statusCode).toBe(200);
  });

  it('signs out by the cookie, or by the access token when no refresh token comes', async () => {
    const seller = await createSeller(t.db);
    const byCookie = (await signIn(t, seller.email, TEST_PASSWORD)).json().data;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { sw_refresh: byCookie.refreshToken },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    expect((await refresh(t, { body: byCookie.refreshToken })).statusCode).toBe(401);

    const byBearer = (await signIn(t, seller.email, TEST_PASSWORD)).json().data;
    const bearer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${byBearer.privateToken}` },
      payload: {},
      remoteAddress: freshIp(),
    });
    expect(bearer.statusCode).toBe(200);
    expect((await self(t, byBearer.privateToken)).statusCode).toBe(401);
  });
});

describe('the refresh cookie behind https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://portal.example.test' });
  });
  afterAll(() => t.close());

  it('is marked Secure', async () => {
    const seller = await createSeller(t.db);
    const res = await signIn(t, seller.email, TEST_PASSWORD);
    expect(refreshCookie(res)?.secure).toBe(true);
  });
});
