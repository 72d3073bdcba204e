import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { seedCatalogs } from '../../../test/factories/catalog.ts';
import { insertOrderRow } from '../../../test/factories/order-rows.ts';
import { authHeaders, createSeller, createUser } from '../../../test/factories/users.ts';
import { countingStatements } from '../../../test/statements.ts';
import { users } from '../../db/schema/index.ts';
import { authenticateAccessToken } from './authenticate.ts';

/**
 * The signed-in path keeps a verified token in memory and reads the caller's own row once per
 * request: none of that may let a sign-in outlive its end, a lock, or its token's expiry.
 */
describe('the signed-in path', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimitPerMinute: 1_000_000 });
    await seedCatalogs(t.db);
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

  describe('on the order list, whose own statement confirms the sign-in', () => {
    const list = (headers: Record<string, string>, query = 'limit=50') =>
      t.app.inject({ method: 'GET', url: `/api/orders?${query}`, headers });
    const idsOf = async (headers: Record<string, string>) => {
      const res = await list(headers);
      expect(res.statusCode).toBe(200);
      return (res.json().data.rows as { id: number }[]).map((row) => row.id).sort();
    };

    it('refuses a remembered caller once the sign-in ends, the user is locked or the token expires', async () => {
      const seller = await createSeller(t.db);
      await insertOrderRow(t.db, seller);
      const headers = await authHeaders(t.app, seller);
      expect((await list(headers)).statusCode).toBe(200);
      expect((await list(headers)).statusCode).toBe(200); // from memory, confirmed
      expect((await list(headers, 'page=400&limit=50')).statusCode).toBe(200); // past the cap
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode,
      ).toBe(200);
      expect((await list(headers)).statusCode).toBe(401);
      expect((await list(headers, 'page=400&limit=50')).statusCode).toBe(401);

      const other = await createSeller(t.db);
      const otherHeaders = await authHeaders(t.app, other);
      expect((await list(otherHeaders, 'page=400&limit=50')).statusCode).toBe(200);
      expect((await list(otherHeaders, 'page=400&limit=50')).statusCode).toBe(200);
      await t.db.update(users).set({ status: 'locked' }).where(eq(users.id, other.id));
      expect((await list(otherHeaders, 'page=400&limit=50')).statusCode).toBe(401);

      const third = await createSeller(t.db);
      const thirdHeaders = await authHeaders(t.app, third);
      expect((await list(thirdHeaders)).statusCode).toBe(200);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 31 * 60 * 1000);
      expect((await list(thirdHeaders)).statusCode).toBe(401);
    });

    it('answers for the caller as they are now when their factories, status or role change', async () => {
      const seller = await createSeller(t.db);
      const inVn = await insertOrderRow(t.db, seller, { factory: 'vn1' });
      const inEu = await insertOrderRow(t.db, seller, { factory: 'eu1' });
      const producer = await createUser(t.db, { role: 'producer', factories: ['vn1'] });
      const headers = await authHeaders(t.app, producer);
      const mine = (ids: number[]) => ids.filter((id) => id === inVn.id || id === inEu.id);
      expect(mine(await idsOf(headers))).toEqual([inVn.id]);
      expect(mine(await idsOf(headers))).toEqual([inVn.id]);

      await t.db
        .update(users)
        .set({ factories: ['eu1'] })
        .where(eq(users.id, producer.id));
      expect(mine(await idsOf(headers))).toEqual([inEu.id]);
      expect(mine(await idsOf(headers))).toEqual([inEu.id]);

      await t.db.update(users).set({ status: 'inactive' }).where(eq(users.id, producer.id));
      expect((await list(headers)).statusCode).toBe(403);
      await t.db.update(users).set({ status: 'active' }).where(eq(users.id, producer.id));
      expect(mine(await idsOf(headers))).toEqual([inEu.id]);

      await t.db.update(users).set({ role: 'designer' }).where(eq(users.id, producer.id));
      expect((await list(headers)).statusCode).toBe(403);
    });

    it('spends one statement on a page asked again with the same token', async () => {
      const seller = await createSeller(t.db);
      await insertOrderRow(t.db, seller);
      const headers = await authHeaders(t.app, seller);
      expect((await list(headers)).statusCode).toBe(200);
      expect((await self(headers)).statusCode).toBe(200); // another page between the two
      const { result: res, statements } = await countingStatements(t.db, () => list(headers));
      expect(res.statusCode).toBe(200);
      expect(res.json().data.rows).toHaveLength(1);
      expect(statements).toBe(1);
    });
  });
});
