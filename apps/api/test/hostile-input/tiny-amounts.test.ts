import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { withTransaction } from '../../src/lib/transaction.ts';
import { payOrdersInTransaction } from '../../src/modules/transactions/order-payments.service.ts';
import { createTestApp, type TestApp } from '../build-test-app.ts';
import { createOrder } from '../factories/orders.ts';
import { authHeaders, createSeller, createUser, type TestUser } from '../factories/users.ts';

/** Amounts that are more than 0 yet round to no cent at all, and one of three decimals. */
const belowOneCent = [1e-9, 5e-324, 0.001, 0.004, '0.001', '0.000000001'];

describe('money amounts below one cent', () => {
  let t: TestApp;
  let seller: TestUser;
  let sellerHeaders: Record<string, string>;
  let adminHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await createSeller(t.db, { creditCents: 100_000 });
    sellerHeaders = await authHeaders(t.app, seller);
    adminHeaders = await authHeaders(t.app, await createUser(t.db, { role: 'admin' }));
  });
  afterAll(() => t.close());

  const creditOf = async (id: number) =>
    (await t.db.select().from(users).where(eq(users.id, id)))[0]?.creditCents;

  const expectRefused = (res: { statusCode: number; json: () => unknown }, field: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Validation error, Please check and update',
        details: [{ path: field, message: 'This field must a double' }],
      },
    });
  };

  it('are refused by deposits and withdrawals, and the credit does not move', async () => {
    for (const url of ['/api/transactions/deposit', '/api/transactions/withdraw']) {
      for (const credit of belowOneCent) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: adminHeaders,
          payload: { userId: seller.id, credit },
        });
        expectRefused(res, 'credit');
      }
    }
    expect(await creditOf(seller.id)).toBe(100_000);
    // One cent is an amount.
    const cent = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/deposit',
      headers: adminHeaders,
      payload: { userId: seller.id, credit: 0.01 },
    });
    expect(cent.statusCode).toBe(201);
    expect(await creditOf(seller.id)).toBe(100_001);
  });

  it('are refused by a refund of a paid order', async () => {
    const order = await createOrder(t.db, seller);
    await withTransaction(t.db, (tx) =>
      payOrdersInTransaction(tx, {
        sellerId: seller.id,
        orderIds: [order.id],
        method: 'credit',
        actorId: seller.id,
      }),
    );
    for (const amount of belowOneCent) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/refund`,
        headers: adminHeaders,
        payload: { amount, note: 'tiny' },
      });
      expectRefused(res, 'amount');
    }
  });

  it('are refused by a withdrawal request', async () => {
    for (const amount of belowOneCent) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/transactions/request-withdraw',
        headers: sellerHeaders,
        payload: { amount, payoneerEmail: 'payout@example.test' },
      });
      expectRefused(res, 'amount');
    }
  });
});
