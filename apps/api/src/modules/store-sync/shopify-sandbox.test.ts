import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { seedCatalogs } from '../../../test/factories/catalog.ts';
import { authHeaders, createSeller } from '../../../test/factories/users.ts';

describe('the sandbox Shopify (no keys configured)', () => {
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

  const post = (url: string, payload: object, headers = seller) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const get = (url: string, headers = seller) => t.app.inject({ method: 'GET', url, headers });

  it('says Shopify runs on the sandbox', async () => {
    const modes = (await get('/api/stores/platforms')).json().data;
    expect(modes).toMatchObject({ shopify: 'sandbox', api: 'live', platfox: 'live' });
  });

  it('connects a demo shop, sends a test order through the real webhook route, and shows the shop', async () => {
    const shop = 'demo-sandbox.myshopify.com';
    const created = await post('/api/stores', {
      type: 'shopify',
      name: 'Demo',
      configuration: { shop },
    });
    const loginUrl = new URL(created.json().data.loginUrl, 'http://app.local');
    expect(loginUrl.pathname).toBe('/store/sandbox-shopify');
    const state = loginUrl.searchParams.get('state')!;

    const elsewhere = await post('/api/stores/sandbox/shopify/approve', {
      shop,
      state,
      redirectUri: 'https://evil.example.com/steal',
    });
    expect(elsewhere.statusCode).toBe(400);
    const approved = await post('/api/stores/sandbox/shopify/approve', {
      shop,
      state,
      redirectUri: '/store/new-shopify',
    });
    expect(approved.statusCode).toBe(200);
    const back = new URL(approved.json().data.redirectUrl, 'http://app.local');
    expect(back.pathname).toBe('/store/new-shopify');
    const configuration = Object.fromEntries(back.searchParams.entries());
    const connected = await post('/api/stores', { type: 'shopify', name: 'Demo', configuration });
    expect(connected.statusCode).toBe(201);
    const store = connected.json().data;
    expect(store).toMatchObject({ status: 'active', sandbox: true });

    const sent = await post(`/api/stores/${store.id}/test-order`, {
      items: [{ sku: 'UNKNOWN-SKU', quantity: 2 }],
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({
      message: 'Test order sent',
      platformOrderName: '#1001',
    });
    const syncs = (await get('/api/order-syncs')).json().data.rows;
    expect(syncs).toHaveLength(1);
    expect(syncs[0]).toMatchObject({ platformOrderName: '#1001', status: 'created' });

    const sandboxShop = (await get(`/api/stores/${store.id}/sandbox-shop`)).json().data;
    expect(sandboxShop.orders).toHaveLength(1);
    expect(sandboxShop.orders[0]).toMatchObject({ name: '#1001', fulfillments: [] });

    expect((await get(`/api/stores/${store.id}/sandbox-shop`, other)).statusCode).toBe(404);
    expect(
      (await post(`/api/stores/${store.id}/test-order`, { items: [{ sku: 'X' }] }, other))
        .statusCode,
    ).toBe(404);
    const empty = await post(`/api/stores/${store.id}/test-order`, { items: [] });
    expect(empty.statusCode).toBe(400);
  });
});
