import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { seedCatalogs } from '../../../test/factories/catalog.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../test/factories/users.ts';
import { auditLog, sellerCostLists } from '../../db/schema/index.ts';

type Headers = Record<string, string>;

describe('seller cost lists', () => {
  let t: TestApp;
  let seller: TestUser;
  let as: Record<'admin' | 'manager' | 'supporter' | 'seller', Headers>;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogs(t.db);
    seller = await createSeller(t.db);
    admin = await createUser(t.db, { role: 'admin' });
    as = {
      admin: await authHeaders(t.app, admin),
      manager: await authHeaders(t.app, await createUser(t.db, { role: 'manager' })),
      supporter: await authHeaders(t.app, await createUser(t.db, { role: 'supporter' })),
      seller: await authHeaders(t.app, seller),
    };
  });
  afterAll(() => t.close());

  const get = (userId: number, headers: Headers) =>
    t.app.inject({ method: 'GET', url: `/api/users/${userId}/cost-list`, headers });
  const put = (userId: number, prices: object, headers: Headers = as.admin) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/users/${userId}/cost-list`,
      headers,
      payload: { prices },
    });

  it('starts empty: every price is the catalog’s base price', async () => {
    const res = await get(seller.id, as.supporter);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ userId: seller.id, prices: {}, updatedAt: null });
  });

  it('is set by admins and managers, in dollars, and audited', async () => {
    const res = await put(seller.id, { '7': { m: 9.5, xxl: 11 }, '10': { '11oz': 5 } }, as.manager);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.prices).toEqual({ '7': { m: 9.5, xxl: 11 }, '10': { '11oz': 5 } });
    const [row] = await t.db
      .select()
      .from(sellerCostLists)
      .where(eq(sellerCostLists.userId, seller.id));
    expect(row!.prices).toEqual({ '7': { m: 950, xxl: 1100 }, '10': { '11oz': 500 } });
    const replaced = await put(seller.id, { '7': { m: 9 } });
    expect(replaced.json().data.prices).toEqual({ '7': { m: 9 } });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'cost_list.update'), eq(auditLog.entityId, String(seller.id))))
      .orderBy(asc(auditLog.id));
    expect(audits).toHaveLength(2);
    expect(audits[1]).toMatchObject({
      actorId: admin.id,
      before: { costList: { '7': { m: 9.5, xxl: 11 }, '10': { '11oz': 5 } } },
      after: { costList: { '7': { m: 9 } } },
    });
    expect((await get(seller.id, as.admin)).json().data.updatedAt).not.toBeNull();
  });

  it('refuses unknown catalogs and sizes, and writes nothing', async () => {
    const res = await put(seller.id, { '7': { m: 8, '9xl': 30 }, '999': { m: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      { path: 'prices.7.9xl', message: 'This catalog has no such size' },
      { path: 'prices.999', message: 'This catalog does not exist' },
    ]);
    expect((await put(seller.id, { '7': { m: -1 } })).statusCode).toBe(400);
    expect((await put(seller.id, { abc: { m: 1 } })).statusCode).toBe(400);
    expect((await get(seller.id, as.admin)).json().data.prices).toEqual({ '7': { m: 9 } });
  });

  it('is for sellers only, and only staff see or change it', async () => {
    const res = await put(admin.id, {});
    expect(res.statusCode).toBe(400);
    expect((await get(admin.id, as.admin)).statusCode).toBe(400);
    expect((await get(987654, as.admin)).statusCode).toBe(404);
    expect((await put(seller.id, {}, as.supporter)).statusCode).toBe(403);
    expect((await get(seller.id, as.seller)).statusCode).toBe(403);
    expect((await put(seller.id, {}, as.seller)).statusCode).toBe(403);
  });
});
