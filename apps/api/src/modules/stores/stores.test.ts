import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { authHeaders, createSeller, createUser } from '../../../test/factories/users.ts';
import { auditLog, stores } from '../../db/schema/index.ts';

describe('stores', () => {
  let t: TestApp;
  let seller: Record<string, string>;
  let sellerId: number;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    const user = await createSeller(t.db);
    sellerId = user.id;
    seller = await authHeaders(t.app, user);
    admin = await authHeaders(t.app, await createUser(t.db, { role: 'admin' }));
  });
  afterAll(() => t.close());

  const create = (payload: object, headers = seller) =>
    t.app.inject({ method: 'POST', url: '/api/stores', headers, payload });

  it('creates an api store that is active at once', async () => {
    const res = await create({ name: 'My API shop', type: 'api' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      name: 'My API shop',
      type: 'api',
      status: 'active',
      loginUrl: null,
      userId: sellerId,
    });
  });

  it('creates platform stores honestly: shopify creating with its install link, others pending connection with theirs', async () => {
    const shopify = await create({
      name: 'Shop',
      type: 'shopify',
      configuration: { shop: 'demo.myshopify.com' },
    });
    // No Shopify keys in tests: the install goes through the built-in sandbox's consent page.
    expect(shopify.json().data).toMatchObject({
      status: 'creating',
      sandbox: true,
      configuration: { shop: 'demo.myshopify.com' },
    });
    expect(shopify.json().data.loginUrl).toMatch(
      /^\/store\/sandbox-shopify\?shop=demo\.myshopify\.com&state=[\w-]+&redirect_uri=/,
    );
    // The others wait for their connection, with where the seller goes to make it: a platfox
    // store to its own page for its order key, an Etsy store to Etsy's (here the sandbox's) consent.
    for (const type of ['platfox', 'etsy']) {
      const res = await create({ name: `A ${type} store`, type });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({
        status: 'pending_connection',
        loginUrl: expect.any(String),
      });
    }
  });

  it('asks each type for its own fields (spec 03 §5)', async () => {
    const missingName = await create({ type: 'api' });
    expect(missingName.statusCode).toBe(400);
    expect(missingName.json().error.details).toContainEqual({
      path: 'name',
      message: 'This field is required',
    });

    const woo = await create({ name: 'Woo', type: 'woocommerce' });
    expect(woo.statusCode).toBe(400);
    expect(woo.json().error.details).toEqual([{ path: 'url', message: 'This field is required' }]);

    const etsyApp = await create({
      name: 'Etsy app',
      type: 'self_app_etsy',
      configuration: { apiKey: 'k' },
    });
    expect(etsyApp.json().error.details).toEqual([
      { path: 'configuration.apiSecret', message: 'This field is required' },
    ]);

    const amazon = await create({ name: 'Amazon', type: 'amazon_seller_central' });
    expect(amazon.json().error.details.map((d: { path: string }) => d.path)).toEqual([
      'configuration.amazonSellerId',
      'configuration.mwsAuthToken',
    ]);

    const badUrl = await create({ name: 'Woo', type: 'woocommerce', url: 'javascript:alert(1)' });
    expect(badUrl.statusCode).toBe(400);

    const unknownType = await create({ name: 'X', type: 'ebay' });
    expect(unknownType.statusCode).toBe(400);
  });

  it('keeps secrets masked in every answer', async () => {
    const res = await create({
      name: 'Etsy app',
      type: 'self_app_etsy',
      configuration: { apiKey: 'key-123456', apiSecret: 'secret-abcdef' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.configuration).toEqual({ apiKey: '••••3456', apiSecret: '••••cdef' });
    expect(res.body).not.toContain('secret-abcdef');
    const woo = await create({ name: 'Woo', type: 'woocommerce', url: 'https://shop.example.com' });
    expect(woo.json().data).toMatchObject({
      url: 'https://shop.example.com',
      configuration: { url: 'https://shop.example.com' },
    });
  });

  it('lists the seller’s own stores with rows, count and total', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/stores?limit=2', headers: seller });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.rows).toHaveLength(2);
    expect(data).toMatchObject({ count: 6, total: 6, totalPage: 3 });
    const filtered = await t.app.inject({
      method: 'GET',
      url: '/api/stores?type=api',
      headers: seller,
    });
    expect(filtered.json().data).toMatchObject({ count: 1, total: 6 });
    const other = await authHeaders(t.app, await createSeller(t.db));
    const theirs = await t.app.inject({ method: 'GET', url: '/api/stores', headers: other });
    expect(theirs.json().data).toMatchObject({ rows: [], count: 0, total: 0 });
  });

  it('lets admin see every seller’s stores with the seller named', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/stores?userId=${sellerId}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.count).toBe(6);
    expect(res.json().data.rows[0].seller.id).toBe(sellerId);
  });

  it('updates a store with the spec’s flow and keeps a masked secret unchanged', async () => {
    const created = (
      await create({
        name: 'Etsy 2',
        type: 'self_app_etsy',
        configuration: { apiKey: 'abcd1111', apiSecret: 'zzzz2222' },
      })
    ).json().data;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/stores/${created.id}`,
      headers: seller,
      payload: {
        name: 'Etsy renamed',
        configuration: { apiKey: 'new-key-9999', apiSecret: '••••2222' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Etsy renamed',
      configuration: { apiKey: '••••9999', apiSecret: '••••2222' },
    });
    const [row] = await t.db.select().from(stores).where(eq(stores.id, created.id));
    expect(row?.configuration).toEqual({ apiKey: 'new-key-9999', apiSecret: 'zzzz2222' });
  });

  it('hides other sellers’ stores (404) and deletes one’s own', async () => {
    const created = (await create({ name: 'Temp', type: 'api' })).json().data;
    const other = await authHeaders(t.app, await createSeller(t.db));
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/stores/${created.id}`,
        headers: other,
        ...(method === 'PUT' ? { payload: { name: 'stolen' } } : {}),
      });
      expect(res.statusCode).toBe(404);
    }
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/stores/${created.id}`,
      headers: seller,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('Delete store success!');
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/stores/${created.id}`,
      headers: seller,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('audits an admin’s change to a seller’s store', async () => {
    const created = (await create({ name: 'Audited', type: 'api' })).json().data;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/stores/${created.id}`,
      headers: admin,
      payload: { name: 'Renamed by staff' },
    });
    expect(res.statusCode).toBe(200);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/stores/${created.id}`,
      headers: admin,
    });
    expect(del.statusCode).toBe(200);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(created.id)));
    expect(entries.map((e) => e.action).sort()).toEqual(['store.delete', 'store.update']);
  });

  it('refuses a disabled seller’s create and delete (403), and admin creating stores', async () => {
    const disabledUser = await createSeller(t.db, { meta: { disabled: true } });
    const disabled = await authHeaders(t.app, disabledUser);
    const [own] = await t.db
      .insert(stores)
      .values({ userId: disabledUser.id, name: 'Old', type: 'api', status: 'active' })
      .returning();
    const res = await create({ name: 'Nope', type: 'api' }, disabled);
    expect(res.statusCode).toBe(403);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/stores/${own!.id}`,
      headers: disabled,
    });
    expect(del.statusCode).toBe(403);
    const list = await t.app.inject({ method: 'GET', url: '/api/stores', headers: disabled });
    expect(list.statusCode).toBe(200);
    const byAdmin = await create({ name: 'Staff store', type: 'api' }, admin);
    expect(byAdmin.statusCode).toBe(403);
  });
});
