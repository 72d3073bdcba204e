import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createSeller, TEST_PASSWORD } from '../../../test/factories/users.ts';
import { latestMail, linkIn } from '../../../test/fakes/mailbox.ts';

let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

// Concurrency is real on PostgreSQL (CI runs this file there too); on PGlite it is one connection.
describe('the sign-in throttle under a burst', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The per-route request limit is out of the way: the failure throttle is under test.
    t = await createTestApp({ signInRateLimitPerMinute: 1_000_000 });
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string, ip = freshIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: ip,
    });

  it('evaluates at most five of thirty attempts sent at once, a correct one among them', async () => {
    const seller = await createSeller(t.db);
    const attempts = Array.from({ length: 30 }, (_, index) =>
      signIn(seller.email, index === 17 ? TEST_PASSWORD : `wrong-${index}`),
    );
    const statuses = (await Promise.all(attempts)).map((res) => res.statusCode);
    const evaluated = statuses.filter((status) => status !== 429);
    expect(evaluated.length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(25);
    expect(statuses.filter((status) => ![200, 401, 429].includes(status))).toEqual([]);
  });

  it('says the real wait of the 15-minute window, in the message and in Retry-After', async () => {
    const seller = await createSeller(t.db);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signIn(seller.email, 'wrong-password')).statusCode).toBe(401);
    }
    const res = await signIn(seller.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Rate limit exceeded, please try in 15 more minutes',
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('lets a throttled owner reset the password and sign in with the new one', async () => {
    const seller = await createSeller(t.db);
    for (let attempt = 1; attempt <= 6; attempt += 1) await signIn(seller.email, 'guess');
    expect((await signIn(seller.email, TEST_PASSWORD)).statusCode).toBe(429);

    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot_password',
      payload: { email: seller.email },
      remoteAddress: freshIp(),
    });
    expect(forgot.statusCode).toBe(200);
    const { value: token } = linkIn(await latestMail(t.config.dataDir, seller.email), 'resetToken');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset_password',
      payload: { token, newPassword: 'brand-new-2026' },
      remoteAddress: freshIp(),
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(seller.email, 'brand-new-2026')).statusCode).toBe(200);
  });

  it('does not count a client’s successful sign-ins against it', async () => {
    const ip = freshIp();
    for (let index = 0; index < 25; index += 1) {
      const seller = await createSeller(t.db);
      expect((await signIn(seller.email, TEST_PASSWORD, ip)).statusCode).toBe(200);
    }
  });
});

describe('guessing cannot lock an owner out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ signInRateLimitPerMinute: 1_000_000 });
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string, ip: string, device?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: ip,
      ...(device ? { cookies: { sw_device: device } } : {}),
    });
  const deviceCookieOf = (res: { cookies: { name: string; value: string }[] }) =>
    res.cookies.find((cookie) => cookie.name === 'sw_device');

  it('lets the owner in from a browser that signed in before, while the guesser is refused', async () => {
    const seller = await createSeller(t.db);
    const ownerIp = freshIp();
    const first = await signIn(seller.email, TEST_PASSWORD, ownerIp);
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookieOf(first);
    expect(cookie).toMatchObject({ path: '/api/auth', httpOnly: true, sameSite: 'Lax' });
    const device = String(cookie?.value);

    // Someone guesses from one address, far past every budget.
    const attackerIp = freshIp();
    const guesses: number[] = [];
    for (let attempt = 0; attempt < 25; attempt += 1) {
      guesses.push((await signIn(seller.email, `guess-${attempt}`, attackerIp)).statusCode);
    }
    expect(guesses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(guesses.slice(5)).toEqual(Array(20).fill(429));
    // … and from many: the account refuses devices it has never seen.
    expect((await signIn(seller.email, 'guess', freshIp())).statusCode).toBe(429);
    expect((await signIn(seller.email, TEST_PASSWORD, freshIp())).statusCode).toBe(429);

    // The owner's browser still signs in, from its address or another.
    expect((await signIn(seller.email, TEST_PASSWORD, ownerIp, device)).statusCode).toBe(200);
    expect((await signIn(seller.email, TEST_PASSWORD, freshIp(), device)).statusCode).toBe(200);
    // The guesser's address stays refused, for this account and any other.
    const other = await createSeller(t.db);
    expect((await signIn(seller.email, TEST_PASSWORD, attackerIp)).statusCode).toBe(429);
    expect((await signIn(other.email, TEST_PASSWORD, attackerIp)).statusCode).toBe(429);
  });

  it('takes no forged cookie, nor one made for another account', async () => {
    const owner = await createSeller(t.db);
    const someone = await createSeller(t.db);
    const theirs = deviceCookieOf(await signIn(someone.email, TEST_PASSWORD, freshIp()));
    for (let attempt = 0; attempt < 6; attempt += 1) await signIn(owner.email, 'guess', freshIp());
    const [deviceId] = String(theirs?.value).split('.');
    for (const device of [String(theirs?.value), `${deviceId}.forged`, 'x'.repeat(40)]) {
      expect((await signIn(owner.email, TEST_PASSWORD, freshIp(), device)).statusCode).toBe(429);
    }
  });

  it('holds a known device to five guesses of its own', async () => {
    const seller = await createSeller(t.db);
    const device = String(
      deviceCookieOf(await signIn(seller.email, TEST_PASSWORD, freshIp()))?.value,
    );
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await signIn(seller.email, 'guess', freshIp(), device)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // The account's budget for other devices was not spent by them.
    expect((await signIn(seller.email, TEST_PASSWORD, freshIp())).statusCode).toBe(200);
  });
});
