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
import { type FakeWooCommerce, startFakeWooCommerce } from '../../../test/fakes/woocommerce.ts';
import {
  notifications,
  orderSyncs,
  orders,
  productSyncs,
  storeSyncEvents,
  stores,
} from '../../db/schema/index.ts';
import { StorePlatformRefusal } from '../../integrations/stores/store-platform.ts';
import { createWooCommercePlatform } from '../../integrations/stores/woocommerce/woocommerce-platform.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { payOrdersInTransaction } from '../transactions/order-payments.service.ts';

const PUBLIC_URL = 'http://127.0.0.1:3998';
const refinedTee = {
  catalogId: 7,
  color: 'black',
  size: 'm',
  designs: [{ location: 'front' as const, imageUrl: 'https://cdn.example.com/rose.png' }],
};

describe('WooCommerce store sync against a fake WooCommerce', () => {
  let t: TestApp;
  let fake: FakeWooCommerce;
  let seller: TestUser;
  let sellerHeaders: Record<string, string>;
  let otherHeaders: Record<string, string>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    fake = await startFakeWooCommerce();
    t = await createTestApp({ publicUrl: PUBLIC_URL });
    await seedCatalogs(t.db);
    seller = await createSeller(t.db, { creditCents: 1_000_000 });
    sellerHeaders = await authHeaders(t.app, seller);
    otherHeaders = await authHeaders(t.app, await createSeller(t.db));
    admin = await authHeaders(t.app, await createUser(t.db, { role: 'admin' }));
  }, 180_000); // a fresh embedded database on a busy machine takes its time
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const post = (url: string, payload: object, headers = sellerHeaders) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const get = (url: string, headers = sellerHeaders) =>
    t.app.inject({ method: 'GET', url, headers });
  type Delivery = Parameters<FakeWooCommerce['injection']>[0];
  const deliver = (delivery: Delivery) => t.app.inject(fake.injection(delivery));
  /** The outcome of a delivery's line in the store's log, once it is no longer queued. */
  const settledOutcome = async (delivery: Delivery) => {
    const id = delivery.headers['x-wc-webhook-delivery-id'] ?? '';
    let outcome: string | undefined;
    await vi.waitFor(
      async () => {
        const [line] = await t.db
          .select({ outcome: storeSyncEvents.outcome })
          .from(storeSyncEvents)
          .where(eq(storeSyncEvents.deliveryId, id));
        outcome = line?.outcome;
        expect(outcome).toBeDefined();
        expect(outcome).not.toBe('queued');
      },
      { timeout: 15_000, interval: 50 },
    );
    return outcome;
  };
  /** Delivers a webhook and answers what came of it (a queued delivery once it was read). */
  const received = async (delivery: Delivery) => {
    const answer = await deliver(delivery);
    expect(answer.statusCode, answer.body).toBe(200);
    const { outcome } = answer.json() as { outcome: string };
    return outcome === 'duplicate' ? outcome : settledOutcome(delivery);
  };

  /** The merchant approves on the shop: WooCommerce POSTs the keys to the callback. */
  async function approve(site: string, loginUrl: string) {
    const login = new URL(loginUrl);
    const userId = login.searchParams.get('user_id')!;
    const { callbackBody } = fake.shop.approve({
      siteUrl: site,
      userId,
      returnUrl: login.searchParams.get('return_url')!,
    });
    return t.app.inject({
      method: 'POST',
      url: new URL(login.searchParams.get('callback_url')!).pathname,
      payload: callbackBody,
    });
  }

  async function connect(site = fake.newSite(), headers = sellerHeaders) {
    const res = await post('/api/stores', { type: 'woocommerce', name: 'Woo', url: site }, headers);
    expect(res.statusCode).toBe(201);
    const store = res.json().data as { id: number; loginUrl: string; status: string };
    expect((await approve(site, store.loginUrl)).statusCode).toBe(200);
    return { site, store };
  }

  async function orderOf(storeId: number) {
    return t.db.select().from(orders).where(eq(orders.storeId, storeId));
  }

  it('connects a shop: /wc-auth link with a one-time user_id, keys posted back, webhooks subscribed, requests signed', async () => {
    const site = fake.newSite();
    const res = await post('/api/stores', { type: 'woocommerce', name: 'My Woo', url: `${site}/` });
    expect(res.statusCode).toBe(201);
    const store = res.json().data;
    expect(store.status).toBe('pending_connection');
    const login = new URL(store.loginUrl);
    expect(`${login.origin}${login.pathname}`).toBe(`${site}/wc-auth/v1/authorize`);
    expect(login.searchParams.get('scope')).toBe('read_write');
    expect(login.searchParams.get('app_name')).toBe('Stitchworks');
    expect(login.searchParams.get('return_url')).toBe(`${PUBLIC_URL}/store/${store.id}`);
    expect(login.searchParams.get('callback_url')).toBe(
      `${PUBLIC_URL}/api/stores/woocommerce/callback`,
    );
    const userId = login.searchParams.get('user_id')!;
    expect(userId.length).toBeGreaterThanOrEqual(30);

    // A made-up user_id is refused, and nothing changes.
    const { callbackBody } = fake.shop.approve({ siteUrl: site, userId: 'forged', returnUrl: '/' });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/stores/woocommerce/callback',
      payload: callbackBody,
    });
    expect(forged.statusCode).toBe(400);
    expect((await get(`/api/stores/${store.id}`)).json().data.status).toBe('pending_connection');

    const answer = await approve(site, store.loginUrl);
    expect(answer.statusCode).toBe(200);
    const connected = (await get(`/api/stores/${store.id}`)).json().data;
    expect(connected).toMatchObject({ status: 'active', loginUrl: null, sandbox: false });
    expect(connected.configuration).toEqual({ url: site });
    expect(JSON.stringify(connected)).not.toMatch(/ck_|cs_/);
    const [row] = await t.db.select().from(stores).where(eq(stores.id, store.id));
    expect(row?.secrets).not.toMatch(/ck_|cs_/);
    expect(fake.shop.webhooksOf(site)).toEqual([
      expect.objectContaining({
        topic: 'order.created',
        delivery_url: `${PUBLIC_URL}/api/webhooks/woocommerce/${store.id}`,
        status: 'active',
      }),
      expect.objectContaining({ topic: 'order.updated' }),
    ]);
    // Over plain http every call was OAuth 1.0a signed, and the fake checked each signature.
    const calls = fake.requests.filter((request) =>
      request.path.startsWith(new URL(site).pathname),
    );
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((call) => call.auth === 'oauth1' && call.status < 300)).toBe(true);

    // The user_id works once.
    expect((await approve(site, store.loginUrl)).statusCode).toBe(400);
    // Another seller cannot connect the same shop.
    const again = await post(
      '/api/stores',
      { type: 'woocommerce', name: 'Copy', url: site },
      otherHeaders,
    );
    const taken = await approve(site, again.json().data.loginUrl);
    expect(taken.statusCode).toBe(409);
  });

  it('refuses a shop address that is not a URL, and private addresses in production', async () => {
    const bad = await post('/api/stores', { type: 'woocommerce', name: 'x', url: 'not a url' });
    expect(bad.statusCode).toBe(400);
    const production = createWooCommercePlatform({ production: true, sandbox: null });
    const input = (url: string) => ({
      storeId: 1,
      configuration: {},
      url,
      state: 'state',
      publicUrl: PUBLIC_URL,
    });
    for (const url of [
      'https://127.0.0.1/shop',
      'https://10.1.2.3',
      'https://169.254.169.254/latest',
      'https://[::1]/',
      'https://localhost/',
      'http://shop.example.com',
    ]) {
      await expect(production.connectUrl(input(url))).rejects.toBeInstanceOf(StorePlatformRefusal);
    }
    await expect(production.connectUrl(input('https://93.184.215.14/shop'))).resolves.toMatchObject(
      {
        url: expect.stringContaining('https://93.184.215.14/shop/wc-auth/v1/authorize?'),
      },
    );
  });

  it('imports a signed order once, keeps an unknown SKU waiting, and imports the next by itself', async () => {
    const { site, store } = await connect();
    const first = fake.shop.createOrder(site, { lines: [{ sku: 'WOO-TEE', quantity: 2 }] });
    expect(first.deliveries).toHaveLength(1);
    expect(await received(first.deliveries[0]!)).toBe('waiting');
    const [sync] = await t.db.select().from(orderSyncs).where(eq(orderSyncs.storeId, store.id));
    expect(sync).toMatchObject({ status: 'created', platformOrderId: String(first.order.id) });
    const [told] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, seller.id));
    expect(told?.message).toContain(`#${first.order.number}`);
    expect((await get('/api/order-syncs', otherHeaders)).json().data.rows).toEqual([]);

    const approved = await post(`/api/order-syncs/${sync!.id}/approve`, {
      items: [{ refined: refinedTee }],
      remember: true,
    });
    expect(approved.statusCode).toBe(200);
    const second = fake.shop.createOrder(site, { lines: [{ sku: 'WOO-TEE', quantity: 1 }] });
    expect(await received(second.deliveries[0]!)).toBe('imported');
    const made = await orderOf(store.id);
    expect(made).toHaveLength(2);
    expect(made.map((order) => order.sellerOrderId).sort()).toEqual(
      [`S${store.id}-${first.order.number}`, `S${store.id}-${second.order.number}`].sort(),
    );
    const [mapping] = await t.db
      .select()
      .from(productSyncs)
      .where(eq(productSyncs.storeId, store.id));
    expect(mapping).toMatchObject({ sku: 'WOO-TEE', importedCount: 2 });
  });

  it('makes one order of one store order delivered many times at once', async () => {
    const { site, store } = await connect();
    await t.db
      .insert(productSyncs)
      .values({ storeId: store.id, userId: seller.id, sku: 'WOO-BAG', options: refinedTee });
    const sold = fake.shop.createOrder(site, { lines: [{ sku: 'WOO-BAG', quantity: 1 }] });
    const updates = Array.from(
      { length: 6 },
      () => fake.shop.updateOrder(site, sold.order.id, {}).deliveries[0]!,
    );
    const deliveries = [sold.deliveries[0]!, ...updates];
    const answers = await Promise.all(
      [...deliveries, ...deliveries].map((delivery) => deliver(delivery)),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const outcomes = await Promise.all(deliveries.map((delivery) => settledOutcome(delivery)));
    expect(outcomes.filter((outcome) => outcome === 'imported')).toHaveLength(1);
    expect(await orderOf(store.id)).toHaveLength(1);
  });

  it('refuses a bad signature, another store’s delivery and a malformed body; answers the ping', async () => {
    const { site, store } = await connect();
    const other = await connect();
    const sold = fake.shop.createOrder(site, { lines: [{ sku: 'X', quantity: 1 }] });
    const delivery = sold.deliveries[0]!;
    const tampered = Buffer.from(delivery.body.toString().replace('"quantity":1', '"quantity":9'));
    const bad = await t.app.inject({ ...fake.injection(delivery), payload: tampered });
    expect(bad.statusCode).toBe(401);
    const elsewhere = await t.app.inject({
      ...fake.injection(delivery),
      url: `/api/webhooks/woocommerce/${other.store.id}`,
    });
    expect(elsewhere.statusCode).toBe(401);
    const unknown = await t.app.inject({
      ...fake.injection(delivery),
      url: '/api/webhooks/woocommerce/999999',
    });
    expect(unknown.statusCode).toBe(401);
    const ping = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/woocommerce/${store.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'webhook_id=12',
    });
    expect(ping.statusCode).toBe(200);
    expect(await t.db.select().from(orderSyncs).where(eq(orderSyncs.storeId, store.id))).toEqual(
      [],
    );
  });

  it('finds by polling what a lost webhook missed', async () => {
    const { site, store } = await connect();
    await t.db
      .insert(productSyncs)
      .values({ storeId: store.id, userId: seller.id, sku: 'WOO-LOST', options: refinedTee });
    fake.shop.createOrder(site, { lines: [{ sku: 'WOO-LOST', quantity: 1 }] });
    const res = await post(`/api/stores/${store.id}/sync`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ checked: 1, imported: 1 });
    expect((await post(`/api/stores/${store.id}/sync`, {})).json().data.imported).toBe(0);
    expect(await orderOf(store.id)).toHaveLength(1);
  });

  async function shippedOrder(site: string, storeId: number, sku: string) {
    await t.db
      .insert(productSyncs)
      .values({ storeId, userId: seller.id, sku, options: refinedTee });
    const sold = fake.shop.createOrder(site, { lines: [{ sku, quantity: 1 }] });
    expect(await received(sold.deliveries[0]!)).toBe('imported');
    const orderId = (await orderOf(storeId))[0]!.id;
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
      payload: { trackingNumber: '9400111899223344550000', carrierCode: 'usps' },
    });
    expect(shipped.statusCode).toBe(200);
    return { sold, orderId };
  }

  it('sends tracking back through Shipment Tracking and completes the order', async () => {
    const { site, store } = await connect();
    const { sold, orderId } = await shippedOrder(site, store.id, 'WOO-SHIP');
    await vi.waitFor(async () => {
      const state = (await get(`/api/orders/${orderId}/store-sync`)).json().data;
      expect(state.fulfillments[0]).toMatchObject({ status: 'sent' });
    }, 15_000);
    const [received] = fake.shop.ordersOf(site).filter((o) => o.id === String(sold.order.id));
    expect(received).toMatchObject({
      status: 'completed',
      trackings: [{ trackingNumber: '9400111899223344550000', company: 'USPS' }],
      notes: [],
    });
    // Sending again adds nothing.
    await post(`/api/orders/${orderId}/store-fulfillments/retry`, {});
    expect(fake.shop.ordersOf(site)[0]?.trackings).toHaveLength(1);
  });

  it('sends tracking back as an order note when the shop has no Shipment Tracking', async () => {
    const { site, store } = await connect();
    fake.shop.withoutShipmentTracking(site);
    const { sold, orderId } = await shippedOrder(site, store.id, 'WOO-NOTE');
    await vi.waitFor(async () => {
      const state = (await get(`/api/orders/${orderId}/store-sync`)).json().data;
      expect(state.fulfillments[0]).toMatchObject({ status: 'sent' });
    }, 15_000);
    const [received] = fake.shop.ordersOf(site).filter((o) => o.id === String(sold.order.id));
    expect(received?.status).toBe('completed');
    expect(received?.notes).toEqual(['Shipped with USPS: tracking number 9400111899223344550000']);
  });

  it('disconnects a store whose keys were revoked and tells the seller; reconnects it', async () => {
    const { site, store } = await connect();
    fake.shop.revokeKeys(site);
    await post(`/api/stores/${store.id}/sync`, {});
    const after = (await get(`/api/stores/${store.id}`)).json().data;
    expect(after.status).toBe('disconnected');
    expect(after.statusReason).toContain('WooCommerce refused');
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(told.some((row) => row.message.includes('was disconnected'))).toBe(true);

    const again = await post(`/api/stores/${store.id}/connect`, {});
    expect(again.statusCode).toBe(200);
    expect((await approve(site, again.json().data.loginUrl)).statusCode).toBe(200);
    expect((await get(`/api/stores/${store.id}`)).json().data.status).toBe('active');
    expect((await post(`/api/stores/${store.id}/connect`, {}, otherHeaders)).statusCode).toBe(404);

    const off = await post(`/api/stores/${store.id}/disconnect`, {});
    expect(off.json().data.status).toBe('disconnected');
  });
});
