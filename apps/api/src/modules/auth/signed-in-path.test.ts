import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { authHeaders, createSeller, createUser } from '../../../test/factories/users.ts';
import { users } from '../../db/schema/index.ts';
import { authenticateAccessToken } from './authenticate.ts';

/**
 * The signed-in path keeps a verified token in memory and reads the caller's own row once per
 * request: none of that may let a sign-in outlive its end, a lock, or its token's expiry.
 */
describe('the signed-in path', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const self = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/users/self', headers });

  it('refuses a token already verified once its sign-in ends or its user is locked', async () => {
    const seller = await createSeller(t.db);
    const headers = await authHeaders(t.app, seller);
    expect((await self(headers)).statusCode).toBe(200);
    expect((await self(headers)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(out.statusCode).toBe(200);
    expect((await self(headers)).statusCode).toBe(401);

    const other = await createSeller(t.db);
    const otherHeaders = await authHeaders(t.app, other);
    expect((await self(otherHeaders)).statusCode).toBe(200);
    await t.db.update(users).set({ status: 'locked' }).where(eq(users.id, other.id));
    expect((await self(otherHeaders)).statusCode).toBe(401);
  });

  it('refuses a token already verified once it expires', async () => {
    const seller = await createSeller(t.db);
    const headers = await authHeaders(t.app, seller);
    expect((await self(headers)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 60 * 1000);
    expect((await self(headers)).statusCode).toBe(401);
  });

  it('answers the account as it is now, and never a forged token', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const headers = await authHeaders(t.app, admin);
    expect((await self(headers)).json().data.name).toBe(admin.name);
    await t.db.update(users).set({ name: 'Renamed Admin' }).where(eq(users.id, admin.id));
    expect((await self(headers)).json().data.name).toBe('Renamed Admin');

    const [head, body] = headers.authorization.slice('Bearer '.length).split('.');
    const forged = { authorization: `Bearer ${head}.${body}.AAAA` };
    expect((await self(forged)).statusCode).toBe(401);
  });

  it('keeps the password hash out of anything that serialises the caller', async () => {
    const seller = await createSeller(t.db);
    const token = (await authHeaders(t.app, seller)).authorization.slice('Bearer '.length);
    const caller = await authenticateAccessToken(t.db, t.app.tokens, token);
    expect(caller?.row?.passwordHash).toMatch(/^\$argon2/);
    expect(JSON.stringify(caller)).not.toContain('argon2');
    expect({ ...caller }).not.toHaveProperty('row');
  });
});
