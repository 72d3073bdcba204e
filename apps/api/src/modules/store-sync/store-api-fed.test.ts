import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { seedCatalogs } from '../../../test/factories/catalog.ts';
import { testAddress, testItem } from '../../../test/factories/orders.ts';
import { authHeaders, createSeller, type TestUser } from '../../../test/factories/users.ts';
import { orderSyncs, orders } from '../../db/schema/index.ts';

describe('api and platfox stores: orders through the public order API with the store’s key', () => {
  let t: TestApp;
  let seller: TestUser;
  let sellerHeaders: Record<string, string>;
  let otherHeaders: Record<string, string>;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogs(t.db);
    seller = await createSeller(t.db, { creditCents: 1_000_000 });
    sellerHeaders = await authHeaders(t.app, seller);
    otherHeaders = await authHeaders(t.app, await createSeller(t.db));
  }, 180_000); // a fresh embedded database on a busy machine takes its time
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: object, headers = sellerHeaders) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const get = (url: string, headers = sellerHeaders) =>
    t.app.inject({ method: 'GET', url, headers });
  const placeWithKey = (key: string, storeId?: number) => {
    counter += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'x-api-key': key },
      payload: {
        address: testAddress,
        sellerOrderId: `KEY-${process.pid}-${counter}`,
        items: [testItem],
        ...(storeId ? { storeId } : {}),
      },
    });
  };

  it('tags the orders an api store’s key sends with the store; disconnect stops the key', async () => {
    const created = await post('/api/stores', { type: 'api', name: 'Warehouse' });
    expect(created.statusCode).toBe(201);
    const store = created.json().data;
    expect(store).toMatchObject({ status: 'active', loginUrl: null });

    // No key yet: the store's page offers to create one (not to replace one).
    const liveKey = async () => (await get(`/api/stores/${store.id}/key`)).json().data;
    expect(await liveKey()).toBeNull();
    expect((await get(`/api/stores/${store.id}/key`, otherHeaders)).statusCode).toBe(404);
    expect((await post(`/api/stores/${store.id}/key`, {}, otherHeaders)).statusCode).toBe(404);
    const issued = await post(`/api/stores/${store.id}/key`, {});
    expect(issued.statusCode).toBe(200);
    const { key, prefix, createdAt } = issued.json().data;
    expect(key.startsWith(prefix)).toBe(true);
    // Told apart by its prefix from now on; the key itself is never answered again.
    const live = await liveKey();
    expect(live).toEqual({ prefix, createdAt });
    expect(JSON.stringify(live)).not.toContain(key);

    const other = (await post('/api/stores', { type: 'api', name: 'Other channel' })).json().data;
    const placed = await placeWithKey(key, other.id);
    expect(placed.statusCode).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.json().data.id));
    expect(row?.storeId).toBe(store.id);

    // A new key replaces the old one.
    const renewed = (await post(`/api/stores/${store.id}/key`, {})).json().data;
    const second = renewed.key;
    expect((await liveKey()).prefix).toBe(renewed.prefix);
    expect((await placeWithKey(key)).statusCode).toBe(401);
    expect((await placeWithKey(second)).statusCode).toBe(200);

    const off = await post(`/api/stores/${store.id}/disconnect`, {});
    expect(off.json().data.status).toBe('disconnected');
    expect((await placeWithKey(second)).statusCode).toBe(401);
    const again = await post(`/api/stores/${store.id}/connect`, {});
    expect(again.json().data.status).toBe('active');
  });

  it('saves a platfox website with its store, which waits for its key and lists on platform-websites', async () => {
    const created = await post('/api/stores', {
      type: 'platfox',
      name: 'My site',
      url: 'https://my-site.example.com',
    });
    expect(created.statusCode).toBe(201);
    const store = created.json().data;
    expect(store.status).toBe('pending_connection');
    expect(store.loginUrl).toBe(`/store/${store.id}?connect=key`);
    expect(store.websiteId).not.toBeNull();

    const websites = (await get('/api/stores/platform-websites')).json().data.rows;
    expect(websites).toEqual([
      expect.objectContaining({
        id: Number(store.websiteId),
        url: 'https://my-site.example.com',
        storeId: store.id,
      }),
    ]);
    expect((await get('/api/stores/platform-websites', otherHeaders)).json().data.rows).toEqual([]);

    // The website is connected already; another seller cannot use it.
    const taken = await post('/api/stores', {
      type: 'platfox',
      name: 'Copy',
      websiteId: Number(store.websiteId),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('Cannot save platfox website, please try again later');
    const theirs = await post(
      '/api/stores',
      { type: 'platfox', name: 'Theirs', websiteId: Number(store.websiteId) },
      otherHeaders,
    );
    expect(theirs.statusCode).toBe(409);

    const { key } = (await post(`/api/stores/${store.id}/key`, {})).json().data;
    expect((await get(`/api/stores/${store.id}`)).json().data).toMatchObject({
      status: 'active',
      loginUrl: null,
    });
    const placed = await placeWithKey(key);
    expect(placed.statusCode).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.json().data.id));
    expect(row?.storeId).toBe(store.id);

    // Deleted, its website is free for a new store.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/stores/${store.id}`,
      headers: sellerHeaders,
    });
    const reused = await post('/api/stores', {
      type: 'platfox',
      name: 'Again',
      websiteId: Number(store.websiteId),
    });
    expect(reused.statusCode).toBe(201);
  });

  it('reads a store key’s order by SKU as the sync engine does: it waits for mapping, once, and a remembered SKU imports by itself', async () => {
    const store = (await post('/api/stores', { type: 'platfox', name: 'SKU site' })).json().data;
    const { key } = (await post(`/api/stores/${store.id}/key`, {})).json().data;
    const sendBySku = (orderId: string, sku: string, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/stores/orders',
        headers,
        payload: { orderId, address: testAddress, items: [{ sku, quantity: 2 }] },
      });
    const keyHeaders = { 'x-api-key': key };
    const tag = `${process.pid}-${Date.now()}`;

    // Signed in, or with a seller key of no store: nothing names the store.
    expect((await sendBySku(`A-${tag}`, 'ROSE', sellerHeaders)).statusCode).toBe(403);
    const plain = (await post('/api/api-keys', { name: 'Plain' })).json().data.key;
    expect((await sendBySku(`A-${tag}`, 'ROSE', { 'x-api-key': plain })).statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/stores/orders',
      headers: keyHeaders,
      payload: { orderId: '', address: testAddress, items: [] },
    });
    expect(bad.statusCode).toBe(400);

    // An unknown SKU waits in order sync; the same order again is the same sync.
    const first = await sendBySku(`A-${tag}`, `ROSE-${tag}`, keyHeaders);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ outcome: 'waiting', orderId: null });
    const again = await sendBySku(`A-${tag}`, `ROSE-${tag}`, keyHeaders);
    expect(again.json().data).toMatchObject({
      outcome: 'waiting',
      orderSyncId: first.json().data.orderSyncId,
    });
    const syncs = await t.db.select().from(orderSyncs).where(eq(orderSyncs.storeId, store.id));
    expect(syncs).toHaveLength(1);
    expect(
      (await get(`/api/order-syncs?storeId=${store.id}`, otherHeaders)).json().data.rows,
    ).toEqual([]);

    // Mapped with remember, the next order with that SKU becomes the store's order by itself.
    const approved = await post(`/api/order-syncs/${syncs[0]!.id}/approve`, {
      remember: true,
      items: [
        {
          refined: {
            catalogId: 7,
            color: 'black',
            size: 'm',
            designs: [{ location: 'front', imageUrl: 'https://cdn.example.test/designs/rose.png' }],
          },
        },
      ],
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const next = await sendBySku(`B-${tag}`, `ROSE-${tag}`, keyHeaders);
    expect(next.json().data).toMatchObject({ outcome: 'imported' });
    const [made] = await t.db.select().from(orders).where(eq(orders.id, next.json().data.orderId));
    expect(made?.storeId).toBe(store.id);

    // Disconnected, the store's key sends nothing.
    await post(`/api/stores/${store.id}/disconnect`, {});
    expect((await sendBySku(`C-${tag}`, `ROSE-${tag}`, keyHeaders)).statusCode).toBe(401);
  });
});
