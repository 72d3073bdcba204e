import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { authHeaders, createSeller, type TestUser } from '../../../test/factories/users.ts';
import { type FakePayPal, startFakePayPal } from '../../../test/fakes/paypal.ts';
import { users } from '../../db/schema/index.ts';

describe('top-ups through PayPal (a local fake of its API)', () => {
  let fake: FakePayPal;
  let t: TestApp;
  let seller: TestUser;
  let headers: Record<string, string>;

  beforeAll(async () => {
    fake = await startFakePayPal();
    t = await createTestApp({ paypal: fake.config, publicUrl: 'https://portal.example.test' });
    seller = await createSeller(t.db, { creditCents: 500 });
    headers = await authHeaders(t.app, seller);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const validate = (id: number) =>
    t.app.inject({ method: 'POST', url: `/api/transactions/${id}/validate`, headers });

  it('sends the payer to PayPal, waits for the approval, then captures and credits once', async () => {
    const wallet = await t.app.inject({ method: 'GET', url: '/api/transactions/wallet', headers });
    expect(wallet.json().data).toEqual({ provider: 'paypal', sandbox: false });

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers,
      payload: { type: 'deposit', amount: 250.25, paymentMethod: 'paypal' },
    });
    expect(created.statusCode).toBe(201);
    const { transaction, approveUrl, sandbox } = created.json().data;
    expect(sandbox).toBe(false);
    const orderId = new URL(approveUrl).searchParams.get('token')!;
    expect(approveUrl).toBe(`${fake.config.apiUrl}/checkoutnow?token=${orderId}`);
    const order = fake.orders.get(orderId);
    expect(order?.purchaseUnit).toMatchObject({
      amount: { currency_code: 'USD', value: '250.25' },
    });

    // Back from PayPal before the approval went through: still pending.
    const early = await validate(transaction.id);
    expect(early.json()).toMatchObject({
      message: 'The payment is not confirmed yet',
      data: { status: 'pending' },
    });

    fake.approve(orderId);
    const done = await validate(transaction.id);
    expect(done.json()).toMatchObject({
      message: 'Your credit is topped up',
      data: { status: 'completed', amount: 250.25, balanceAfter: 255.25 },
    });
    expect((await validate(transaction.id)).json().data.status).toBe('completed');
    const [row] = await t.db.select().from(users).where(eq(users.id, seller.id));
    expect(row!.creditCents).toBe(25_525);
  });

  it('answers 503 while PayPal is down, and the top-up can still complete afterwards', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers,
      payload: { type: 'deposit', amount: 60 },
    });
    const { transaction, approveUrl } = created.json().data;
    fake.approve(new URL(approveUrl).searchParams.get('token')!);
    fake.failNext(503, 1);
    const down = await validate(transaction.id);
    expect(down.statusCode).toBe(503);
    expect(down.json().error.message).toBe('Cannot deposit at the moment, please try again later');
    const later = await validate(transaction.id);
    expect(later.json().data.status).toBe('completed');
  });
});
