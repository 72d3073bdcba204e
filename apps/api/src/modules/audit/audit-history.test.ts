import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../test/factories/users.ts';
import { audit } from './audit.service.ts';

describe('GET /audit', () => {
  let t: TestApp;
  let admin: TestUser;
  let adminHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.db, { role: 'admin', name: 'Ada Admin', email: 'ada@staff.test' });
    adminHeaders = await authHeaders(t.app, admin);
  });
  afterAll(() => t.close());

  const get = (query: string, headers = adminHeaders) =>
    t.app.inject({ method: 'GET', url: `/api/audit${query}`, headers });

  it('lists changes to one entity, newest first, with who made them', async () => {
    const seller = await createSeller(t.db, { name: 'Sue' });
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${seller.id}`,
      headers: adminHeaders,
      payload: { name: 'Sue B.' },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${seller.id}/permissions`,
      headers: adminHeaders,
      payload: { factories: [], permissionIds: [1] },
    });
    const res = await get(`?entityType=user&entityId=${seller.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ count: 2, totalPage: 1 });
    expect(res.json().data.rows).toEqual([
      expect.objectContaining({
        action: 'user.permissions',
        before: { permissionIds: [] },
        after: { permissionIds: [1] },
        actor: { id: admin.id, name: 'Ada Admin', email: 'ada@staff.test' },
      }),
      expect.objectContaining({ action: 'user.update', after: { name: 'Sue B.' } }),
    ]);
  });

  it("gathers a user's history: the account, its discounts and its API keys", async () => {
    const seller = await createSeller(t.db);
    const sellerHeaders = await authHeaders(t.app, seller);
    await t.app.inject({
      method: 'POST',
      url: '/api/user-discounts',
      headers: adminHeaders,
      payload: { userId: seller.id, amount: 2, expiredAt: '2099-01-01' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: sellerHeaders,
      payload: {},
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${seller.id}`,
      headers: adminHeaders,
      payload: { status: 'locked' },
    });
    // Someone else's change stays out of this history.
    const other = await createSeller(t.db);
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${other.id}`,
      headers: adminHeaders,
      payload: { name: 'Other' },
    });

    const res = await get(`?userId=${seller.id}`);
    const rows = res.json().data.rows as { action: string; actor: { id: number } | null }[];
    expect(rows.map((row) => row.action)).toEqual([
      'user.update',
      'api_key.create',
      'discount.create',
    ]);
    expect(rows[1]!.actor!.id).toBe(seller.id);
  });

  it('pages the trail and shows a system change without an actor', async () => {
    for (let i = 0; i < 3; i += 1) {
      await audit(t.db, {
        actorId: null,
        action: 'settings.update',
        entityType: 'settings',
        entityId: 'paging',
        after: { step: i },
      });
    }
    const res = await get('?entityType=settings&entityId=paging&page=2&limit=2');
    expect(res.json().data).toMatchObject({ count: 3, totalPage: 2 });
    expect(res.json().data.rows).toEqual([
      expect.objectContaining({ after: { step: 0 }, actor: null }),
    ]);
  });

  it('is for admins only', async () => {
    const manager = await createUser(t.db, { role: 'manager' });
    expect((await get('', await authHeaders(t.app, manager))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/audit' })).statusCode).toBe(401);
  });
});
