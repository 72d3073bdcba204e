import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeEtsy, startFakeEtsy } from '../../../../test/fakes/etsy.ts';
import {
  type StoreConnection,
  StorePlatformRefusal,
  StorePlatformUnavailable,
} from '../store-platform.ts';
import { codeChallengeOf, createEtsyAdapter, ETSY_PAGE_SIZE } from './etsy-client.ts';

/** One clock for the adapter and the fake: a fake sleep moves it, so waits cost no time. */
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

let fake: FakeEtsy;
const publicUrl = 'https://portal.example.test';

beforeAll(async () => {
  fake = await startFakeEtsy({ now: time.now });
});
afterAll(() => fake.close());
beforeEach(() => {
  time.sleeps.length = 0;
  fake.requests.length = 0;
  time.advance(2000);
});

const adapter = (type: 'etsy' | 'self_app_etsy' = 'etsy') =>
  createEtsyAdapter(type, fake.config, { now: time.now, sleep: time.sleep });

/** Connects a new shop through the fake's consent redirect and the code exchange. */
async function connected(type: 'etsy' | 'self_app_etsy' = 'etsy', configuration = {}) {
  const etsy = adapter(type);
  const start = await etsy.connectUrl({
    storeId: 1,
    configuration,
    url: null,
    state: 'state-1',
    publicUrl,
  });
  const consent = await fetch(start.url, { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const back = new URL(consent.headers.get('location') ?? '');
  const result = await etsy.exchange({
    storeId: 1,
    configuration,
    url: null,
    params: Object.fromEntries(back.searchParams),
    kept: start.keep ?? {},
    publicUrl,
  });
  const connection: StoreConnection = {
    storeId: 1,
    shop: result.shop,
    configuration: { ...configuration, ...result.configuration },
    url: null,
    grant: result.grant,
  };
  return { etsy, start, back, result, connection };
}

describe('connecting a shop (OAuth 2 with PKCE)', () => {
  it('sends the seller to the consent page with the state, an S256 challenge and our return page', async () => {
    const start = await adapter().connectUrl({
      storeId: 1,
      configuration: {},
      url: null,
      state: 'abc',
      publicUrl,
    });
    const url = new URL(start.url);
    expect(url.origin + url.pathname).toBe(`${fake.url}/oauth/connect`);
    expect(url.searchParams.get('state')).toBe('abc');
    expect(url.searchParams.get('client_id')).toBe(fake.config.keystring);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toBe(`${publicUrl}/store/etsy-return`);
    expect(url.searchParams.get('scope')).toContain('transactions_w');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBe(
      codeChallengeOf(start.keep?.codeVerifier ?? ''),
    );
    // The verifier never travels through the browser.
    expect(start.url).not.toContain(start.keep?.codeVerifier ?? '');
  });

  it('exchanges the code for an hour-long token, its refresh token and the shop id', async () => {
    const { result, back } = await connected();
    expect(back.searchParams.get('state')).toBe('state-1');
    expect(result.shop).toMatch(/^\d+$/);
    // An hour from the token's answer (the clock moved by the pacing of the next call since).
    const left = Date.parse(result.grant.expiresAt ?? '') - time.now();
    expect(left).toBeGreaterThan(3590_000);
    expect(left).toBeLessThanOrEqual(3600_000);
    expect(result.grant.refreshToken).toBeTruthy();
    expect(result.configuration).toEqual({ shopId: result.shop });
    const token = fake.requests.find((request) => request.path === '/v3/public/oauth/token');
    expect(token?.apiKey).toBe(fake.config.keystring);
  });

  it('refuses a code whose verifier does not match, and a code used twice', async () => {
    const etsy = adapter();
    const start = await etsy.connectUrl({
      storeId: 1,
      configuration: {},
      url: null,
      state: 's',
      publicUrl,
    });
    const back = new URL(
      (await fetch(start.url, { redirect: 'manual' })).headers.get('location') ?? '',
    );
    const params = Object.fromEntries(back.searchParams);
    const input = { storeId: 1, configuration: {}, url: null, params, publicUrl };
    await expect(
      etsy.exchange({ ...input, kept: { codeVerifier: 'not-the-verifier' } }),
    ).rejects.toBeInstanceOf(StorePlatformRefusal);
    await etsy.exchange({ ...input, kept: start.keep ?? {} });
    await expect(etsy.exchange({ ...input, kept: start.keep ?? {} })).rejects.toMatchObject({
      status: 400,
    });
  });

  it('refuses a return that carries an error instead of a code', async () => {
    await expect(
      adapter().exchange({
        storeId: 1,
        configuration: {},
        url: null,
        params: { error: 'access_denied', state: 's' },
        kept: { codeVerifier: 'v' },
        publicUrl,
      }),
    ).rejects.toMatchObject({ message: 'access_denied', status: 400 });
  });
});

describe('the grant', () => {
  it('rotates the refresh token on every refresh; the spent one is refused as revoked', async () => {
    const { etsy, connection } = await connected();
    time.advance(3500_000);
    const renewed = await etsy.refreshGrant?.(connection);
    expect(renewed?.refreshToken).toBeTruthy();
    expect(renewed?.refreshToken).not.toBe(connection.grant.refreshToken);
    expect(renewed?.accessToken).not.toBe(connection.grant.accessToken);
    const error = await etsy.refreshGrant?.(connection).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StorePlatformRefusal);
    expect((error as StorePlatformRefusal).grantRevoked).toBe(true);
    // The new pair works.
    const page = await etsy.listOrdersUpdatedSince(
      { ...connection, grant: renewed ?? connection.grant },
      new Date(time.now() - 3600_000).toISOString(),
      null,
    );
    expect(page.orders).toEqual([]);
  });

  it('answers a revoked grant with a refusal that disconnects the store', async () => {
    const { etsy, connection } = await connected();
    fake.etsy.revoke(connection.shop);
    const error = await etsy
      .listOrdersUpdatedSince(connection, new Date(0).toISOString(), null)
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401, grantRevoked: true });
  });
});

