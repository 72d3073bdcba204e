import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakePayPal, startFakePayPal } from '../../../../test/fakes/paypal.ts';
import { loadConfig } from '../../../config.ts';
import { createPayPalWallet, formatAmount, parseAmountCents, type WalletLogger } from './paypal.ts';
import { type Wallet, WalletUnavailableError } from './wallet.ts';

const returnUrl = 'https://app.stitchworks.test/transactions/deposit/return?transaction=7';
const cancelUrl = 'https://app.stitchworks.test/transactions/deposit/cancel?transaction=7';

describe('PayPal amounts', () => {
  it('are written and read in whole cents, with no float drift', () => {
    expect(formatAmount(20000)).toBe('200.00');
    expect(formatAmount(1)).toBe('0.01');
    expect(formatAmount(435)).toBe('4.35');
    expect(formatAmount(123456789)).toBe('1234567.89');
    expect(parseAmountCents('200.00')).toBe(20000);
    expect(parseAmountCents('4.35')).toBe(435); // 4.35 * 100 is 434.99999999999994
    expect(parseAmountCents('0.29')).toBe(29);
    expect(parseAmountCents('1234567.89')).toBe(123456789);
    expect(parseAmountCents('7.5')).toBe(750);
    expect(parseAmountCents('12')).toBe(1200);
  });

  it('refuses what is not an amount', () => {
    for (const value of ['', '-1.00', '1.234', '1,00', '1e3', ' 1.00', 'abc']) {
      expect(parseAmountCents(value)).toBeNull();
    }
    for (const cents of [0, -100, 1.5, Number.NaN]) {
      expect(() => formatAmount(cents)).toThrow(RangeError);
    }
  });
});

describe('PayPal configuration', () => {
  it('is off unless the client id and secret are set', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).paypal).toBeUndefined();
    // As .env.example leaves them.
    const blank = { PAYPAL_CLIENT_ID: '', PAYPAL_CLIENT_SECRET: '', PAYPAL_API_URL: '' };
    expect(loadConfig(blank).paypal).toBeUndefined();
  });

  it("defaults to PayPal's live API and takes its test environment's URL", () => {
    const credentials = { PAYPAL_CLIENT_ID: 'client', PAYPAL_CLIENT_SECRET: 'secret' };
    expect(loadConfig(credentials).paypal).toEqual({
      clientId: 'client',
      clientSecret: 'secret',
      apiUrl: 'https://api-m.paypal.com',
    });
    expect(
      loadConfig({ ...credentials, PAYPAL_API_URL: 'https://api-m.sandbox.paypal.com/' }).paypal
        ?.apiUrl,
    ).toBe('https://api-m.sandbox.paypal.com');
  });

  it('stops start-up when only one of the id and the secret is set, or the URL is malformed', () => {
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'client' })).toThrow(
      'PAYPAL_CLIENT_SECRET: required when PAYPAL_CLIENT_ID is set',
    );
    expect(() => loadConfig({ PAYPAL_CLIENT_SECRET: 'secret' })).toThrow(
      'PAYPAL_CLIENT_ID: required when PAYPAL_CLIENT_SECRET is set',
    );
    expect(() =>
      loadConfig({
        PAYPAL_CLIENT_ID: 'client',
        PAYPAL_CLIENT_SECRET: 'secret',
        PAYPAL_API_URL: 'not a url',
      }),
    ).toThrow('PAYPAL_API_URL');
  });
});

