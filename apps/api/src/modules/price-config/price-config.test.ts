import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { seedCatalogs } from '../../../test/factories/catalog.ts';
import { authHeaders, createSeller, createUser } from '../../../test/factories/users.ts';

describe('price list (GET/PUT /users/configuration)', () => {
  let t: TestApp;
  let seller: Record<string, string>;
  let other: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogs(t.db);
    seller = await authHeaders(t.app, await createSeller(t.db));
    other = await authHeaders(t.app, await createSeller(t.db));
  });
  afterAll(() => t.close());

  const put = (headers: Record<string, string>, priceConfig: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/configuration',
      headers,
      payload: { configuration: { price_config: priceConfig } },
    });

  it('starts empty', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/configuration',
      headers: seller,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ configuration: { price_config: [] } });
  });

  it('saves per-catalog, per-size prices given as text or numbers', async () => {
    const res = await put(seller, [{ 7: { s: '18.50', xxl: 22 } }, { 10: { '11oz': '12' } }]);
    expect(res.statusCode).toBe(200);
    const got = await t.app.inject({
      method: 'GET',
      url: '/api/users/configuration',
      headers: seller,
    });
    expect(got.json().data.configuration.price_config).toEqual([
      { 7: { s: 18.5, xxl: 22 } },
      { 10: { '11oz': 12 } },
    ]);
    const boot = await t.app.inject({ method: 'GET', url: '/api/bootstrap', headers: seller });
    expect(boot.json().data.userPrices).toEqual({ 7: { s: 18.5, xxl: 22 }, 10: { '11oz': 12 } });
  });

  it('keeps each seller’s list their own', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/configuration',
      headers: other,
    });
    expect(res.json().data.configuration.price_config).toEqual([]);
  });

  it('refuses negative, non-decimal and empty prices with the spec’s message', async () => {
    for (const bad of ['-1', 'abc', '1.234', '']) {
      const res = await put(seller, [{ 7: { s: bad } }]);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Validation error, Please check and update');
      expect(res.json().error.details[0].path).toBe('configuration.price_config.0.7.s');
    }
    const got = await t.app.inject({
      method: 'GET',
      url: '/api/users/configuration',
      headers: seller,
    });
    expect(got.json().data.configuration.price_config[0]).toEqual({ 7: { s: 18.5, xxl: 22 } });
  });

  it('refuses an unknown catalog or a size the catalog does not make', async () => {
    const res = await put(seller, [{ 999: { s: 10 } }, { 10: { xl: 10 } }]);
    expect(res.statusCode).toBe(400);
    const details = res.json().error.details;
    expect(details).toHaveLength(2);
    expect(details).toContainEqual({
      path: 'configuration.price_config.0.999',
      message: 'This catalog does not exist',
    });
    expect(details).toContainEqual({
      path: 'configuration.price_config.1.10.xl',
      message: 'This catalog has no such size',
    });
  });

  it('is for sellers only', async () => {
    const admin = await authHeaders(t.app, await createUser(t.db, { role: 'admin' }));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/configuration',
      headers: admin,
    });
    expect(res.statusCode).toBe(403);
  });
});