describe('self_app_etsy: the seller’s own app keys', () => {
  it('connects with the seller’s keystring; the shared secret is sealed in the grant too', async () => {
    fake.addApp('sellerkeystring', 'sellersecret');
    const configuration = { apiKey: 'sellerkeystring', apiSecret: 'sellersecret' };
    const { result, start, connection, etsy } = await connected('self_app_etsy', configuration);
    expect(new URL(start.url).searchParams.get('client_id')).toBe('sellerkeystring');
    expect(result.grant.extra).toEqual({ apiSecret: 'sellersecret' });
    expect(result.configuration).toEqual({
      apiKey: 'sellerkeystring',
      apiSecret: 'sellersecret',
      shopId: result.shop,
    });
    // Later calls find the secret in the grant, not in the store's settings.
    const { apiSecret: _dropped, ...kept } = connection.configuration;
    await etsy.listOrdersUpdatedSince(
      { ...connection, configuration: kept },
      new Date(0).toISOString(),
      null,
    );
    const calls = fake.requests.filter((request) => request.path.startsWith('/v3/'));
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((request) => request.apiKey === 'sellerkeystring')).toBe(true);
  });

  it('is refused when the seller’s secret is wrong (x-api-key checked)', async () => {
    fake.addApp('otherkeystring', 'right');
    const etsy = adapter('self_app_etsy');
    const start = await etsy.connectUrl({
      storeId: 1,
      configuration: { apiKey: 'otherkeystring', apiSecret: 'wrong' },
      url: null,
      state: 's',
      publicUrl,
    });
    const back = new URL(
      (await fetch(start.url, { redirect: 'manual' })).headers.get('location') ?? '',
    );
    await expect(
      etsy.exchange({
        storeId: 1,
        configuration: { apiKey: 'otherkeystring' },
        url: null,
        params: Object.fromEntries(back.searchParams),
        kept: start.keep ?? {},
        publicUrl,
      }),
    ).rejects.toMatchObject({ status: 403 });
  });
});

