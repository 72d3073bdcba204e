import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, TEST_PASSWORD, type TestUser } from '../../../test/factories/users.ts';
import { latestMail } from '../../../test/fakes/mailbox.ts';
import { auditLog, sessions, userTwoFactors } from '../../db/schema/index.ts';
import { TOTP_PERIOD_SECONDS, totpCodeAt } from './totp.ts';

/** The fixed clock of these tests: every code is made and checked at a time they choose. */
const T0 = Date.parse('2026-06-01T10:00:00.000Z');
const STEP_MS = TOTP_PERIOD_SECONDS * 1000;
const at = (ms: number) => vi.setSystemTime(new Date(ms));

let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `10.7.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ signInRateLimitPerMinute: 100_000 });
}, 180_000);
afterAll(() => t.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at(T0);
});
afterEach(() => vi.useRealTimers());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function post(url: string, payload: unknown, headers: Record<string, string> = {}, ip = freshIp()) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers,
    remoteAddress: ip,
  });
}

function login(user: TestUser, ip = freshIp()) {
  return post('/api/auth/login', { email: user.email, password: TEST_PASSWORD }, {}, ip);
}

async function signedIn(user: TestUser, ip = freshIp()): Promise<string> {
  const res = await login(user, ip);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.privateToken;
}

/** Sets a factor up through the API: its secret and its recovery codes. */
async function enrol(user: TestUser) {
  const token = await signedIn(user);
  const setup = await post('/api/auth/two_factor/setup', undefined, bearer(token));
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json().data as { secret: string };
  const enabled = await post(
    '/api/auth/two_factor/enable',
    { code: totpCodeAt(secret) },
    bearer(token),
  );
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { secret, token, recoveryCodes: enabled.json().data.recoveryCodes as string[] };
}

async function challengeOf(user: TestUser, ip = freshIp()): Promise<string> {
  const res = await login(user, ip);
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data;
  expect(data).toEqual({ twoFactorRequired: true, challengeToken: expect.any(String) });
  return data.challengeToken;
}

const secondStep = (challengeToken: string, code: string, ip = freshIp()) =>
  post('/api/auth/login/two_factor', { challengeToken, code }, {}, ip);

describe('enrolling an authenticator app', () => {
  it('answers a secret and its QR code, turns on with a first code, and gives ten recovery codes once', async () => {
    const seller = await createUser(t.db, { role: 'seller' });
    const token = await signedIn(seller);
    const before = await t.app.inject({ url: '/api/auth/two_factor', headers: bearer(token) });
    expect(before.json().data).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });

    const setup = await post('/api/auth/two_factor/setup', undefined, bearer(token));
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCode } = setup.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain('otpauth://totp/Stitchworks:');
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    // Sealed at rest: the plain secret is nowhere in the row.
    const [row] = await t.db
      .select()
      .from(userTwoFactors)
      .where(eq(userTwoFactors.userId, seller.id));
    expect(row?.secretSealed).toMatch(/^v1\./);
    expect(row?.secretSealed).not.toContain(secret);
    expect(row?.enabledAt).toBeNull();

    const wrong = await post('/api/auth/two_factor/enable', { code: '000000' }, bearer(token));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('The code is incorrect or has already been used');
    const malformed = await post('/api/auth/two_factor/enable', { code: '12ab' }, bearer(token));
    expect(malformed.statusCode).toBe(400);

    const enabled = await post(
      '/api/auth/two_factor/enable',
      { code: totpCodeAt(secret) },
      bearer(token),
    );
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes, message } = enabled.json().data;
    expect(message).toBe('Two-factor sign-in is on');
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const after = await t.app.inject({ url: '/api/auth/two_factor', headers: bearer(token) });
    expect(after.json().data).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    // A second setup while on is refused; the factor stays.
    const again = await post('/api/auth/two_factor/setup', undefined, bearer(token));
    expect(again.statusCode).toBe(409);
  });

  it('asks an admin without a factor to enrol at each sign-in, and no other role', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const seller = await createUser(t.db, { role: 'seller' });
    expect((await login(admin)).json().data.mustEnrolTwoFactor).toBe(true);
    expect((await login(seller)).json().data.mustEnrolTwoFactor).toBeUndefined();
    const token = await signedIn(admin);
    const status = await t.app.inject({ url: '/api/auth/two_factor', headers: bearer(token) });
    expect(status.json().data.required).toBe(true);
    const { secret } = await enrol(admin);
    at(T0 + 5 * STEP_MS);
    const done = await secondStep(await challengeOf(admin), totpCodeAt(secret));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.mustEnrolTwoFactor).toBeUndefined();
  });
});

describe('signing in with a second factor', () => {
  it('answers a challenge instead of tokens, then the tokens for a right code, each code once', async () => {
    const user = await createUser(t.db, { role: 'supporter' });
    const { secret } = await enrol(user);
    const sessionsBefore = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));

    at(T0 + 10 * STEP_MS);
    const first = await login(user);
    expect(first.json().data).toEqual({
      twoFactorRequired: true,
      challengeToken: expect.any(String),
    });
    // The password alone starts no sign-in and sets no refresh cookie.
    expect(first.cookies.find((cookie) => cookie.name === 'sw_refresh')).toBeUndefined();
    const sessionsAfter = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(sessionsAfter).toHaveLength(sessionsBefore.length);

    // The code of the step before now is still accepted (±1 step).
    const code = totpCodeAt(secret, T0 + 9 * STEP_MS);
    const done = await secondStep(first.json().data.challengeToken, code);
    expect(done.statusCode, done.body).toBe(200);
    const { privateToken, refreshToken } = done.json().data;
    expect(privateToken.split('.')).toHaveLength(3);
    expect(done.cookies.find((cookie) => cookie.name === 'sw_refresh')?.value).toBe(refreshToken);
    const me = await t.app.inject({ url: '/api/users/self', headers: bearer(privateToken) });
    expect(me.statusCode).toBe(200);

    // The same code again, on a new sign-in: refused. So is the step before it.
    const replay = await secondStep(await challengeOf(user), code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.message).toBe('The code is incorrect or has already been used');
    const older = await secondStep(await challengeOf(user), totpCodeAt(secret, T0 + 8 * STEP_MS));
    expect(older.statusCode).toBe(400);
    // Two steps away is outside the window.
    const farAhead = await secondStep(
      await challengeOf(user),
      totpCodeAt(secret, T0 + 12 * STEP_MS),
    );
    expect(farAhead.statusCode).toBe(400);
    // The step after now is inside it.
    const ahead = await secondStep(await challengeOf(user), totpCodeAt(secret, T0 + 11 * STEP_MS));
    expect(ahead.statusCode, ahead.body).toBe(200);
  });

  it('takes a recovery code once, and counts what is left', async () => {
    const user = await createUser(t.db, { role: 'seller' });
    const { recoveryCodes } = await enrol(user);
    const [first] = recoveryCodes as [string];
    // Typed in capitals and without its dash: the same code.
    const done = await secondStep(await challengeOf(user), first.replace('-', '').toUpperCase());
    expect(done.statusCode, done.body).toBe(200);
    const token = done.json().data.privateToken;
    const status = await t.app.inject({ url: '/api/auth/two_factor', headers: bearer(token) });
    expect(status.json().data.recoveryCodesLeft).toBe(9);
    const again = await secondStep(await challengeOf(user), first);
    expect(again.statusCode).toBe(400);
  });

  it('uses a challenge once, and not after 5 minutes', async () => {
    const user = await createUser(t.db, { role: 'seller' });
    const { secret } = await enrol(user);
    at(T0 + 20 * STEP_MS);
    const challenge = await challengeOf(user);
    expect((await secondStep(challenge, totpCodeAt(secret))).statusCode).toBe(200);
    at(T0 + 21 * STEP_MS);
    const reused = await secondStep(challenge, totpCodeAt(secret));
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe('This sign-in has expired, please sign in again');

    const late = await challengeOf(user);
    at(T0 + 21 * STEP_MS + 5 * 60_000 + 1000);
    const expired = await secondStep(late, totpCodeAt(secret));
    expect(expired.json().error.message).toBe('This sign-in has expired, please sign in again');
    expect((await secondStep('made-up-token', '123456')).statusCode).toBe(400);
  });

  it('holds wrong codes to five per account in the window, as passwords are', async () => {
    const user = await createUser(t.db, { role: 'seller' });
    // The right code of the enrolment started the account's count again.
    const { secret } = await enrol(user);
    at(T0 + 4 * STEP_MS);
    const challenge = await challengeOf(user);
    const right = totpCodeAt(secret);
    const wrong = right === '111111' ? '222222' : '111111';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await secondStep(challenge, wrong)).statusCode).toBe(400);
    }
    // From another address too: the account's budget is spent.
    const blocked = await secondStep(challenge, right);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(
      /^Rate limit exceeded, please try in \d+ more minutes?$/,
    );
  });

  it('accepts the challenge token nowhere but the second step', async () => {
    const user = await createUser(t.db, { role: 'admin' });
    await enrol(user);
    const challenge = await challengeOf(user);
    const refused: string[] = [];
    for (const route of t.app.apiRoutes) {
      if (route.access === 'public') continue;
      const url = route.url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, '1').replace(/\*$/, 'x');
      for (const headers of [bearer(challenge), { 'x-api-key': challenge }]) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          ...(['GET', 'HEAD'].includes(route.method) ? {} : { payload: [] }),
        });
        if (res.statusCode !== 401) refused.push(`${route.method} ${route.url} ${res.statusCode}`);
      }
    }
    expect(refused).toEqual([]);
    // Nor as a refresh token, in the body or the cookie.
    const asRefresh = await post('/api/auth/refresh_token', { refreshToken: challenge });
    expect(asRefresh.statusCode).toBe(401);
    const asCookie = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh_token',
      cookies: { sw_refresh: challenge },
      payload: {},
    });
    expect(asCookie.statusCode).toBe(401);
  });

  it('with two requests of one code at once, lets one through (PostgreSQL decides)', async () => {
    const user = await createUser(t.db, { role: 'seller' });
    const { secret } = await enrol(user);
    at(T0 + 60 * STEP_MS);
    const [a, b] = [await challengeOf(user), await challengeOf(user)];
    const code = totpCodeAt(secret);
    const answers = await Promise.all([secondStep(a, code), secondStep(b, code)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('turning a factor off', () => {
  it('takes a current code (or a recovery code); then the password alone signs in', async () => {
    const user = await createUser(t.db, { role: 'seller' });
    const { secret, token } = await enrol(user);
    at(T0 + 2 * STEP_MS);
    const wrong = await post('/api/auth/two_factor/disable', { code: '000000' }, bearer(token));
    expect(wrong.statusCode).toBe(400);
    const off = await post(
      '/api/auth/two_factor/disable',
      { code: totpCodeAt(secret) },
      bearer(token),
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.message).toBe('Two-factor sign-in is off');
    expect((await login(user)).json().data.privateToken).toEqual(expect.any(String));
  });

  it('makes new recovery codes, the old ones no longer working', async () => {
    const user = await createUser(t.db, { role: 'seller' });
    const { secret, token, recoveryCodes } = await enrol(user);
    at(T0 + 3 * STEP_MS);
    const renewed = await post(
      '/api/auth/two_factor/recovery_codes',
      { code: totpCodeAt(secret) },
      bearer(token),
    );
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().data.recoveryCodes).toHaveLength(10);
    const old = await secondStep(await challengeOf(user), recoveryCodes[1]!);
    expect(old.statusCode).toBe(400);
    const fresh = await secondStep(await challengeOf(user), renewed.json().data.recoveryCodes[0]);
    expect(fresh.statusCode).toBe(200);
  });

  it('an admin resets a user’s factor: audited, the user told by mail; others may not', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const manager = await createUser(t.db, { role: 'manager' });
    const user = await createUser(t.db, { role: 'designer' });
    await enrol(user);
    const adminToken = await signedIn(admin);
    const seen = await t.app.inject({
      url: `/api/users/${user.id}/two_factor`,
      headers: bearer(adminToken),
    });
    expect(seen.json().data).toMatchObject({ enabled: true });

    const byManager = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}/two_factor`,
      headers: bearer(await signedIn(manager)),
    });
    expect(byManager.statusCode).toBe(403);

    const reset = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}/two_factor`,
      headers: bearer(adminToken),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().data.message).toBe("The user's two-factor sign-in was reset");
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'user.two_factor_reset'), eq(auditLog.entityId, String(user.id))),
      );
    expect(entry).toMatchObject({ actorId: admin.id, entityType: 'user' });
    expect((await login(user)).json().data.privateToken).toEqual(expect.any(String));
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}/two_factor`,
      headers: bearer(adminToken),
    });
    expect(again.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/999999/two_factor',
      headers: bearer(adminToken),
    });
    expect(missing.statusCode).toBe(404);

    vi.useRealTimers();
    const mail = await latestMail(t.config.dataDir, user.email);
    expect(mail.subject).toBe('Your Stitchworks two-factor sign-in was reset');
    expect(mail.text).toContain('/profile');
  });
});

