import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { seedCatalogs } from '../../../test/factories/catalog.ts';
import { authHeaders, createSeller, createUser } from '../../../test/factories/users.ts';
import { auditLog } from '../../db/schema/index.ts';

describe('catalog and bootstrap', () => {
  let t: TestApp;
  let seller: Record<string, string>;
  let admin: Record<string, string>;
  let adminId: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogs(t.db);
    seller = await authHeaders(t.app, await createSeller(t.db));
    const adminUser = await createUser(t.db, { role: 'admin' });
    adminId = adminUser.id;
    admin = await authHeaders(t.app, adminUser);
  });
  afterAll(() => t.close());

  it('answers GET /bootstrap with the catalogs of each factory and an empty price list', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/bootstrap', headers: seller });
    expect(res.statusCode).toBe(200);
    const { catalogData, catalogDataEu1, userPrices } = res.json().data;
    expect(catalogData.every((c: { factory: string }) => c.factory === 'vn1')).toBe(true);
    expect(catalogDataEu1.length).toBeGreaterThan(0);
    expect(catalogDataEu1.every((c: { factory: string }) => c.factory === 'eu1')).toBe(true);
    expect(userPrices).toEqual({});
    const byId = new Map(catalogData.map((c: { value: number }) => [c.value, c]));
    expect(byId.get(7)).toMatchObject({ kind: 'tee', category: 'embroidery', frameColor: false });
    expect(byId.get(8)).toMatchObject({ frameColor: true });
    expect(byId.get(9)).toMatchObject({ frameColor: true });
    const mug = catalogData.find((c: { kind: string }) => c.kind === 'mug');
    expect(mug.sizes).toEqual(['11oz', '15oz']);
    expect(byId.get(7)).toMatchObject({ basePrices: { m: 10.5, xxl: 12.5 } });
    const categories = new Set(catalogData.map((c: { category: string }) => c.category));
    expect(categories).toEqual(new Set(['embroidery', 'basic', 'premium']));
  });

  it('refuses bootstrap without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/bootstrap' });
    expect(res.statusCode).toBe(401);
  });

  it('keeps catalog maintenance to admins', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalogs', headers: seller });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Permission denied');
  });

  it('lets an admin change prices, colors and sizes, and audits the change', async () => {
    const current = (
      await t.app.inject({ method: 'GET', url: '/api/catalogs/10', headers: admin })
    ).json().data;
    const { value: _value, frameColor: _frame, updatedAt: _updated, ...input } = current;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/catalogs/10',
      headers: admin,
      payload: {
        ...input,
        sizes: ['11oz', '15oz', '20oz'],
        colors: [...input.colors, { name: 'Sky', hex: '#88ccee' }],
        basePrices: { '11oz': 6.75, '15oz': 8, '20oz': 9.5 },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      sizes: ['11oz', '15oz', '20oz'],
      basePrices: { '11oz': 6.75, '15oz': 8, '20oz': 9.5 },
    });
    const boot = await t.app.inject({ method: 'GET', url: '/api/bootstrap', headers: seller });
    const mug = boot.json().data.catalogData.find((c: { value: number }) => c.value === 10);
    expect(mug.colors.map((c: { name: string }) => c.name)).toContain('Sky');
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'catalog'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: adminId,
      action: 'catalog.update',
      entityId: '10',
    });
    expect(entries[0]?.after).toMatchObject({ basePrices: { '11oz': 675, '20oz': 950 } });
  });

  it('refuses a catalog whose sizes lack a price, or whose factory is unknown', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/catalogs',
      headers: admin,
      payload: {
        text: 'Apron',
        category: 'basic',
        factory: 'us1',
        kind: 'bag',
        sizes: ['one-size', 'kid'],
        colors: [{ name: 'Black', hex: '#000000' }],
        positions: ['front'],
        basePrices: { 'one-size': 9 },
      },
    });
    expect(res.statusCode).toBe(400);
    const details = res.json().error.details;
    expect(details).toContainEqual({
      path: 'factory',
      message: 'Factory must be either "vn1" or "eu1"',
    });
  });

  it('adds a catalog with the next free id', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/catalogs',
      headers: admin,
      payload: {
        text: 'Embroidered Apron',
        category: 'embroidery',
        factory: 'vn1',
        kind: 'bag',
        sizes: ['one-size'],
        colors: [{ name: 'Black', hex: '#000000' }],
        positions: ['front'],
        basePrices: { 'one-size': 9 },
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      value: 25,
      active: true,
      basePrices: { 'one-size': 9 },
    });
  });

  it('hides an inactive catalog from bootstrap', async () => {
    const current = (
      await t.app.inject({ method: 'GET', url: '/api/catalogs/25', headers: admin })
    ).json().data;
    const { value: _v, frameColor: _f, updatedAt: _u, ...input } = current;
    await t.app.inject({
      method: 'PUT',
      url: '/api/catalogs/25',
      headers: admin,
      payload: { ...input, active: false },
    });
    const boot = await t.app.inject({ method: 'GET', url: '/api/bootstrap', headers: seller });
    expect(boot.json().data.catalogData.map((c: { value: number }) => c.value)).not.toContain(25);
  });

  it('answers 404 for an unknown catalog', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalogs/999', headers: admin });
    expect(res.statusCode).toBe(404);
  });
});
