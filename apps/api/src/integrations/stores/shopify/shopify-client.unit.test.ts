import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeShopify, startFakeShopify } from '../../../../test/fakes/shopify.ts';
import { StorePlatformRefusal } from '../store-platform.ts';
import { createShopifyClient } from './shopify-client.ts';
import { ShopifyUnavailableError } from './shopify-graphql.ts';

/** One clock for the client and the fake shop: a fake sleep moves it, so waits cost no time. */
function fakeTime() {
  let clock = Date.UTC(2026, 10, 29, 12);
  const sleeps: number[] = [];
  return {
    now: () => clock,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      clock += ms;
    },
    sleeps,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

const time = fakeTime();
let fake: FakeShopify;
let shopCount = 0;
/** A fresh shop per test, so orders, buckets and subscriptions do not leak between tests. */
const newShop = () => `test-shop-${++shopCount}.myshopify.com`;
const redirectUri = 'https://portal.example.test/store/new-shopify';

beforeAll(async () => {
  fake = await startFakeShopify({ now: time.now });
});
afterAll(() => fake.close());
beforeEach(() => {
  time.sleeps.length = 0;
  fake.requests.length = 0;
});

const client = () => createShopifyClient(fake.config, { sleep: time.sleep, now: time.now });

/** Installs the app on a new shop through the fake's authorize redirect and the code exchange. */
async function installed() {
  const shopify = client();
  const shop = newShop();
  const authorize = await fetch(shopify.authorizeUrl({ shop, state: 'nonce-1', redirectUri }), {
    redirect: 'manual',
  });
  expect(authorize.status).toBe(302);
  const back = new URL(authorize.headers.get('location') ?? '');
  const query = Object.fromEntries(back.searchParams);
  const grant = await shopify.exchangeCode(shop, query.code ?? '');
  return { shopify, shop, grant, query };
}

describe('connecting a shop (authorization code grant, expiring offline token)', () => {
  it('sends the merchant to the shop with our client id, scopes, return page and state', () => {
    const url = new URL(
      client().authorizeUrl({ shop: 'Demo.myshopify.com', state: 'abc', redirectUri }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(
      `${fake.url}/demo.myshopify.com/admin/oauth/authorize`,
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: fake.config.apiKey,
      scope: fake.config.scopes,
      redirect_uri: redirectUri,
      state: 'abc',
    });
    expect(url.searchParams.has('grant_options[]')).toBe(false);
    expect(() => client().authorizeUrl({ shop: 'evil.com', state: 'abc', redirectUri })).toThrow(
      StorePlatformRefusal,
    );
  });

  it('verifies the signed redirect back, and exchanges its code once for a token pair', async () => {
    const { shopify, shop, grant, query } = await installed();
    expect(shopify.verifyInstallQuery(query)).toBe(true);
    expect(shopify.verifyInstallQuery({ ...query, shop: 'other.myshopify.com' })).toBe(false);
    expect(query).toMatchObject({ shop, state: 'nonce-1' });
    expect(grant.accessToken).toMatch(/^shpat_/);
    expect(grant.refreshToken).toMatch(/^shprt_/);
    expect(Date.parse(grant.expiresAt ?? '') - time.now()).toBe(3600_000);
    expect(Date.parse(grant.refreshTokenExpiresAt ?? '') - time.now()).toBe(90 * 86_400_000);
    expect(shopify.missingScopes(grant.scope)).toEqual([]);

    const reused = await shopify.exchangeCode(shop, query.code ?? '').catch((error) => error);
    expect(reused).toBeInstanceOf(StorePlatformRefusal);
    expect(reused).toMatchObject({ status: 400, grantRevoked: true });
    expect(String(reused.message)).not.toContain(query.code);
  });

  it('refuses to call anything but a myshopify.com shop', async () => {
    const refused = await client()
      .exchangeCode('127.0.0.1:22', 'code')
      .catch((error) => error);
    expect(refused).toBeInstanceOf(StorePlatformRefusal);
    expect(fake.requests).toEqual([]);
  });

  it('refreshes the grant into a working pair; after an uninstall the refresh is refused', async () => {
    const { shopify, shop, grant } = await installed();
    time.advance(50 * 60_000);
    const renewed = await shopify.refreshGrant(shop, grant.refreshToken ?? '');
    expect(renewed.accessToken).not.toBe(grant.accessToken);
    expect(Date.parse(renewed.expiresAt ?? '') - time.now()).toBe(3600_000);
    await shopify.subscribeWebhooks(shop, renewed.accessToken, 'https://portal.example.test/hooks');

    fake.revokeTokens(shop);
    const refresh = await shopify.refreshGrant(shop, renewed.refreshToken ?? '').catch((e) => e);
    expect(refresh).toMatchObject({
      name: 'StorePlatformRefusal',
      status: 400,
      grantRevoked: true,
    });
    const call = await shopify
      .fetchOrdersUpdatedSince(shop, renewed.accessToken, '2026-01-01T00:00:00Z', null)
      .catch((error) => error);
    expect(call).toMatchObject({ name: 'StorePlatformRefusal', status: 401, grantRevoked: true });
    expect(String(call.message)).not.toContain(renewed.accessToken);
  });

  it('answers an expired access token with 401 (grant revoked: refresh or reconnect)', async () => {
    const { shopify, shop, grant } = await installed();
    time.advance(61 * 60_000);
    const call = await shopify
      .subscribeWebhooks(shop, grant.accessToken, 'https://portal.example.test/hooks')
      .catch((error) => error);
    expect(call).toMatchObject({ status: 401, grantRevoked: true });
  });

  it('tells a refused client secret and an unreachable Shopify apart', async () => {
    const { shop, query } = await installed().then(async (first) => {
      const authorize = await fetch(
        first.shopify.authorizeUrl({ shop: first.shop, state: 'n2', redirectUri }),
        { redirect: 'manual' },
      );
      const back = new URL(authorize.headers.get('location') ?? '');
      return { shop: first.shop, query: Object.fromEntries(back.searchParams) };
    });
    const wrongSecret = createShopifyClient({ ...fake.config, apiSecret: 'nope' });
    await expect(wrongSecret.exchangeCode(shop, query.code ?? '')).rejects.toMatchObject({
      status: 401,
      grantRevoked: true,
    });
    fake.failNext(503);
    await expect(client().exchangeCode(shop, query.code ?? '')).rejects.toBeInstanceOf(
      ShopifyUnavailableError,
    );
  });
});

describe('calling the GraphQL Admin API within its rate limits', () => {
  const hook = 'https://portal.example.test/api/webhooks/shopify';

  it('waits and retries after a THROTTLED answer', async () => {
    const { shopify, shop, grant } = await installed();
    fake.failNext('THROTTLED');
    const made = await shopify.subscribeWebhooks(shop, grant.accessToken, hook);
    expect(made.map((result) => result.action)).toEqual(['created', 'created', 'created']);
    expect(fake.requests.filter((request) => request.throttled)).toHaveLength(1);
    // 100 points asked, 20 left, 100 restored a second: at least the one-second floor.
    expect(time.sleeps).toEqual([1000]);
  });

  it("waits as long as a 429's Retry-After says, and backs off on a 5xx", async () => {
    const { shopify, shop, grant } = await installed();
    fake.failNext(429);
    fake.failNext(502);
    fake.failNext(503);
    await shopify.subscribeWebhooks(shop, grant.accessToken, hook);
    expect(time.sleeps).toEqual([2000, 1000, 2000]);
  });

  it('gives up after five tries with an error a later job retry can act on', async () => {
    const { shopify, shop, grant } = await installed();
    for (let i = 0; i < 5; i += 1) fake.failNext(500);
    const failed = await shopify
      .fetchOrdersUpdatedSince(shop, grant.accessToken, '2026-01-01T00:00:00Z', null)
      .catch((error) => error);
    expect(failed).toBeInstanceOf(ShopifyUnavailableError);
    const polls = fake.requests.filter((r) => r.operation === 'StitchworksOrdersUpdatedSince');
    expect(polls.map((request) => request.status)).toEqual([500, 500, 500, 500, 500]);
    expect(time.sleeps).toEqual([500, 1000, 2000, 4000]);
  });

  it('waits before a query its shop bucket cannot pay for, so Shopify never throttles it', async () => {
    const { shopify, shop, grant } = await installed();
    await shopify.subscribeWebhooks(shop, grant.accessToken, hook);
    // Nearly empty: the query costs 52 points, 48 are left, 50 come back a second.
    fake.sandbox.setBucket(shop, { currentlyAvailable: 53, restoreRate: 50 });
    await shopify.subscribeWebhooks(shop, grant.accessToken, hook);
    expect(time.sleeps).toEqual([]);
    await shopify.subscribeWebhooks(shop, grant.accessToken, hook);
    expect(time.sleeps).toHaveLength(1);
    expect(time.sleeps[0]).toBeGreaterThanOrEqual(20);
    expect(time.sleeps[0]).toBeLessThanOrEqual(1000);
    expect(fake.requests.filter((request) => request.throttled)).toEqual([]);
  });

  it("refuses a GraphQL error or a mutation's userErrors with Shopify's message", async () => {
    const { shopify, shop, grant } = await installed();
    const unknown = await shopify
      .graphql<never>(shop, grant.accessToken, 'query { shopOwnerPassword }')
      .catch((error: StorePlatformRefusal) => error);
    expect(unknown).toMatchObject({ name: 'StorePlatformRefusal', grantRevoked: false });
    expect(unknown.message).toContain("Field 'shopOwnerPassword' doesn't exist");
    const userError = await shopify
      .graphql(
        shop,
        grant.accessToken,
        'mutation StitchworksWebhookSubscriptionCreate($topic: WebhookSubscriptionTopic!, $webhookSubscription: WebhookSubscriptionInput!) { webhookSubscriptionCreate(topic: $topic, webhookSubscription: $webhookSubscription) { webhookSubscription { id } userErrors { field message } } }',
        { topic: 'ORDERS_CREATE', webhookSubscription: { uri: 'not a url', format: 'JSON' } },
      )
      .catch((error) => error);
    expect(userError).toMatchObject({ status: 422, message: 'Address is invalid' });
  });
});

describe('webhook subscriptions', () => {
  it('subscribes the three topics once, and moves them when the public URL changes', async () => {
    const { shopify, shop, grant } = await installed();
    const first = await shopify.subscribeWebhooks(
      shop,
      grant.accessToken,
      'https://a.example/hook',
    );
    const again = await shopify.subscribeWebhooks(
      shop,
      grant.accessToken,
      'https://a.example/hook',
    );
    expect(first.map((result) => [result.topic, result.action])).toEqual([
      ['ORDERS_CREATE', 'created'],
      ['ORDERS_UPDATED', 'created'],
      ['APP_UNINSTALLED', 'created'],
    ]);
    expect(again.map((result) => result.action)).toEqual(['kept', 'kept', 'kept']);
    expect(again.map((result) => result.id)).toEqual(first.map((result) => result.id));
    const moved = await shopify.subscribeWebhooks(
      shop,
      grant.accessToken,
      'https://b.example/hook',
    );
    expect(moved.map((result) => result.action)).toEqual(['updated', 'updated', 'updated']);
    expect(fake.sandbox.webhookSubscriptions(shop)).toHaveLength(3);
    expect(new Set(fake.sandbox.webhookSubscriptions(shop).map((s) => s.uri))).toEqual(
      new Set(['https://b.example/hook']),
    );
  });
});

describe('the reconciliation poll', () => {
  it('pages through the orders updated since a time, oldest change first', async () => {
    const { shopify, shop, grant } = await installed();
    const before = new Date(time.now() - 1000).toISOString();
    const made: string[] = [];
    for (let i = 0; i < 45; i += 1) {
      made.push(
        fake.sandbox.createOrder(shop, { lines: [{ sku: `SKU-${i}`, quantity: 1 }] }).order.name,
      );
      time.advance(1000);
    }
    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await shopify.fetchOrdersUpdatedSince(shop, grant.accessToken, before, cursor);
      sizes.push(page.orders.length);
      seen.push(...page.orders.map((order) => order.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([20, 20, 5]);
    expect(seen).toEqual(made);

    const marker = new Date(time.now()).toISOString();
    time.advance(2000);
    const unpaid = fake.sandbox.createOrder(shop, {
      lines: [{ sku: 'LATE', quantity: 1 }],
      paid: false,
    });
    time.advance(2000);
    fake.sandbox.updateOrder(shop, unpaid.order.id, { paid: true });
    const changed = await shopify.fetchOrdersUpdatedSince(shop, grant.accessToken, marker, null);
    expect(changed.orders.map((order) => [order.name, order.paid])).toEqual([
      [unpaid.order.name, true],
    ]);
    expect(changed.nextCursor).toBeNull();
  });

  it('reads an order the same way from the poll as from its webhook, all its lines included', async () => {
    const { shopify, shop, grant } = await installed();
    const lines = Array.from({ length: 45 }, (_, i) => ({
      sku: i === 3 ? null : `L-${i}`,
      quantity: (i % 3) + 1,
      requiresShipping: i !== 7,
    }));
    const { delivery } = fake.sandbox.createOrder(shop, { lines });
    const fromWebhook = shopify.parseWebhookOrder(JSON.parse(delivery.body.toString('utf8')));
    const page = await shopify.fetchOrdersUpdatedSince(
      shop,
      grant.accessToken,
      '2026-01-01T00:00:00Z',
      null,
    );
    expect(page.orders).toEqual([fromWebhook]);
    expect(fromWebhook.lines).toHaveLength(45);
    expect(fake.requests.map((request) => request.operation)).toContain('StitchworksOrderLines');
  });
});

describe('tracking back to the shop (fulfillmentCreate)', () => {
  it('fulfils the open lines with the tracking number, carrier and URL, once', async () => {
    const { shopify, shop, grant } = await installed();
    const { order } = fake.sandbox.createOrder(shop, {
      lines: [
        { sku: 'TEE', quantity: 2 },
        { sku: 'MUG', quantity: 1 },
      ],
    });
    const input = {
      platformOrderId: String(order.id),
      trackingNumber: '9400111899223100000001',
      company: 'USPS',
      url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223100000001',
      lineIds: [],
    };
    const sent = await shopify.createFulfillment(shop, grant.accessToken, input);
    expect(fake.sandbox.fulfillments(shop)).toEqual([
      expect.objectContaining({
        id: sent.fulfillmentId,
        orderName: order.name,
        trackingNumber: input.trackingNumber,
        company: 'USPS',
        url: input.url,
        notifyCustomer: true,
      }),
    ]);
    expect(fake.sandbox.order(shop, order.id)).toMatchObject({ fulfillment_status: 'fulfilled' });

    // The answer was lost and the job retries: the same fulfillment, nothing sent twice.
    fake.requests.length = 0;
    const retried = await shopify.createFulfillment(shop, grant.accessToken, input);
    expect(retried).toEqual(sent);
    expect(fake.sandbox.fulfillments(shop)).toHaveLength(1);
    expect(fake.requests.map((request) => request.operation)).not.toContain(
      'StitchworksFulfillmentCreate',
    );
  });

  it('fulfils a package with some lines, then the rest; an order with nothing open answers its latest', async () => {
    const { shopify, shop, grant } = await installed();
    const { order } = fake.sandbox.createOrder(shop, {
      lines: [
        { sku: 'TEE', quantity: 2 },
        { sku: 'CAP', quantity: 1 },
      ],
    });
    const parsed = shopify.parseWebhookOrder(order);
    const [tee, cap] = parsed.lines;
    const base = { platformOrderId: parsed.platformOrderId, company: 'UPS', url: null };
    const first = await shopify.createFulfillment(shop, grant.accessToken, {
      ...base,
      trackingNumber: '1Z999AA10123456784',
      lineIds: [tee?.lineId ?? ''],
    });
    expect(fake.sandbox.order(shop, order.id)).toMatchObject({ fulfillment_status: 'partial' });
    const second = await shopify.createFulfillment(shop, grant.accessToken, {
      ...base,
      trackingNumber: '1Z999AA10123456785',
      lineIds: [],
    });
    expect(second.fulfillmentId).not.toBe(first.fulfillmentId);
    expect(fake.sandbox.fulfillments(shop).map((f) => [f.trackingNumber, f.lineIds])).toEqual([
      ['1Z999AA10123456784', [tee?.lineId]],
      ['1Z999AA10123456785', [cap?.lineId]],
    ]);
    const late = await shopify.createFulfillment(shop, grant.accessToken, {
      ...base,
      trackingNumber: '1Z999AA10123456786',
      lineIds: [],
    });
    expect(late).toEqual(second);
    expect(fake.sandbox.fulfillments(shop)).toHaveLength(2);
  });

  it('refuses an order the shop does not have', async () => {
    const { shopify, shop, grant } = await installed();
    const refused = await shopify
      .createFulfillment(shop, grant.accessToken, {
        platformOrderId: '123',
        trackingNumber: 'T1',
        company: 'USPS',
        url: null,
        lineIds: [],
      })
      .catch((error) => error);
    expect(refused).toMatchObject({
      name: 'StorePlatformRefusal',
      status: 404,
      grantRevoked: false,
    });
  });
});

describe("the fake's request log", () => {
  it('holds methods, paths and operations, never a token', async () => {
    const { shopify, shop, grant } = await installed();
    await shopify.fetchOrdersUpdatedSince(shop, grant.accessToken, '2026-01-01T00:00:00Z', null);
    expect(fake.requests.map((request) => request.operation)).toEqual([
      'authorize',
      'access_token',
      'StitchworksOrdersUpdatedSince',
    ]);
    expect(JSON.stringify(fake.requests)).not.toContain(grant.accessToken);
    expect(fake.requests[2]?.path).toBe(`/${shop}/admin/api/2026-10/graphql.json`);
  });
});