describe('receipts', () => {
  it('reads paid, unshipped receipts changed since a time as store orders', async () => {
    const { etsy, connection } = await connected();
    const since = new Date(time.now()).toISOString();
    const made = fake.etsy.createReceipt(connection.shop, {
      lines: [{ sku: 'TEE-BLK-M', quantity: 2 }, { sku: 'MUG-11' }],
    });
    fake.etsy.createReceipt(connection.shop, { lines: [{ sku: 'UNPAID' }], paid: false });
    const page = await etsy.listOrdersUpdatedSince(connection, since, null);
    expect(page.nextCursor).toBeNull();
    expect(page.orders).toHaveLength(1);
    const [order] = page.orders;
    expect(order).toMatchObject({
      platformOrderId: String(made.receipt_id),
      name: `#${made.receipt_id}`,
      paid: true,
      cancelled: false,
      fulfilled: false,
      shippingAddress: { firstName: 'Jamie', lastName: 'Rivera', country: 'US', state: 'NY' },
    });
    expect(order?.lines.map((line) => [line.sku, line.quantity])).toEqual([
      ['TEE-BLK-M', 2],
      ['MUG-11', 1],
    ]);
    const call = fake.requests.find((request) => request.path.endsWith('/receipts'));
    expect(call?.status).toBe(200);
  });

  it('pages through more receipts than one page holds', async () => {
    const { etsy, connection } = await connected();
    const since = new Date(time.now()).toISOString();
    for (let i = 0; i < ETSY_PAGE_SIZE + 5; i += 1) {
      fake.etsy.createReceipt(connection.shop, { lines: [{ sku: `SKU-${i}` }] });
    }
    const first = await etsy.listOrdersUpdatedSince(connection, since, null);
    expect(first.orders).toHaveLength(ETSY_PAGE_SIZE);
    expect(first.nextCursor).toBe(String(ETSY_PAGE_SIZE));
    const second = await etsy.listOrdersUpdatedSince(connection, since, first.nextCursor);
    expect(second.orders).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
  });

  it('keeps to 10 calls a second and waits out a 429 as Retry-After says', async () => {
    const { etsy, connection } = await connected();
    time.sleeps.length = 0;
    const since = new Date(time.now()).toISOString();
    for (let i = 0; i < 12; i += 1) await etsy.listOrdersUpdatedSince(connection, since, null);
    // Calls are spaced 100 ms apart at least: the fake never answered 429.
    expect(fake.requests.every((request) => request.status !== 429)).toBe(true);
    expect(time.sleeps.length).toBeGreaterThan(0);
    fake.etsy.failNext(429);
    time.sleeps.length = 0;
    await etsy.listOrdersUpdatedSince(connection, since, null);
    expect(time.sleeps).toContain(1000);
  });

  it('gives a 5xx that keeps failing to the next poll as unavailable', async () => {
    const { etsy, connection } = await connected();
    fake.etsy.failNext(503, 503, 503, 503);
    await expect(
      etsy.listOrdersUpdatedSince(connection, new Date(0).toISOString(), null),
    ).rejects.toBeInstanceOf(StorePlatformUnavailable);
  });

  it('finds one receipt, or null for a receipt the shop does not have', async () => {
    const { etsy, connection } = await connected();
    const made = fake.etsy.createReceipt(connection.shop, { lines: [{ sku: 'A' }] });
    expect((await etsy.fetchOrder?.(connection, String(made.receipt_id)))?.lines[0]?.sku).toBe('A');
    expect(await etsy.fetchOrder?.(connection, '999')).toBeNull();
  });
});

describe('tracking back (createReceiptShipment)', () => {
  it('adds the shipment to the receipt once, however often it is sent', async () => {
    const { etsy, connection } = await connected();
    const made = fake.etsy.createReceipt(connection.shop, { lines: [{ sku: 'A' }] });
    const input = {
      platformOrderId: String(made.receipt_id),
      trackingNumber: '9400111899223197428490',
      company: 'USPS',
      url: null,
      lineIds: [],
    };
    const first = await etsy.pushFulfilment(connection, input);
    const again = await etsy.pushFulfilment(connection, input);
    expect(again.fulfillmentId).toBe(first.fulfillmentId);
    const receipt = fake.etsy.receipt(connection.shop, made.receipt_id);
    expect(receipt?.is_shipped).toBe(true);
    expect(receipt?.shipments).toEqual([
      expect.objectContaining({ tracking_code: '9400111899223197428490', carrier_name: 'USPS' }),
    ]);
    const posts = fake.requests.filter((request) => request.path.endsWith('/tracking'));
    expect(posts).toHaveLength(1);
  });

  it('refuses a receipt the shop does not have', async () => {
    const { etsy, connection } = await connected();
    await expect(
      etsy.pushFulfilment(connection, {
        platformOrderId: '12345',
        trackingNumber: '1Z',
        company: 'UPS',
        url: null,
        lineIds: [],
      }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
