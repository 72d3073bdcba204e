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
import { type FakeShopify, startFakeShopify } from '../../../test/fakes/shopify.ts';
import {
  notifications,
  orderSyncs,
  orders,
  productSyncs,
  storeSyncEvents,
  stores,
} from '../../db/schema/index.ts';
import type { SandboxDelivery } from '../../integrations/stores/shopify/shopify-sandbox.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { payOrdersInTransaction } from '../transactions/order-payments.service.ts';
import { DeliveryQueue, deliveryQueueOf, setDeliveryQueue } from './store-delivery-queue.ts';
import { readAllQueuedDeliveries, readQueuedDeliveries } from './store-intake.service.ts';
import { renewExpiringGrants } from './store-poll.service.ts';

const PUBLIC_URL = 'http://127.0.0.1:3999';
const design = { location: 'front', imageUrl: 'https://cdn.example.com/rose.png' };
const refinedTee = {
  catalogId: 7,
  color: 'black',
  size: 'm',
  designs: [{ location: 'front' as const, imageUrl: design.imageUrl }],
};

describe('Shopify store sync against a fake Shopify', () => {
  let t: TestApp;
  let fake: FakeShopify;
  let seller: TestUser;
  let sellerHeaders: Record<string, string>;
  let otherHeaders: Record<string, string>;
  let admin: Record<string, string>;
  let shopCount = 0;

  beforeAll(async () => {
    fake = await startFakeShopify();
    t = await createTestApp({ shopify: fake.config, publicUrl: PUBLIC_URL });
    await seedCatalogs(t.db);
    seller = await createSeller(t.db, { creditCents: 1_000_000 });
    sellerHeaders = await authHeaders(t.app, seller);
    otherHeaders = await authHeaders(t.app, await createSeller(t.db));
    admin = await authHeaders(t.app, await createUser(t.db, { role: 'admin' }));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const post = (url: string, payload: object, headers = sellerHeaders) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const get = (url: string, headers = sellerHeaders) =>
    t.app.inject({ method: 'GET', url, headers });
  /** Delivers a webhook; answers once this process's queue has read what it queued. */
  const deliver = async (delivery: SandboxDelivery) => {
    const answer = await t.app.inject(fake.injection(delivery));
    await deliveryQueueOf(t.db)?.settled();
    return answer;
  };
  /**
   * Delivers a webhook and answers what came of it: `duplicate` when it was answered as one, else
   * the outcome its log line ended with once the queue read it.
   */
  const received = async (delivery: SandboxDelivery) => {
    const answer = await deliver(delivery);
    expect(answer.statusCode, answer.body).toBe(200);
    const { outcome } = answer.json() as { outcome: string };
    return outcome === 'queued' ? outcomeOf(delivery) : outcome;
  };
  /** The outcome of a delivery's line in the store's log. */
  const outcomeOf = async (delivery: SandboxDelivery) => {
    const id = Object.entries(delivery.headers).find(
      ([name]) => name.toLowerCase() === 'x-shopify-webhook-id',
    )?.[1];
    const [line] = await t.db
      .select({ outcome: storeSyncEvents.outcome })
      .from(storeSyncEvents)
      .where(eq(storeSyncEvents.deliveryId, id ?? ''));
    return line?.outcome;
  };
  /**
   * Delivers webhooks as a process that stopped before reading them would leave them: queued and
   * unread. Fresh readers are set up afterwards (the closed ones start no more).
   */
  const queueUnread = async (...deliveries: SandboxDelivery[]) => {
    await deliveryQueueOf(t.db)?.close();
    try {
      for (const delivery of deliveries) {
        expect((await t.app.inject(fake.injection(delivery))).json().outcome).toBe('queued');
      }
    } finally {
      setDeliveryQueue(
        t.db,
        new DeliveryQueue(
          async () => (await readQueuedDeliveries(t.db, () => {})) > 0,
          4,
          () => {},
        ),
      );
    }
  };
  const newShop = () => {
    shopCount += 1;
    return `stitch-test-${shopCount}-${process.pid}.myshopify.com`;
  };

  /** Starts an install: the store `creating` with Shopify's authorize URL. */
  async function startInstall(shop: string, headers = sellerHeaders) {
    const res = await post(
      '/api/stores',
      { type: 'shopify', name: shop, configuration: { shop } },
      headers,
    );
    expect(res.statusCode).toBe(201);
    const store = res.json().data;
    const loginUrl = new URL(store.loginUrl);
    return { store, loginUrl, state: loginUrl.searchParams.get('state')! };
  }

  /** Where Shopify sends the browser back once the merchant approves, as configuration. */
  function approved(shop: string, state: string) {
    const back = new URL(
      fake.sandbox.approveInstall({ shop, state, redirectUri: `${PUBLIC_URL}/store/new-shopify` }),
    );
    return Object.fromEntries(back.searchParams.entries());
  }

  async function install(shop = newShop(), headers = sellerHeaders) {
    const { state } = await startInstall(shop, headers);
    const res = await post(
      '/api/stores',
      { type: 'shopify', name: shop, configuration: approved(shop, state) },
      headers,
    );
    expect(res.statusCode).toBe(201);
    return { shop, store: res.json().data as { id: number; status: string } };
  }

  it('connects a shop: authorize URL, hmac and state checked, code exchanged, webhooks subscribed, grant sealed', async () => {
    const shop = newShop();
    const { store, loginUrl, state } = await startInstall(shop);
    expect(store.status).toBe('creating');
    expect(loginUrl.origin + loginUrl.pathname).toBe(`${fake.url}/${shop}/admin/oauth/authorize`);
    expect(loginUrl.searchParams.get('client_id')).toBe(fake.config.apiKey);
    expect(loginUrl.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/store/new-shopify`);
    expect(loginUrl.searchParams.get('scope')).toContain('read_orders');

    const res = await post('/api/stores', {
      type: 'shopify',
      name: 'My shop',
      configuration: approved(shop, state),
    });
    expect(res.statusCode).toBe(201);
    const connected = res.json().data;
    expect(connected).toMatchObject({
      id: store.id,
      status: 'active',
      loginUrl: null,
      sandbox: false,
    });
    expect(connected.configuration).toEqual({ shop });
    expect(
      fake.sandbox
        .webhookSubscriptions(shop)
        .map((sub) => sub.topic)
        .sort(),
    ).toEqual(['APP_UNINSTALLED', 'ORDERS_CREATE', 'ORDERS_UPDATED']);
    const [row] = await t.db.select().from(stores).where(eq(stores.id, store.id));
    expect(row?.secrets).toMatch(/^v1\./);
    expect(row?.tokenExpiresAt).not.toBeNull();
    // No token in any answer.
    const detail = await get(`/api/stores/${store.id}`);
    expect(detail.body).not.toMatch(/access|refresh_token|shpat|shpua/i);

    const check = await get(`/api/stores/shopify-check?shop=${shop}`);
    expect(check.json().data).toEqual({ storeId: store.id, status: 'active' });
    const theirs = await get(`/api/stores/shopify-check?shop=${shop}`, otherHeaders);
    expect(theirs.json().data).toEqual({ storeId: null, status: null });
  });

  it('refuses an install whose hmac, state or shop is wrong, and stores nothing', async () => {
    const shop = newShop();
    const { store, state } = await startInstall(shop);
    const good = approved(shop, state);
    const attempts = [
      { ...good, timestamp: String(Number(good.timestamp) - 1) },
      { ...good, hmac: good.hmac!.replace(/.$/, (c) => (c === '0' ? '1' : '0')) },
      { ...good, shop: 'evil.example.com' },
    ];
    for (const configuration of attempts) {
      const res = await post('/api/stores', { type: 'shopify', name: 'x', configuration });
      expect(res.statusCode).toBe(400);
    }
    // Another seller cannot finish this seller's install, even with a valid hmac.
    const stolen = await post(
      '/api/stores',
      { type: 'shopify', name: 'x', configuration: good },
      otherHeaders,
    );
    expect(stolen.statusCode).toBe(400);
    // That spent the state: the real seller must start again.
    const late = await post('/api/stores', { type: 'shopify', name: 'x', configuration: good });
    expect(late.statusCode).toBe(400);
    const [row] = await t.db.select().from(stores).where(eq(stores.id, store.id));
    expect(row).toMatchObject({ status: 'creating', secrets: null, platformShop: null });

    const notAShop = await post('/api/stores', {
      type: 'shopify',
      name: 'x',
      configuration: { shop: 'shop.example.com' },
    });
    expect(notAShop.statusCode).toBe(400);
    expect(notAShop.json().error.details[0].path).toBe('configuration.shop');
  });

  it('imports a mapped order once, keeps an unmapped one waiting until the seller maps it', async () => {
    const { shop, store } = await install();
    const first = fake.sandbox.createOrder(shop, { lines: [{ sku: 'ROSE-TEE', quantity: 2 }] });
    const res = await deliver(first.delivery);
    expect(res.statusCode).toBe(200);
    // Answered once recorded; the queue reads it a moment later.
    expect(res.json()).toEqual({ ok: true, outcome: 'queued' });
    expect(await outcomeOf(first.delivery)).toBe('waiting');
    expect(await received(first.delivery)).toBe('duplicate');

    const waiting = await get('/api/order-syncs');
    const sync = waiting
      .json()
      .data.rows.find((row: { storeId: number }) => row.storeId === store.id);
    expect(sync).toMatchObject({
      status: 'created',
      platformOrderName: first.order.name,
      orderId: null,
    });
    expect(sync.items[0]).toMatchObject({
      original: { sku: 'ROSE-TEE', quantity: 2 },
      refined: null,
    });
    const [told] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, seller.id));
    expect(told?.message).toContain(first.order.name);

    // Another seller sees none of it.
    const theirs = await get('/api/order-syncs', otherHeaders);
    expect(theirs.json().data.rows).toEqual([]);
    const stranger = await post(
      `/api/order-syncs/${sync.id}/approve`,
      { items: [{ refined: refinedTee }] },
      otherHeaders,
    );
    expect(stranger.statusCode).toBe(404);
    expect((await get(`/api/stores/${store.id}/sync-logs`, otherHeaders)).statusCode).toBe(404);

    const badImage = await post(`/api/order-syncs/${sync.id}/approve`, {
      items: [
        { refined: { ...refinedTee, designs: [{ location: 'front', imageUrl: 'ftp://x/y.png' }] } },
      ],
    });
    expect(badImage.statusCode).toBe(400);

    const approve = await post(`/api/order-syncs/${sync.id}/approve`, {
      items: [{ refined: refinedTee }],
      remember: true,
    });
    expect(approve.statusCode).toBe(200);
    expect(approve.json().data.message).toBe('Sync order successfully');
    const orderId = approve.json().data.orderSync.orderId;
    const [made] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(made).toMatchObject({ userId: seller.id, storeId: store.id, status: 'created' });
    expect(made?.sellerOrderId).toBe(`S${store.id}-${first.order.name.replace('#', '')}`);

    const again = await post(`/api/order-syncs/${sync.id}/approve`, {
      items: [{ refined: refinedTee }],
    });
    expect(again.statusCode).toBe(409);

    // The next order with that SKU imports by itself, and the store shows when it last synced.
    const second = fake.sandbox.createOrder(shop, { lines: [{ sku: 'ROSE-TEE', quantity: 1 }] });
    expect(await received(second.delivery)).toBe('imported');
    expect((await get(`/api/stores/${store.id}`)).json().data.lastSyncAt).not.toBeNull();
    const [mapping] = await t.db
      .select()
      .from(productSyncs)
      .where(eq(productSyncs.storeId, store.id));
    expect(mapping).toMatchObject({ sku: 'ROSE-TEE', importedCount: 2 });
    const bySku = await get(`/api/product-syncs/by-sku/${store.id}/ROSE-TEE`);
    expect(bySku.json().data).toMatchObject({ sku: 'ROSE-TEE', importedCount: 2 });
    expect(
      (await get(`/api/product-syncs/by-sku/${store.id}/ROSE-TEE`, otherHeaders)).statusCode,
    ).toBe(404);

    const log = await get(`/api/stores/${store.id}/sync-logs`);
    const outcomes = log.json().data.rows.map((row: { outcome: string }) => row.outcome);
    expect(outcomes).toEqual(
      expect.arrayContaining(['install'.length ? 'ok' : '', 'waiting', 'imported']),
    );

    // Forgetting the mapping makes the SKU wait again.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/product-syncs/${mapping!.id}`,
      headers: sellerHeaders,
    });
    expect(removed.statusCode).toBe(200);
    const third = fake.sandbox.createOrder(shop, { lines: [{ sku: 'ROSE-TEE', quantity: 1 }] });
    expect(await received(third.delivery)).toBe('waiting');
  });

  it('acts on a delivery once, takes orders/updated before orders/create, and cancels', async () => {
    const { shop, store } = await install();
    await t.db
      .insert(productSyncs)
      .values({ storeId: store.id, userId: seller.id, sku: 'CAP', options: refinedTee });
    const sold = fake.sandbox.createOrder(shop, { lines: [{ sku: 'CAP', quantity: 1 }] });
    const updated = fake.sandbox.updateOrder(shop, sold.order.id, { paid: true });
    expect(await received(updated.delivery)).toBe('imported');
    expect(await received(sold.delivery)).toBe('duplicate');
    expect(await received(sold.delivery)).toBe('duplicate');
    const made = await t.db.select().from(orders).where(eq(orders.storeId, store.id));
    expect(made).toHaveLength(1);

    const unpaid = fake.sandbox.createOrder(shop, {
      lines: [{ sku: 'CAP', quantity: 1 }],
      paid: false,
    });
    expect(await received(unpaid.delivery)).toBe('skipped');
    const paid = fake.sandbox.updateOrder(shop, unpaid.order.id, { paid: true });
    expect(await received(paid.delivery)).toBe('imported');

    const cancelled = fake.sandbox.createOrder(shop, { lines: [{ sku: 'NOPE', quantity: 1 }] });
    await deliver(cancelled.delivery);
    const gone = fake.sandbox.updateOrder(shop, cancelled.order.id, { cancelled: true });
    expect(await received(gone.delivery)).toBe('skipped');
    const sync = await t.db
      .select()
      .from(orderSyncs)
      .where(eq(orderSyncs.platformOrderId, String(cancelled.order.id)));
    expect(sync[0]?.status).toBe('cancelled');
  });

  it('makes one order of one store order delivered many times at once', async () => {
    const { shop, store } = await install();
    await t.db
      .insert(productSyncs)
      .values({ storeId: store.id, userId: seller.id, sku: 'BAG', options: refinedTee });
    const sold = fake.sandbox.createOrder(shop, { lines: [{ sku: 'BAG', quantity: 1 }] });
    const deliveries = [
      sold.delivery,
      ...Array.from({ length: 7 }, () =>
        fake.sandbox.webhookDelivery(shop, 'orders/updated', sold.order),
      ),
    ];
    const answers = await Promise.all(
      [...deliveries, ...deliveries].map((delivery) => deliver(delivery)),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    // Each delivery id is queued once, whichever copy came first; the rest are duplicates.
    const queued = answers.filter((answer) => answer.json().outcome === 'queued');
    expect(queued).toHaveLength(deliveries.length);
    const lines = await t.db
      .select({ outcome: storeSyncEvents.outcome })
      .from(storeSyncEvents)
      .where(eq(storeSyncEvents.storeId, store.id));
    expect(lines.filter((line) => line.outcome === 'imported')).toHaveLength(1);
    expect(lines.filter((line) => line.outcome === 'queued')).toHaveLength(0);
    const made = await t.db.select().from(orders).where(eq(orders.storeId, store.id));
    expect(made).toHaveLength(1);
  });

  it('refuses a bad signature, an unknown shop and a malformed body, writing nothing', async () => {
    const { shop, store } = await install();
    const sold = fake.sandbox.createOrder(shop, { lines: [{ sku: 'X', quantity: 1 }] });
    const forged = {
      ...sold.delivery,
      headers: { ...sold.delivery.headers, 'X-Shopify-Hmac-Sha256': 'AAAA' },
    };
    expect((await deliver(forged)).statusCode).toBe(401);
    const tampered = {
      ...sold.delivery,
      body: Buffer.from(sold.delivery.body.toString().replace('"X"', '"Y"')),
    };
    expect((await deliver(tampered)).statusCode).toBe(401);
    const stranger = fake.sandbox.createOrder('nobody-here.myshopify.com', {
      lines: [{ sku: 'X', quantity: 1 }],
    });
    expect((await deliver(stranger.delivery)).statusCode).toBe(401);
    const malformed = fake.sandbox.webhookDelivery(shop, 'orders/create', { id: 'not an order' });
    expect((await deliver(malformed)).statusCode).toBe(400);
    const syncs = await t.db.select().from(orderSyncs).where(eq(orderSyncs.storeId, store.id));
    expect(syncs).toEqual([]);
  });

  it('disconnects on app/uninstalled, tells the seller, and refuses the shop’s later orders', async () => {
    const { shop, store } = await install();
    const res = await deliver(fake.sandbox.uninstall(shop));
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(stores).where(eq(stores.id, store.id));
    expect(row).toMatchObject({ status: 'disconnected', secrets: null });
    expect(row?.statusReason).toBeTruthy();
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(
      told.some((item) => item.type === 14 && item.message.includes(store.id ? row!.name : '')),
    ).toBe(true);
    const late = fake.sandbox.createOrder(shop, { lines: [{ sku: 'X', quantity: 1 }] });
    expect((await deliver(late.delivery)).statusCode).toBe(401);
    // Connecting again gives a new install link.
    const again = await post(`/api/stores/${store.id}/connect`, {});
    expect(again.statusCode).toBe(200);
    expect(again.json().data.loginUrl).toContain('/admin/oauth/authorize');
  });

  it('answers and acts on the privacy topics', async () => {
    const { shop, store } = await install();
    const sold = fake.sandbox.createOrder(shop, { lines: [{ sku: 'PRIV', quantity: 1 }] });
    await deliver(sold.delivery);
    const request = await deliver(
      fake.sandbox.privacyDelivery(shop, 'customers/data_request', { orderIds: [sold.order.id] }),
    );
    expect(request.statusCode).toBe(200);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(told.some((item) => item.message.includes(sold.order.name))).toBe(true);

    const redact = await deliver(
      fake.sandbox.privacyDelivery(shop, 'customers/redact', { orderIds: [sold.order.id] }),
    );
    expect(redact.statusCode).toBe(200);
    const [sync] = await t.db.select().from(orderSyncs).where(eq(orderSyncs.storeId, store.id));
    expect(sync?.storeOrder.shippingAddress).toBeNull();
    expect(sync?.shipTo).toBe('');

    await t.db
      .insert(productSyncs)
      .values({ storeId: store.id, userId: seller.id, sku: 'PRIV', options: refinedTee });
    expect((await deliver(fake.sandbox.privacyDelivery(shop, 'shop/redact'))).statusCode).toBe(200);
    expect(
      await t.db.select().from(productSyncs).where(eq(productSyncs.storeId, store.id)),
    ).toEqual([]);
  });

  it('sends each package’s tracking back to the shop once, retrying a failure', async () => {
    const { shop, store } = await install();
    await t.db
      .insert(productSyncs)
      .values({ storeId: store.id, userId: seller.id, sku: 'SHIP', options: refinedTee });
    const sold = fake.sandbox.createOrder(shop, { lines: [{ sku: 'SHIP', quantity: 1 }] });
    const orderId =
      (await deliver(sold.delivery)) &&
      (await t.db.select().from(orders).where(eq(orders.storeId, store.id)))[0]!.id;
    await withTransaction(t.db, (tx) =>
      payOrdersInTransaction(tx, {
        sellerId: seller.id,
        orderIds: [orderId],
        method: 'credit',
        actorId: seller.id,
      }),
    );
    const origin = await get(`/api/orders/${orderId}/store-sync`);
    expect(origin.json().data.origin).toMatchObject({
      storeId: store.id,
      platformOrderName: sold.order.name,
    });
    expect((await get(`/api/orders/${orderId}/store-sync`, otherHeaders)).statusCode).toBe(404);

    // The shop refuses the first try (a 404 is not retried by the client).
    fake.failNext(404);
    const shipped = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${orderId}/tracking-number`,
      headers: admin,
      payload: { trackingNumber: '9400111899223344556677', carrierCode: 'usps' },
    });
    expect(shipped.statusCode).toBe(200);
    await vi.waitFor(async () => {
      const state = (await get(`/api/orders/${orderId}/store-sync`)).json().data;
      expect(state.fulfillments[0]).toMatchObject({ status: 'failed', attempts: 1 });
    });
    expect(fake.sandbox.fulfillments(shop)).toEqual([]);

    // "Send again" sends at once even with the API's clock behind the database's, which makes the
    // row due: the API used to find it not yet due and send nothing. (PostgreSQL's clock stays;
    // PGlite's, in this process, moves with the API's.)
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(Date.now() - 5_000);
    const retry = await post(`/api/orders/${orderId}/store-fulfillments/retry`, {}).finally(() =>
      vi.useRealTimers(),
    );
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.sent).toBe(1);
    const received = fake.sandbox.fulfillments(shop);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      trackingNumber: '9400111899223344556677',
      company: 'USPS',
    });
    const state = (await get(`/api/orders/${orderId}/store-sync`)).json().data;
    expect(state.fulfillments[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    // Sending again does not fulfil twice.
    await post(`/api/orders/${orderId}/store-fulfillments/retry`, {});
    expect(fake.sandbox.fulfillments(shop)).toHaveLength(1);
  });

  it('renews an expiring grant and keeps the new pair; a revoked one disconnects the store', async () => {
    const { shop, store } = await install();
    const [before] = await t.db.select().from(stores).where(eq(stores.id, store.id));
    await t.db
      .update(stores)
      .set({ tokenExpiresAt: new Date(Date.now() + 60_000) })
      .where(eq(stores.id, store.id));
    await renewExpiringGrants(t.app);
    const [after] = await t.db.select().from(stores).where(eq(stores.id, store.id));
    expect(after?.secrets).not.toBe(before?.secrets);
    expect(after!.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 30 * 60_000);

    fake.revokeTokens(shop);
    await t.db
      .update(stores)
      .set({ tokenExpiresAt: new Date(Date.now() + 60_000) })
      .where(eq(stores.id, store.id));
    await renewExpiringGrants(t.app);
    const [revoked] = await t.db.select().from(stores).where(eq(stores.id, store.id));
    expect(revoked?.status).toBe('disconnected');
  });

  it('finds by polling what a lost webhook missed', async () => {
    const { shop, store } = await install();
    await t.db
      .insert(productSyncs)
      .values({ storeId: store.id, userId: seller.id, sku: 'LOST', options: refinedTee });
    fake.sandbox.createOrder(shop, { lines: [{ sku: 'LOST', quantity: 1 }] });
    const res = await post(`/api/stores/${store.id}/sync`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ checked: 1, imported: 1 });
    const again = await post(`/api/stores/${store.id}/sync`, {});
    expect(again.json().data.imported).toBe(0);
    expect(await t.db.select().from(orders).where(eq(orders.storeId, store.id))).toHaveLength(1);
  });

  it('reads what a stopped process left queued, moves a delivery it cannot read out of the way, and skips a store no longer connected', async () => {
    const { shop, store } = await install();
    await t.db
      .insert(productSyncs)
      .values({ storeId: store.id, userId: seller.id, sku: 'QUEUED', options: refinedTee });
    const first = fake.sandbox.createOrder(shop, { lines: [{ sku: 'QUEUED', quantity: 1 }] });
    const second = fake.sandbox.createOrder(shop, { lines: [{ sku: 'QUEUED', quantity: 2 }] });
    await queueUnread(first.delivery, second.delivery);
    // The first one's store order cannot be read (a shape no platform sends).
    await t.db
      .update(storeSyncEvents)
      .set({ storeOrder: { platformOrderId: 'broken' } })
      .where(eq(storeSyncEvents.deliveryId, first.delivery.headers['X-Shopify-Webhook-Id'] ?? ''));
    // Read together, the batch fails; read again one at a time, only the broken one fails and
    // the one behind it is not held up.
    const failures: unknown[] = [];
    expect(await readQueuedDeliveries(t.db, (error) => failures.push(error))).toBe(2);
    expect(failures).toHaveLength(1);
    expect(await outcomeOf(first.delivery)).toBe('failed');
    expect(await outcomeOf(second.delivery)).toBe('imported');
    expect(await t.db.select().from(orders).where(eq(orders.storeId, store.id))).toHaveLength(1);
    expect(await readQueuedDeliveries(t.db, () => {})).toBe(0);
    expect((await readAllQueuedDeliveries(t.app)).read).toBe(0);

    // A delivery queued while the store was connected, read after it was not.
    const third = fake.sandbox.createOrder(shop, { lines: [{ sku: 'QUEUED', quantity: 3 }] });
    await queueUnread(third.delivery);
    await t.db.update(stores).set({ status: 'disconnected' }).where(eq(stores.id, store.id));
    expect((await readAllQueuedDeliveries(t.app)).read).toBe(1);
    expect(await outcomeOf(third.delivery)).toBe('skipped');
    expect(await t.db.select().from(orders).where(eq(orders.storeId, store.id))).toHaveLength(1);
  });
  it('reads queued deliveries together: mapped orders made at once, the others waiting or refused each on its own, a later delivery of an order read after its first', async () => {
    const { shop, store } = await install();
    const [tee] = await t.db
      .insert(productSyncs)
      .values([
        { storeId: store.id, userId: seller.id, sku: 'BATCH', options: refinedTee },
        // A blank no longer sold: the order book refuses the order.
        {
          storeId: store.id,
          userId: seller.id,
          sku: 'GONE',
          options: { ...refinedTee, catalogId: 999_999 },
        },
      ])
      .returning();
    const one = fake.sandbox.createOrder(shop, { lines: [{ sku: 'BATCH', quantity: 1 }] });
    const two = fake.sandbox.createOrder(shop, { lines: [{ sku: 'BATCH', quantity: 2 }] });
    const unmapped = fake.sandbox.createOrder(shop, { lines: [{ sku: 'UNKNOWN', quantity: 1 }] });
    const refused = fake.sandbox.createOrder(shop, { lines: [{ sku: 'GONE', quantity: 1 }] });
    const oneAgain = fake.sandbox.webhookDelivery(shop, 'orders/updated', one.order);
    const deliveries = [one, two, unmapped, refused].map((sold) => sold.delivery);
    await queueUnread(...deliveries, oneAgain);
    const failures: unknown[] = [];
    expect(await readQueuedDeliveries(t.db, (error) => failures.push(error))).toBe(4);
    expect(failures).toEqual([]);
    expect(await Promise.all(deliveries.map(outcomeOf))).toEqual([
      'imported',
      'imported',
      'waiting',
      'refused',
    ]);
    // The second delivery of the first order waits for the next read, which sees it made.
    expect(await outcomeOf(oneAgain)).toBe('queued');
    expect(await readQueuedDeliveries(t.db, () => {})).toBe(1);
    expect(await outcomeOf(oneAgain)).toBe('duplicate');
    expect(await readQueuedDeliveries(t.db, () => {})).toBe(0);

    const made = await t.db.select().from(orders).where(eq(orders.storeId, store.id));
    expect(made.map((order) => order.itemCount).sort()).toEqual([1, 2]);
    const syncs = await t.db.select().from(orderSyncs).where(eq(orderSyncs.storeId, store.id));
    const syncOf = (sold: { order: { id: number } }) =>
      syncs.find((sync) => sync.platformOrderId === String(sold.order.id));
    expect(made.map((order) => order.id).sort()).toEqual(
      [syncOf(one)?.orderId, syncOf(two)?.orderId].sort(),
    );
    expect(syncOf(unmapped)?.status).toBe('created');
    expect(syncOf(refused)?.status).toBe('created');
    expect(syncOf(refused)?.reason).toBeTruthy();
    const [counted] = await t.db.select().from(productSyncs).where(eq(productSyncs.id, tee!.id));
    expect(counted?.importedCount).toBe(2);
  });
});
