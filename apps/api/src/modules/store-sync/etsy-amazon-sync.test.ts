import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { seedCatalogs } from '../../../test/factories/catalog.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../test/factories/users.ts';
import { type FakeAmazon, startFakeAmazon } from '../../../test/fakes/amazon.ts';
import { type FakeEtsy, startFakeEtsy } from '../../../test/fakes/etsy.ts';
import { orderSyncs, orders, productSyncs, stores } from '../../db/schema/index.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { payOrdersInTransaction } from '../transactions/order-payments.service.ts';
import { openGrant } from './store-grants.ts';
import { pollAllStores, renewExpiringGrants } from './store-poll.service.ts';

const PUBLIC_URL = 'http://127.0.0.1:3998';
const refinedTee = {
  catalogId: 7,
  color: 'black',
  size: 'm',
  designs: [{ location: 'front' as const, imageUrl: 'https://cdn.example.com/rose.png' }],
};

describe('Etsy and Amazon stores on the sync engine, against fake platforms', () => {
  let t: TestApp;
  let etsy: FakeEtsy;
  let amazon: FakeAmazon;
  let seller: TestUser;
  let sellerHeaders: Record<string, string>;
  let otherHeaders: Record<string, string>;
  let admin: Record<string, string>;
  let sellers = 0;

  beforeAll(async () => {
    etsy = await startFakeEtsy();
    amazon = await startFakeAmazon();
    t = await createTestApp({ etsy: etsy.config, amazon: amazon.config, publicUrl: PUBLIC_URL });
    await seedCatalogs(t.db);
    seller = await createSeller(t.db, { creditCents: 1_000_000 });
    sellerHeaders = await authHeaders(t.app, seller);
    otherHeaders = await authHeaders(t.app, await createSeller(t.db));
    admin = await authHeaders(t.app, await createUser(t.db, { role: 'admin' }));
  });
  afterAll(async () => {
    await t.close();
    await etsy.close();
    await amazon.close();
  });

  const post = (url: string, payload: object, headers = sellerHeaders) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const get = (url: string, headers = sellerHeaders) =>
    t.app.inject({ method: 'GET', url, headers });
  const storeRow = async (id: number) =>
    (await t.db.select().from(stores).where(eq(stores.id, id)))[0]!;

  /** POST /stores, then the consent at the fake, then the return page's post. */
  async function connectEtsy(
    type: 'etsy' | 'self_app_etsy' = 'etsy',
    configuration: Record<string, string> = {},
  ) {
    const created = await post('/api/stores', { type, name: `My ${type}`, configuration });
    expect(created.statusCode, created.body).toBe(201);
    const pending = created.json().data;
    expect(pending).toMatchObject({ status: 'pending_connection', sandbox: false });
    const consent = await fetch(pending.loginUrl, { redirect: 'manual' });
    expect(consent.status).toBe(302);
    const back = new URL(consent.headers.get('location') ?? '');
    expect(back.origin + back.pathname).toBe(`${PUBLIC_URL}/store/etsy-return`);
    const done = await post('/api/stores/oauth-return', {
      platform: 'etsy',
      params: Object.fromEntries(back.searchParams),
    });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json().data.message).toBe('Store created successfully');
    return {
      store: done.json().data.store,
      pending,
      params: Object.fromEntries(back.searchParams),
    };
  }

  async function connectAmazon(sellerId?: string) {
    sellers += 1;
    const partner = sellerId ?? `A${String(sellers).padStart(10, '0')}SW${process.pid}`;
    const created = await post('/api/stores', {
      type: 'amazon_seller_central',
      name: 'My Amazon',
      configuration: { amazonSellerId: partner, mwsAuthToken: 'amzn.mws.4ea38b7b-f563-7709' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const pending = created.json().data;
    expect(pending.status).toBe('pending_connection');
    expect(pending.configuration.mwsAuthToken).toBe('••••7709');
    const back = new URL(
      amazon.amazon.approve(new URL(pending.loginUrl).searchParams, partner) as string,
    );
    const done = await post('/api/stores/oauth-return', {
      platform: 'amazon',
      params: Object.fromEntries(back.searchParams),
    });
    expect(done.statusCode, done.body).toBe(201);
    return { store: done.json().data.store, partner };
  }

  it('connects Etsy with PKCE: the verifier kept sealed server-side, the grant sealed, the shop id kept', async () => {
    const { store, pending } = await connectEtsy();
    const loginUrl = new URL(pending.loginUrl);
    expect(loginUrl.origin + loginUrl.pathname).toBe(`${etsy.url}/oauth/connect`);
    expect(loginUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(loginUrl.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/store/etsy-return`);
    expect(store).toMatchObject({ status: 'active', type: 'etsy', loginUrl: null });
    const row = await storeRow(store.id);
    expect(row.platformShop).toMatch(/^\d+$/);
    expect(row.secrets).not.toContain('Bearer');
    expect(openGrant(t.app, row)?.refreshToken).toBeTruthy();
    expect(JSON.stringify(store)).not.toContain(openGrant(t.app, row)?.accessToken ?? '-');
  });

  it('refuses a return whose state is unknown, reused or another seller’s, storing nothing', async () => {
    const created = await post('/api/stores', { type: 'etsy', name: 'Refused' });
    const consent = await fetch(created.json().data.loginUrl, { redirect: 'manual' });
    const params = Object.fromEntries(new URL(consent.headers.get('location') ?? '').searchParams);
    const forged = await post('/api/stores/oauth-return', {
      platform: 'etsy',
      params: { ...params, state: 'not-a-state' },
    });
    expect(forged.statusCode).toBe(400);
    const stranger = await post(
      '/api/stores/oauth-return',
      { platform: 'etsy', params },
      otherHeaders,
    );
    expect(stranger.statusCode).toBe(400);
    // The stranger's try spent the link: the seller must ask for a new one.
    const again = await post('/api/stores/oauth-return', { platform: 'etsy', params });
    expect(again.statusCode).toBe(400);
    expect((await storeRow(created.json().data.id)).status).toBe('pending_connection');
    // A link of an Etsy store does not complete on Amazon's return page.
    const other = await post('/api/stores', { type: 'etsy', name: 'Wrong page' });
    const otherConsent = await fetch(other.json().data.loginUrl, { redirect: 'manual' });
    const wrongPage = await post('/api/stores/oauth-return', {
      platform: 'amazon',
      params: Object.fromEntries(new URL(otherConsent.headers.get('location') ?? '').searchParams),
    });
    expect(wrongPage.statusCode).toBe(400);
  });

  it('imports a paid Etsy receipt once by the poll; an unknown SKU waits in order sync until mapped', async () => {
    const { store } = await connectEtsy();
    const shop = (await storeRow(store.id)).platformShop!;
    const receipt = etsy.etsy.createReceipt(shop, { lines: [{ sku: 'ETSY-ROSE', quantity: 2 }] });
    await post(`/api/stores/${store.id}/sync`, {});
    await post(`/api/stores/${store.id}/sync`, {});
    const syncs = await t.db.select().from(orderSyncs).where(eq(orderSyncs.storeId, store.id));
    expect(syncs).toHaveLength(1);
    expect(syncs[0]).toMatchObject({
      status: 'created',
      platformOrderId: String(receipt.receipt_id),
      orderId: null,
    });
    expect((await get('/api/order-syncs', otherHeaders)).json().data.rows).toEqual([]);
    const approve = await post(`/api/order-syncs/${syncs[0]!.id}/approve`, {
      items: [{ refined: refinedTee }],
      remember: true,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    // The next receipt with that SKU imports by itself.
    etsy.etsy.createReceipt(shop, { lines: [{ sku: 'ETSY-ROSE', quantity: 1 }] });
    const polled = await post(`/api/stores/${store.id}/sync`, {});
    expect(polled.json().data.imported).toBe(1);
    expect(await t.db.select().from(orders).where(eq(orders.storeId, store.id))).toHaveLength(2);
  });

  it('sends an Etsy order’s tracking back with createReceiptShipment, once', async () => {
    const { store } = await connectEtsy();
    const shop = (await storeRow(store.id)).platformShop!;
    await t.db
      .insert(productSyncs)
      .values({ storeId: store.id, userId: seller.id, sku: 'ETSY-SHIP', options: refinedTee });
    const receipt = etsy.etsy.createReceipt(shop, { lines: [{ sku: 'ETSY-SHIP' }] });
    await post(`/api/stores/${store.id}/sync`, {});
    const [order] = await t.db.select().from(orders).where(eq(orders.storeId, store.id));
    await withTransaction(t.db, (tx) =>
      payOrdersInTransaction(tx, {
        sellerId: seller.id,
        orderIds: [order!.id],
        method: 'credit',
        actorId: seller.id,
      }),
    );
    const shipped = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order!.id}/tracking-number`,
      headers: admin,
      payload: { trackingNumber: '9400111899223344550001', carrierCode: 'usps' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    await vi.waitFor(async () => {
      const state = (await get(`/api/orders/${order!.id}/store-sync`)).json().data;
      expect(state.fulfillments[0]).toMatchObject({ status: 'sent' });
    });
    const after = etsy.etsy.receipt(shop, receipt.receipt_id);
    expect(after?.is_shipped).toBe(true);
    expect(after?.shipments).toEqual([
      expect.objectContaining({ tracking_code: '9400111899223344550001', carrier_name: 'USPS' }),
    ]);
  });

  it('keeps each rotated Etsy refresh token; a revoked grant disconnects the store and tells the seller', async () => {
    const { store } = await connectEtsy();
    const before = openGrant(t.app, await storeRow(store.id))!;
    await t.db
      .update(stores)
      .set({ tokenExpiresAt: new Date(Date.now() + 60_000) })
      .where(eq(stores.id, store.id));
    await renewExpiringGrants(t.app);
    const after = openGrant(t.app, await storeRow(store.id))!;
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(after.accessToken).not.toBe(before.accessToken);
    // The stored pair works; the spent refresh token no longer does.
    expect((await post(`/api/stores/${store.id}/sync`, {})).statusCode).toBe(200);
    const refreshWithSpent = () =>
      fetch(`${etsy.url}/v3/public/oauth/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-api-key': `${etsy.config.keystring}:${etsy.config.sharedSecret}`,
        },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          client_id: etsy.config.keystring ?? '',
          refresh_token: before.refreshToken ?? '',
        }),
      });
    // Called straight, past the client's pacing: the sync just above may have spent this second's
    // 10 calls, and the fake then says 429 with Retry-After: 1.
    let spent = await refreshWithSpent();
    if (spent.status === 429) {
      await new Promise((resolve) => setTimeout(resolve, 1100));
      spent = await refreshWithSpent();
    }
    expect(spent.status).toBe(400);

    etsy.etsy.revoke((await storeRow(store.id)).platformShop!);
    await post(`/api/stores/${store.id}/sync`, {});
    const gone = (await get(`/api/stores/${store.id}`)).json().data;
    expect(gone.status).toBe('disconnected');
    expect(gone.statusReason).toBeTruthy();
    expect((await storeRow(store.id)).secrets).toBeNull();
  });

  it('connects self_app_etsy with the seller’s own app keys (x-api-key keystring:shared_secret)', async () => {
    etsy.addApp('sellersownapp', 'sellersownsecret');
    const { store } = await connectEtsy('self_app_etsy', {
      apiKey: 'sellersownapp',
      apiSecret: 'sellersownsecret',
    });
    expect(store.configuration.apiSecret).toBe('••••cret');
    const shop = (await storeRow(store.id)).platformShop!;
    etsy.etsy.createReceipt(shop, { lines: [{ sku: 'OWN-APP' }] });
    etsy.requests.length = 0;
    await post(`/api/stores/${store.id}/sync`, {});
    expect(
      etsy.requests.map((request) => [request.path.split('/').at(-1), request.apiKey]),
    ).toEqual([['receipts', 'sellersownapp']]);
    const rows = await t.db.select().from(orderSyncs).where(eq(orderSyncs.storeId, store.id));
    expect(rows).toHaveLength(1);
  });

  it('connects Amazon by website authorization; its orders wait until staff approve the store', async () => {
    const { store, partner } = await connectAmazon();
    expect(store).toMatchObject({ status: 'active', approvedAt: null });
    expect(store.configuration).toEqual({
      amazonSellerId: partner,
      marketplaceId: 'ATVPDKIKX0DER',
    });
    await t.db
      .insert(productSyncs)
      .values({ storeId: store.id, userId: seller.id, sku: 'AMZ-TEE', options: refinedTee });
    const sold = amazon.amazon.createOrder(partner, { lines: [{ sku: 'AMZ-TEE', quantity: 1 }] });
    await pollAllStores(t.app);
    expect(await t.db.select().from(orderSyncs).where(eq(orderSyncs.storeId, store.id))).toEqual(
      [],
    );

    // Only staff approve, only an Amazon store, another seller sees nothing.
    const url = `/api/stores/${store.id}/approve`;
    expect((await t.app.inject({ method: 'PUT', url, headers: sellerHeaders })).statusCode).toBe(
      403,
    );
    const approved = await t.app.inject({ method: 'PUT', url, headers: admin });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.message).toBe('Store approved: its orders now import');
    expect(approved.json().data.store.approvedAt).not.toBeNull();
    const twice = await t.app.inject({ method: 'PUT', url, headers: admin });
    expect(twice.statusCode).toBe(200);
    const { store: etsyStore } = await connectEtsy();
    const notAmazon = await t.app.inject({
      method: 'PUT',
      url: `/api/stores/${etsyStore.id}/approve`,
      headers: admin,
    });
    expect(notAmazon.statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/stores/999999/approve', headers: admin }))
        .statusCode,
    ).toBe(404);

    // Approval reads the store at once: the order imports, once.
    await vi.waitFor(async () => {
      const made = await t.db.select().from(orders).where(eq(orders.storeId, store.id));
      expect(made).toHaveLength(1);
    });
    await post(`/api/stores/${store.id}/sync`, {});
    const [sync] = await t.db.select().from(orderSyncs).where(eq(orderSyncs.storeId, store.id));
    expect(sync).toMatchObject({ platformOrderId: sold.orderId, status: 'synced' });
    expect(await t.db.select().from(orders).where(eq(orders.storeId, store.id))).toHaveLength(1);
  });

  it('refuses an Amazon consent from another account than the amazonSellerId typed', async () => {
    const created = await post('/api/stores', {
      type: 'amazon_seller_central',
      name: 'Typed',
      configuration: { amazonSellerId: 'ATYPEDACCOUNT1', mwsAuthToken: 'amzn.mws.x' },
    });
    const back = new URL(
      amazon.amazon.approve(
        new URL(created.json().data.loginUrl).searchParams,
        'ASOMEONEELSE01',
      ) as string,
    );
    const done = await post('/api/stores/oauth-return', {
      platform: 'amazon',
      params: Object.fromEntries(back.searchParams),
    });
    expect(done.statusCode).toBe(409);
    expect(done.json().error.message).toBe(
      'The store could not be connected, please try again later',
    );
    expect((await storeRow(created.json().data.id)).status).toBe('pending_connection');
  });

  it('waits an unknown Amazon SKU in order sync, and confirms the shipment with the tracking number', async () => {
    const { store, partner } = await connectAmazon();
    await t.app.inject({ method: 'PUT', url: `/api/stores/${store.id}/approve`, headers: admin });
    const sold = amazon.amazon.createOrder(partner, { lines: [{ sku: 'AMZ-NEW', quantity: 2 }] });
    await vi.waitFor(async () => {
      const rows = await t.db.select().from(orderSyncs).where(eq(orderSyncs.storeId, store.id));
      expect(rows[0]?.status).toBe('created');
    });
    const [sync] = await t.db.select().from(orderSyncs).where(eq(orderSyncs.storeId, store.id));
    const approve = await post(`/api/order-syncs/${sync!.id}/approve`, {
      items: [{ refined: refinedTee }],
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const orderId = approve.json().data.orderSync.orderId;
    await withTransaction(t.db, (tx) =>
      payOrdersInTransaction(tx, {
        sellerId: seller.id,
        orderIds: [orderId],
        method: 'credit',
        actorId: seller.id,
      }),
    );
    const shipped = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${orderId}/tracking-number`,
      headers: admin,
      payload: { trackingNumber: '1Z999AA10123456784', carrierCode: 'ups' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    await vi.waitFor(async () => {
      const state = (await get(`/api/orders/${orderId}/store-sync`)).json().data;
      expect(state.fulfillments[0]).toMatchObject({ status: 'sent' });
    }, 8000);
    const after = amazon.amazon.order(sold.orderId);
    expect(after?.fulfillment.fulfillmentStatus).toBe('SHIPPED');
    expect(after?.packages).toEqual([
      expect.objectContaining({ trackingNumber: '1Z999AA10123456784', carrier: 'UPS' }),
    ]);
  });
});
