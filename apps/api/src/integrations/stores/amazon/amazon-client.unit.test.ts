import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeAmazon, startFakeAmazon } from '../../../../test/fakes/amazon.ts';
import {
  type StoreConnection,
  StorePlatformRefusal,
  StorePlatformUnavailable,
} from '../store-platform.ts';
import { createAmazonAdapter } from './amazon-client.ts';

const time = (() => {
  let clock = Date.UTC(2026, 10, 29, 12);
  const sleeps: number[] = [];
  return {
    now: () => clock,
    sleeps,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      clock += ms;
    },
    advance: (ms: number) => {
      clock += ms;
    },
  };
})();

let fake: FakeAmazon;
const publicUrl = 'https://portal.example.test';
let sellers = 0;

beforeAll(async () => {
  fake = await startFakeAmazon({ now: time.now });
});
afterAll(() => fake.close());
beforeEach(() => {
  time.sleeps.length = 0;
  fake.requests.length = 0;
  time.advance(1000);
});

const adapter = () => createAmazonAdapter(fake.config, { now: time.now, sleep: time.sleep });

/** A new seller consents through the fake Seller Central and the code is exchanged at LWA. */
async function connected(configuration: Record<string, string> = {}) {
  sellers += 1;
  const seller = `A${String(sellers).padStart(12, '0')}TEST`;
  const amazon = adapter();
  const start = await amazon.connectUrl({
    storeId: 1,
    configuration,
    url: null,
    state: 'st-1',
    publicUrl,
  });
  const back = new URL(
    fake.amazon.approve(
      new URL(start.url).searchParams,
      configuration.amazonSellerId ?? seller,
    ) as string,
  );
  const result = await amazon.exchange({
    storeId: 1,
    configuration,
    url: null,
    params: Object.fromEntries(back.searchParams),
    kept: {},
    publicUrl,
  });
  const connection: StoreConnection = {
    storeId: 1,
    shop: result.shop,
    configuration: result.configuration ?? {},
    url: null,
    grant: result.grant,
  };
  return { amazon, start, back, result, connection };
}

