import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { authHeaders, createUser } from '../../../test/factories/users.ts';
import { auditLog } from '../../db/schema/index.ts';

describe('business settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      supportEmail: 'support@portal.example.test',
      guides: {
        createOrder: 'https://help.example.test/create-order',
        payment: 'https://help.example.test/payment',
        privacyPolicy: 'https://help.example.test/privacy',
      },
    });
  });
  afterAll(() => t.close());

  it('publishes what the sign-in pages need to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      acceptingNewSellers: true,
      supportEmail: 'support@portal.example.test',
      sso: { google: null, facebook: null },
      guides: {
        createOrder: 'https://help.example.test/create-order',
        payment: 'https://help.example.test/payment',
        privacyPolicy: 'https://help.example.test/privacy',
      },
    });
  });

  it('lets an admin change them, audited, and shows the change publicly', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const headers = await authHeaders(t.app, admin);
    const before = await t.app.inject({ method: 'GET', url: '/api/settings/business', headers });
    expect(before.json().data).toEqual({
      acceptingNewSellers: true,
      supportEmail: 'support@portal.example.test',
    });

    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/business',
      headers,
      payload: { acceptingNewSellers: false, supportEmail: 'sellers@portal.example.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      acceptingNewSellers: false,
      supportEmail: 'sellers@portal.example.test',
    });

    const partial = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/business',
      headers,
      payload: { acceptingNewSellers: true },
    });
    expect(partial.json().data).toEqual({
      acceptingNewSellers: true,
      supportEmail: 'sellers@portal.example.test',
    });

    const published = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(published.json().data.supportEmail).toBe('sellers@portal.example.test');

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.update'))
      .orderBy(auditLog.id);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      entityType: 'settings',
      entityId: 'business',
      before: { acceptingNewSellers: true, supportEmail: 'support@portal.example.test' },
      after: { acceptingNewSellers: false, supportEmail: 'sellers@portal.example.test' },
    });
    expect(entries[1]).toMatchObject({
      before: { acceptingNewSellers: false },
      after: { acceptingNewSellers: true },
    });
  });

  it('refuses a malformed support address', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/business',
      headers: await authHeaders(t.app, admin),
      payload: { supportEmail: 'not an address' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      { path: 'supportEmail', message: 'This field must be a valid email' },
    ]);
  });

  it('is for admins only', async () => {
    const manager = await createUser(t.db, { role: 'manager' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/business',
      headers: await authHeaders(t.app, manager),
      payload: { acceptingNewSellers: false },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Permission denied');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/settings/business' });
    expect(anonymous.statusCode).toBe(401);
  });
});
