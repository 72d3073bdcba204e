import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { authHeaders, createSeller, TEST_PASSWORD } from '../../../test/factories/users.ts';
import { latestMail, linkIn } from '../../../test/fakes/mailbox.ts';
import { apiKeys, auditLog } from '../../db/schema/index.ts';

/**
 * An API key acts as its seller for the public API, but cannot take the account over: it cannot
 * change the password or manage keys, and a new password ends every key.
 */
describe('the password and the API keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ signInRateLimitPerMinute: 1_000_000 });
  });
  afterAll(() => t.close());

  async function sellerWithKeys(count: number) {
    const seller = await createSeller(t.db);
    const headers = await authHeaders(t.app, seller);
    const keys: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/api-keys',
        headers,
        payload: { name: `System ${index}` },
      });
      expect(res.statusCode).toBe(201);
      keys.push(res.json().data.key);
    }
    return { seller, headers, keys };
  }
  const withKey = (
    key: string,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({ method, url, headers: { 'x-api-key': key }, ...(payload ? { payload } : {}) });

  it('refuses to change the password, or to manage keys, with an API key', async () => {
    const { seller, keys } = await sellerWithKeys(1);
    const key = keys[0] as string;
    expect((await withKey(key, 'GET', '/api/users/self')).statusCode).toBe(200);

    const change = await withKey(key, 'PUT', '/api/users/self/password', {
      oldPassword: TEST_PASSWORD,
      newPassword: 'taken-over-2026',
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().error).toEqual({
      code: 'FORBIDDEN',
      message: 'The password cannot be changed with an API key',
    });
    // A wrong guess is refused the same way: the key learns nothing about the password.
    const guess = await withKey(key, 'PUT', '/api/users/self/password', {
      oldPassword: 'a-guess',
      newPassword: 'taken-over-2026',
    });
    expect(guess.statusCode).toBe(403);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: seller.email, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);

    for (const [method, url] of [
      ['GET', '/api/api-keys'],
      ['POST', '/api/api-keys'],
      ['DELETE', '/api/api-keys/1'],
    ] as const) {
      const res = await withKey(key, method, url, method === 'POST' ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.message).toBe('API keys cannot be managed with an API key');
    }
  });

  it('revokes every key of the account when the password changes, and says how many', async () => {
    const { seller, headers, keys } = await sellerWithKeys(2);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/self/password',
      headers,
      payload: { oldPassword: TEST_PASSWORD, newPassword: 'a-new-password-2026' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ message: 'Update password success', revokedApiKeys: 2 });
    for (const key of keys) {
      expect((await withKey(key, 'GET', '/api/users/self')).statusCode).toBe(401);
    }
    // The settings page lists them as revoked; the sign-in that changed it goes on.
    const list = await t.app.inject({ method: 'GET', url: '/api/api-keys', headers });
    expect(list.statusCode).toBe(200);
    const rows = list.json().data.rows as { revokedAt: string | null }[];
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.revokedAt).not.toBeNull();
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.action, 'api_key.revoke'));
    expect(
      audited.filter(
        (entry) => (entry.after as { reason?: string })?.reason === 'password_changed',
      ),
    ).toHaveLength(2);
    // A key made afterwards works.
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers,
      payload: {},
    });
    expect(fresh.statusCode).toBe(201);
    expect((await withKey(fresh.json().data.key, 'GET', '/api/users/self')).statusCode).toBe(200);
    const live = await t.db.select().from(apiKeys).where(eq(apiKeys.userId, seller.id));
    expect(live.filter((row) => row.revokedAt === null)).toHaveLength(1);
  });

  it('revokes them too when the password is reset through the mailed link', async () => {
    const { seller, keys } = await sellerWithKeys(1);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot_password',
      payload: { email: seller.email },
    });
    expect(forgot.statusCode).toBe(200);
    const { value: token } = linkIn(await latestMail(t.config.dataDir, seller.email), 'resetToken');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset_password',
      payload: { token, newPassword: 'reset-password-2026' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await withKey(keys[0] as string, 'GET', '/api/users/self')).statusCode).toBe(401);
  });
});