describe('website authorization', () => {
  it('sends the seller to Seller Central’s consent with our application, the state and the return page', async () => {
    const start = await adapter().connectUrl({
      storeId: 1,
      configuration: {},
      url: null,
      state: 'abc',
      publicUrl,
    });
    const url = new URL(start.url);
    expect(url.origin + url.pathname).toBe(`${fake.url}/apps/authorize/consent`);
    expect(url.searchParams.get('application_id')).toBe(fake.config.applicationId);
    expect(url.searchParams.get('state')).toBe('abc');
    expect(url.searchParams.get('redirect_uri')).toBe(`${publicUrl}/store/amazon-return`);
    expect(url.searchParams.has('version')).toBe(false);
    // The consent page answers the redirect the real way.
    const consent = await fetch(start.url, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location') ?? '');
    expect(back.searchParams.get('state')).toBe('abc');
    expect(back.searchParams.get('spapi_oauth_code')).toBeTruthy();
    expect(back.searchParams.get('selling_partner_id')).toMatch(/^A[0-9A-F]+$/);
  });

  it('exchanges spapi_oauth_code at Login with Amazon for a refresh token and keeps the seller id', async () => {
    const { result } = await connected();
    expect(result.shop).toMatch(/^A\d+TEST$/);
    expect(result.grant.refreshToken).toMatch(/^Atzr\|/);
    expect(result.grant.accessToken).toMatch(/^Atza\|/);
    expect(Date.parse(result.grant.expiresAt ?? '') - time.now()).toBe(3600_000);
    expect(result.configuration).toEqual({
      amazonSellerId: result.shop,
      marketplaceId: 'ATVPDKIKX0DER',
    });
  });

  it('accepts the spec’s amazonSellerId when it is the account that consented, refuses another', async () => {
    const { result } = await connected({
      amazonSellerId: 'a1b2c3d4e5f6g7',
      mwsAuthToken: 'amzn.mws.x',
    });
    expect(result.shop).toBe('A1B2C3D4E5F6G7');
    expect(result.configuration).not.toHaveProperty('mwsAuthToken');
    const amazon = adapter();
    const start = await amazon.connectUrl({
      storeId: 1,
      configuration: {},
      url: null,
      state: 's',
      publicUrl,
    });
    const back = new URL(
      fake.amazon.approve(new URL(start.url).searchParams, 'AOTHERSELLER1') as string,
    );
    await expect(
      amazon.exchange({
        storeId: 1,
        configuration: { amazonSellerId: 'ATYPEDSELLER1' },
        url: null,
        params: Object.fromEntries(back.searchParams),
        kept: {},
        publicUrl,
      }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('refuses a code used twice (invalid_grant)', async () => {
    const amazon = adapter();
    const start = await amazon.connectUrl({
      storeId: 1,
      configuration: {},
      url: null,
      state: 's',
      publicUrl,
    });
    const back = new URL(
      fake.amazon.approve(new URL(start.url).searchParams, 'AREUSEDCODE1') as string,
    );
    const input = {
      storeId: 1,
      configuration: {},
      url: null,
      params: Object.fromEntries(back.searchParams),
      kept: {},
      publicUrl,
    };
    await amazon.exchange(input);
    await expect(amazon.exchange(input)).rejects.toBeInstanceOf(StorePlatformRefusal);
  });
});

describe('access tokens', () => {
  it('renews the access token from the refresh token, which stays the same', async () => {
    const { amazon, connection } = await connected();
    const renewed = await amazon.refreshGrant?.(connection);
    expect(renewed?.accessToken).not.toBe(connection.grant.accessToken);
    expect(renewed?.refreshToken).toBe(connection.grant.refreshToken);
  });

  it('a removed authorization refuses the refresh as revoked', async () => {
    const { amazon, connection } = await connected();
    fake.amazon.revoke(connection.shop);
    const error = await amazon.refreshGrant?.(connection).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 400, grantRevoked: true });
  });
});

describe('orders (Orders API v2026-01-01)', () => {
  it('reads orders updated since a time, paid or not, as store orders', async () => {
    const { amazon, connection } = await connected();
    const since = new Date(time.now()).toISOString();
    const made = fake.amazon.createOrder(connection.shop, {
      lines: [{ sku: 'TEE-RED-L', quantity: 2 }],
    });
    fake.amazon.createOrder(connection.shop, { lines: [{ sku: 'X' }], status: 'PENDING' });
    const page = await amazon.listOrdersUpdatedSince(connection, since, null);
    expect(page.orders.map((order) => [order.platformOrderId, order.paid])).toEqual([
      [made.orderId, true],
      [expect.any(String), false],
    ]);
    expect(page.orders[0]).toMatchObject({
      fulfilled: false,
      cancelled: false,
      shippingAddress: { firstName: 'Casey', lastName: 'Morgan', city: 'Seattle', country: 'US' },
      lines: [expect.objectContaining({ sku: 'TEE-RED-L', quantity: 2 })],
    });
    const call = fake.requests.find((request) => request.path === '/orders/2026-01-01/orders');
    expect(call?.status).toBe(200);
  });

  it('pages with nextToken', async () => {
    const { amazon, connection } = await connected();
    const since = new Date(time.now()).toISOString();
    for (let i = 0; i < 105; i += 1)
      fake.amazon.createOrder(connection.shop, { lines: [{ sku: `S${i}` }] });
    const first = await amazon.listOrdersUpdatedSince(connection, since, null);
    expect(first.orders).toHaveLength(100);
    expect(first.nextCursor).toBeTruthy();
    const second = await amazon.listOrdersUpdatedSince(connection, since, first.nextCursor);
    expect(second.orders).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
  });

  it('keeps to searchOrders’ usage plan: past the burst of 20 the call waits for the next poll', async () => {
    const { amazon, connection } = await connected();
    const since = new Date(time.now()).toISOString();
    for (let i = 0; i < 20; i += 1) await amazon.listOrdersUpdatedSince(connection, since, null);
    await expect(amazon.listOrdersUpdatedSince(connection, since, null)).rejects.toBeInstanceOf(
      StorePlatformUnavailable,
    );
    // Amazon itself was never pushed past the plan.
    expect(fake.requests.every((request) => request.status !== 429)).toBe(true);
    time.advance(180_000);
    await expect(amazon.listOrdersUpdatedSince(connection, since, null)).resolves.toBeTruthy();
  });

  it('a 5xx is left to the next poll; an unknown order is null', async () => {
    const { amazon, connection } = await connected();
    fake.amazon.failNext(503);
    await expect(
      amazon.listOrdersUpdatedSince(connection, new Date(0).toISOString(), null),
    ).rejects.toBeInstanceOf(StorePlatformUnavailable);
    expect(await amazon.fetchOrder?.(connection, '111-1111111-1111111')).toBeNull();
  });
});

describe('tracking back (confirmShipment)', () => {
  it('confirms the shipment of every item once, however often it is sent', async () => {
    const { amazon, connection } = await connected();
    const made = fake.amazon.createOrder(connection.shop, {
      lines: [{ sku: 'A', quantity: 2 }, { sku: 'B' }],
    });
    const input = {
      platformOrderId: made.orderId,
      trackingNumber: '1Z999AA10123456784',
      company: 'UPS',
      url: null,
      lineIds: [],
    };
    const first = await amazon.pushFulfilment(connection, input);
    const again = await amazon.pushFulfilment(connection, input);
    expect(again.fulfillmentId).toBe(first.fulfillmentId);
    const order = fake.amazon.order(made.orderId);
    expect(order?.fulfillment.fulfillmentStatus).toBe('SHIPPED');
    expect(order?.packages).toEqual([
      expect.objectContaining({ trackingNumber: '1Z999AA10123456784', carrier: 'UPS' }),
    ]);
    expect(
      fake.requests.filter((request) => request.path.endsWith('/shipmentConfirmation')),
    ).toHaveLength(1);
  });

  it('names a carrier Amazon has no code for as Other with its name', async () => {
    const { amazon, connection } = await connected();
    const made = fake.amazon.createOrder(connection.shop, { lines: [{ sku: 'A' }] });
    await amazon.pushFulfilment(connection, {
      platformOrderId: made.orderId,
      trackingNumber: 'YT2300000000001',
      company: 'YunExpress',
      url: null,
      lineIds: [],
    });
    expect(fake.amazon.order(made.orderId)?.packages[0]?.carrier).toBe('YunExpress');
  });

  it('refuses an order that cannot ship (cancelled on Amazon)', async () => {
    const { amazon, connection } = await connected();
    const made = fake.amazon.createOrder(connection.shop, { lines: [{ sku: 'A' }] });
    fake.amazon.updateOrder(made.orderId, 'CANCELLED');
    await expect(
      amazon.pushFulfilment(connection, {
        platformOrderId: made.orderId,
        trackingNumber: '9400',
        company: 'USPS',
        url: null,
        lineIds: [],
      }),
    ).rejects.toMatchObject({ status: 400 });
  });
});
