import { permissionCatalogue, userMessages } from '@stitchworks/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../test/factories/users.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { factoryScope } from './permissions.service.ts';

describe('permissions', () => {
  let t: TestApp;
  let admin: TestUser;
  let adminHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.db, { role: 'admin' });
    adminHeaders = await authHeaders(t.app, admin);
  });
  afterAll(() => t.close());

  const put = (id: number, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/users/${id}/permissions`, headers, payload });

  describe('GET /permissions', () => {
    it('lists the whole catalogue with names and roles, id 1 being the TikTok Shop option', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/permissions',
        headers: adminHeaders,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toHaveLength(permissionCatalogue.length);
      expect(res.json().data[0]).toEqual({
        id: 1,
        key: 'tiktokShopOrders',
        name: 'Create TikTok Shop orders',
        roles: ['seller'],
      });
    });

    it('narrows the list to the permissions of one role', async () => {
      const seller = await t.app.inject({
        method: 'GET',
        url: '/api/permissions?role=seller',
        headers: adminHeaders,
      });
      expect(seller.json().data.map((p: { id: number }) => p.id)).toEqual([1]);
      const packer = await t.app.inject({
        method: 'GET',
        url: '/api/permissions?role=packer',
        headers: adminHeaders,
      });
      const roles = packer.json().data.map((p: { roles: string[] }) => p.roles);
      expect(roles.length).toBeGreaterThan(0);
      expect(roles.every((list: string[]) => list.includes('packer'))).toBe(true);
    });

    it('is for admins only', async () => {
      const supporter = await createUser(t.db, { role: 'supporter' });
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/permissions',
        headers: await authHeaders(t.app, supporter),
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('GET and PUT /users/:id/permissions', () => {
    it('gives a manager factories and permissions, audited, and the list filters by factory', async () => {
      const manager = await createUser(t.db, { role: 'manager', backofficeCode: 'BO-1' });
      const res = await put(manager.id, adminHeaders, {
        factories: ['vn1', 'vn1'],
        permissionIds: [4, 2],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: { factories: ['vn1'], permissionIds: [2, 4] },
        message: 'Updated successfully',
      });

      const read = await t.app.inject({
        method: 'GET',
        url: `/api/users/${manager.id}/permissions`,
        headers: adminHeaders,
      });
      expect(read.json().data).toEqual({ factories: ['vn1'], permissionIds: [2, 4] });

      const [entry] = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'user.permissions'));
      expect(entry).toMatchObject({
        actorId: admin.id,
        entityType: 'user',
        entityId: String(manager.id),
        before: { factories: [], permissionIds: [] },
        after: { factories: ['vn1'], permissionIds: [2, 4] },
      });

      const list = await t.app.inject({
        method: 'GET',
        url: '/api/users?factory=vn1',
        headers: adminHeaders,
      });
      expect(list.json().data.rows.map((u: { id: number }) => u.id)).toEqual([manager.id]);
    });

    it('gives a seller permission 1 but refuses factories for a seller', async () => {
      const seller = await createSeller(t.db);
      const ok = await put(seller.id, adminHeaders, { factories: [], permissionIds: [1] });
      expect(ok.statusCode).toBe(200);
      const refused = await put(seller.id, adminHeaders, {
        factories: ['eu1'],
        permissionIds: [1],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe('Sellers have no factories');
      const [row] = await t.db.select().from(users).where(eq(users.id, seller.id));
      expect(row!.factories).toEqual([]);
    });

    it('refuses a permission that does not apply to the role, and an unknown one', async () => {
      const packer = await createUser(t.db, { role: 'packer' });
      const foreign = await put(packer.id, adminHeaders, { factories: [], permissionIds: [1] });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().error.message).toBe(userMessages.permissionNotForRole);
      const unknown = await put(packer.id, adminHeaders, { factories: [], permissionIds: [999] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.details[0]).toEqual({
        path: 'permissionIds.0',
        message: 'Unknown permission',
      });
      const badFactory = await put(packer.id, adminHeaders, {
        factories: ['us1'],
        permissionIds: [],
      });
      expect(badFactory.json().error.details[0].message).toBe(
        'Factory must be either "vn1" or "eu1"',
      );
    });

    it('nobody changes their own permissions, not even an admin', async () => {
      const own = await put(admin.id, adminHeaders, { factories: [], permissionIds: [] });
      expect(own.statusCode).toBe(403);
      expect(own.json().error.message).toBe('You cannot change your own permissions');

      const supporter = await createUser(t.db, { role: 'supporter' });
      const raise = await put(supporter.id, await authHeaders(t.app, supporter), {
        factories: [],
        permissionIds: [2, 3],
      });
      expect(raise.statusCode).toBe(403);
      const [row] = await t.db.select().from(users).where(eq(users.id, supporter.id));
      expect(row!.permissionIds).toEqual([]);
    });

    it('an admin holds every permission without a grant', async () => {
      const other = await createUser(t.db, { role: 'admin' });
      const res = await put(other.id, adminHeaders, { factories: ['vn1'], permissionIds: [] });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Admins hold every permission');
    });

    it('answers 404 for a user that does not exist', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/users/999999/permissions',
        headers: adminHeaders,
      });
      expect(res.statusCode).toBe(404);
    });
  });

  it('limits staff with factories to those factories; everyone else sees all', () => {
    expect(factoryScope({ role: 'manager', factories: ['eu1'] })).toEqual(['eu1']);
    expect(factoryScope({ role: 'manager', factories: [] })).toBeNull();
    expect(factoryScope({ role: 'admin', factories: ['eu1'] })).toBeNull();
    expect(factoryScope({ role: 'seller', factories: [] })).toBeNull();
  });
});