describe('where you are signed in', () => {
  it('lists each sign-in with its device, address and last use; ends one, then all others', async () => {
    const user = await createUser(t.db, { role: 'seller' });
    const agent = (ua: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: TEST_PASSWORD },
        headers: { 'user-agent': ua },
        remoteAddress: ip,
      });
    const phone = (
      await agent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
        '10.9.0.1',
      )
    ).json().data.privateToken;
    at(T0 + 60_000);
    const laptop = (
      await agent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
        '10.9.0.2',
      )
    ).json().data.privateToken;
    at(T0 + 120_000);
    const desk = (
      await agent('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Firefox/133.0', '10.9.0.3')
    ).json().data.privateToken;

    const list = await t.app.inject({ url: '/api/auth/sessions', headers: bearer(laptop) });
    expect(list.statusCode).toBe(200);
    const rows = list.json().data.rows as {
      id: string;
      device: string;
      ip: string;
      current: boolean;
      lastSeenAt: string;
    }[];
    expect(rows.map((row) => [row.device, row.ip, row.current])).toEqual([
      ['Firefox on Linux', '10.9.0.3', false],
      ['Chrome on Windows', '10.9.0.2', true],
      ['Safari on iOS', '10.9.0.1', false],
    ]);
    // Last seen: when its newest token was issued (the database's clock).
    for (const row of rows) expect(Number.isNaN(Date.parse(row.lastSeenAt))).toBe(false);

    // Another user cannot end it (404), nor see it.
    const other = await createUser(t.db, { role: 'seller' });
    const otherToken = await signedIn(other);
    const phoneId = rows[2]!.id;
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${phoneId}`,
      headers: bearer(otherToken),
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/users/self', headers: bearer(phone) })).statusCode,
    ).toBe(200);

    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${phoneId}`,
      headers: bearer(laptop),
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data.message).toBe('Sign-in ended');
    expect(
      (await t.app.inject({ url: '/api/users/self', headers: bearer(phone) })).statusCode,
    ).toBe(401);

    const others = await post('/api/auth/sessions/end_others', undefined, bearer(laptop));
    expect(others.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/users/self', headers: bearer(desk) })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ url: '/api/users/self', headers: bearer(laptop) })).statusCode,
    ).toBe(200);
    const left = await t.app.inject({ url: '/api/auth/sessions', headers: bearer(laptop) });
    expect(left.json().data.rows).toHaveLength(1);
  });
});