describe('PayPal wallet against a fake PayPal', () => {
  let fake: FakePayPal;
  let wallet: Wallet;
  let logged: { details: object; message: string }[];
  const log: WalletLogger = { warn: (details, message) => logged.push({ details, message }) };

  const tokenRequests = () => fake.requests.filter((r) => r.path === '/v1/oauth2/token').length;
  const openOrder = (transactionId = 7, amountCents = 20000) =>
    wallet.createOrder({ transactionId, amountCents, returnUrl, cancelUrl });
  const approvedOrder = async (transactionId = 7, amountCents = 20000) => {
    const order = await openOrder(transactionId, amountCents);
    fake.approve(order.providerOrderId);
    return order;
  };

  beforeEach(async () => {
    logged = [];
    fake = await startFakePayPal();
    wallet = createPayPalWallet(fake.config, { log });
  });
  afterEach(async () => {
    // Whatever happened, neither the credentials nor a token reached the logs.
    const output = JSON.stringify(logged);
    expect(output).not.toContain(fake.clientSecret);
    expect(output).not.toContain(Buffer.from(`${fake.clientId}:`).toString('base64').slice(0, 12));
    expect(output).not.toMatch(/A21AA|Bearer|Basic/);
    await fake.close();
  });

  it('opens a USD order for the top-up and answers the payer-action link', async () => {
    const order = await openOrder(7, 20000);
    expect(wallet).toMatchObject({ provider: 'paypal', sandbox: false });
    const stored = fake.orders.get(order.providerOrderId);
    expect(order.approveUrl).toBe(`${fake.apiUrl}/checkoutnow?token=${order.providerOrderId}`);
    expect(stored?.purchaseUnit).toEqual({
      reference_id: 'transaction-7',
      custom_id: '7',
      description: 'Stitchworks credit top-up',
      amount: { currency_code: 'USD', value: '200.00' },
    });
    expect(stored?.experienceContext).toEqual({
      return_url: returnUrl,
      cancel_url: cancelUrl,
      user_action: 'PAY_NOW',
      shipping_preference: 'NO_SHIPPING',
      brand_name: 'Stitchworks',
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v2/checkout/orders',
      requestId: 'deposit-7',
    });
  });

  it('opens one order however often the same top-up asks (PayPal-Request-Id)', async () => {
    const first = await openOrder(7);
    const again = await openOrder(7);
    expect(again).toEqual(first);
    expect(fake.orders.size).toBe(1);
    const other = await openOrder(8);
    expect(other.providerOrderId).not.toBe(first.providerOrderId);
    expect(fake.orders.size).toBe(2);
  });

  it('captures an approved order with the exact amount in cents', async () => {
    const order = await approvedOrder(7, 1999);
    const capture = await wallet.captureOrder({
      providerOrderId: order.providerOrderId,
      transactionId: 7,
    });
    expect(capture).toEqual({
      status: 'completed',
      captureId: fake.orders.get(order.providerOrderId)?.capture?.id,
      amountCents: 1999,
      currency: 'USD',
    });
    expect(fake.requests.at(-1)).toMatchObject({
      path: `/v2/checkout/orders/${order.providerOrderId}/capture`,
      status: 201,
    });
    // No request id on a capture: a stored 'not approved' must never be replayed to us.
    expect(fake.requests.at(-1)?.requestId).toBeUndefined();

    const cents435 = await approvedOrder(8, 435);
    expect(
      await wallet.captureOrder({ providerOrderId: cents435.providerOrderId, transactionId: 8 }),
    ).toMatchObject({ status: 'completed', amountCents: 435 });
  });

  it('answers not_approved until the payer approves, then captures', async () => {
    const order = await openOrder(7);
    const input = { providerOrderId: order.providerOrderId, transactionId: 7 };
    expect(await wallet.captureOrder(input)).toEqual({ status: 'not_approved' });
    fake.approve(order.providerOrderId);
    expect(await wallet.captureOrder(input)).toMatchObject({ status: 'completed' });
  });

  it('sends a payer who left half-way back to approve, or to our page once approved', async () => {
    const order = await openOrder(9);
    const input = { providerOrderId: order.providerOrderId, returnUrl };
    expect(await wallet.resumeUrl(input)).toBe(order.approveUrl);
    fake.approve(order.providerOrderId);
    expect(await wallet.resumeUrl(input)).toBe(returnUrl);
    await wallet.captureOrder({ providerOrderId: order.providerOrderId, transactionId: 9 });
    expect(await wallet.resumeUrl(input)).toBeNull();
    expect(await wallet.resumeUrl({ providerOrderId: 'NO-SUCH-ORDER', returnUrl })).toBeNull();
  });

  it('answers the same capture when asked again, capturing nothing more', async () => {
    const order = await approvedOrder(7);
    const input = { providerOrderId: order.providerOrderId, transactionId: 7 };
    const first = await wallet.captureOrder(input);
    expect(first.status).toBe('completed');

    // Captured already: ORDER_ALREADY_CAPTURED, then the order tells what was taken.
    expect(await wallet.captureOrder(input)).toEqual(first);
    expect(fake.requests.slice(-2).map(({ method, status }) => [method, status])).toEqual([
      ['POST', 422],
      ['GET', 200],
    ]);
  });

  it('answers pending for a capture held for review and declined for a refused one', async () => {
    const held = await approvedOrder(7);
    fake.nextCapture('PENDING');
    expect(
      await wallet.captureOrder({ providerOrderId: held.providerOrderId, transactionId: 7 }),
    ).toEqual({ status: 'pending' });

    const refused = await approvedOrder(8);
    fake.nextCapture('DECLINED');
    const capture = await wallet.captureOrder({
      providerOrderId: refused.providerOrderId,
      transactionId: 8,
    });
    expect(capture).toMatchObject({ status: 'declined' });
    expect(capture.status === 'declined' && capture.reason).toMatch(/declined/);
  });

  it('answers declined for an order PayPal does not know', async () => {
    expect(
      await wallet.captureOrder({ providerOrderId: '5O190127TN364715T', transactionId: 7 }),
    ).toMatchObject({ status: 'declined' });
  });

  it('throws WalletUnavailableError on a 5xx, then works again', async () => {
    fake.failNext(500);
    await expect(openOrder(7)).rejects.toBeInstanceOf(WalletUnavailableError);
    const order = await approvedOrder(7);
    fake.failNext(503);
    await expect(
      wallet.captureOrder({ providerOrderId: order.providerOrderId, transactionId: 7 }),
    ).rejects.toThrow(WalletUnavailableError);
    expect(logged.map(({ details }) => details)).toEqual([
      expect.objectContaining({ operation: 'create order', status: 500 }),
      expect.objectContaining({ operation: 'capture', status: 503 }),
    ]);
    expect(
      await wallet.captureOrder({ providerOrderId: order.providerOrderId, transactionId: 7 }),
    ).toMatchObject({ status: 'completed' });
  });

  it('asks for one token and keeps it for every call while it is fresh', async () => {
    const [first] = await Promise.all([openOrder(7), openOrder(8), openOrder(9)]);
    fake.approve(first.providerOrderId);
    await wallet.captureOrder({ providerOrderId: first.providerOrderId, transactionId: 7 });
    expect(tokenRequests()).toBe(1);
    const token = fake.requests.find((r) => r.path === '/v1/oauth2/token');
    expect(token).toMatchObject({ method: 'POST', status: 200 });
  });

  it('renews the token before it expires', async () => {
    let clock = Date.now();
    await fake.close();
    fake = await startFakePayPal({ tokenLifetimeSeconds: 3600 });
    wallet = createPayPalWallet(fake.config, { log, now: () => clock });
    await openOrder(7);
    clock += 54 * 60 * 1000;
    await openOrder(8);
    expect(tokenRequests()).toBe(1);
    clock += 2 * 60 * 1000; // within five minutes of its expiry
    await openOrder(9);
    expect(tokenRequests()).toBe(2);
  });

  it('renews the token once on a 401 and retries the call', async () => {
    await openOrder(7);
    fake.revokeTokens();
    const order = await openOrder(8);
    expect(fake.orders.has(order.providerOrderId)).toBe(true);
    expect(tokenRequests()).toBe(2);
    expect(fake.requests.slice(-3).map(({ path, status }) => [path, status])).toEqual([
      ['/v2/checkout/orders', 401],
      ['/v1/oauth2/token', 200],
      ['/v2/checkout/orders', 200],
    ]);
  });

  it('gives up with WalletUnavailableError when the renewed token is refused too', async () => {
    fake.failNext(401, 2);
    await expect(openOrder(7)).rejects.toBeInstanceOf(WalletUnavailableError);
    expect(tokenRequests()).toBe(2);
    expect(fake.orders.size).toBe(0);
  });

  it('throws WalletUnavailableError when PayPal refuses the credentials', async () => {
    wallet = createPayPalWallet({ ...fake.config, clientSecret: 'wrong-secret-value' }, { log });
    await expect(openOrder(7)).rejects.toBeInstanceOf(WalletUnavailableError);
    expect(logged).toEqual([
      {
        details: expect.objectContaining({ operation: 'token', status: 401 }),
        message: expect.any(String),
      },
    ]);
    expect(JSON.stringify(logged)).not.toContain('wrong-secret-value');
  });

  it('throws WalletUnavailableError on an answer it cannot read', async () => {
    wallet = createPayPalWallet({ ...fake.config, apiUrl: `${fake.apiUrl}/elsewhere` }, { log });
    await expect(openOrder(7)).rejects.toBeInstanceOf(WalletUnavailableError);
  });

  it('throws WalletUnavailableError when PayPal cannot be reached or is too slow', async () => {
    const slow = createPayPalWallet(fake.config, { log, timeoutMs: 200 });
    fake.delayNext(2000);
    const started = Date.now();
    await expect(
      slow.createOrder({ transactionId: 7, amountCents: 100, returnUrl, cancelUrl }),
    ).rejects.toBeInstanceOf(WalletUnavailableError);
    expect(Date.now() - started).toBeLessThan(1500);

    const gone = await startFakePayPal();
    await gone.close();
    const unreachable = createPayPalWallet(gone.config, { log });
    await expect(
      unreachable.captureOrder({ providerOrderId: 'ANY', transactionId: 7 }),
    ).rejects.toBeInstanceOf(WalletUnavailableError);
  });
});
