import { orderStatuses } from '@stitchworks/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { authHeaders } from '../../../test/factories/users.ts';
import { creditLedger, orders, transactions, users } from '../../db/schema/index.ts';
import { seedDemoIfEmpty } from '../../db/seed/demo.ts';
import { ordersDemoSeeder } from './orders.seeder.ts';

type Row = { id: number; status: string; productionStatus: number | null; [key: string]: unknown };

describe('demo orders', () => {
  let t: TestApp;
  let lines: string[];
  const as: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    t = await createTestApp({ rateLimitPerMinute: 1_000_000 });
    ({ lines } = await seedDemoIfEmpty(t.db));
    for (const email of ['seller@example.com', 'supporter@example.com', 'admin@example.com']) {
      const [user] = await t.db.select().from(users).where(eq(users.email, email));
      as[email.split('@')[0]!] = await authHeaders(t.app, user!);
    }
  });
  afterAll(() => t.close());

  const get = async (url: string, headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('gives the demo seller an order in every status and production status', async () => {
    expect(lines.some((line) => line.startsWith('Orders: '))).toBe(true);
    const { rows } = await get('/api/orders?limit=100', as.seller!);
    const statuses = new Set(rows.map((row: Row) => row.status));
    expect([...statuses].sort()).toEqual([...orderStatuses].sort());
    const production = rows
      .filter((row: Row) => row.status === 'processing')
      .map((row: Row) => row.productionStatus)
      .sort();
    expect(production).toEqual([0, 1, 2, 3, 4]);
    const shipped = rows.filter((row: Row) => row.status === 'shipped');
    expect(shipped.every((row: Row) => typeof row.trackingNumber === 'string')).toBe(true);
    const archived = await get('/api/orders?archived=true', as.seller!);
    expect(archived.rows).toHaveLength(1);
  });

  it('leaves addresses for the supporters to fix, and a changelog behind every order', async () => {
    const unverified = await get('/api/orders/unverified-address', as.supporter!);
    expect(unverified.rows.length).toBeGreaterThanOrEqual(2);
    expect(unverified.rows[0].addressIssues.length).toBeGreaterThan(0);
    const { rows } = await get('/api/orders?status=reshipped', as.admin!);
    const revisions = await get(`/api/orders/${rows[0].id}/revisions`, as.admin!);
    expect(revisions.rows.map((row: { action: string }) => row.action)).toEqual([
      'status',
      'tracking',
      'production-status',
      'paid',
      'created',
    ]);
    const pending = await get('/api/orders/count?status=created', as.seller!);
    expect(pending.count).toBeGreaterThanOrEqual(4);
  });

  it('pays the paid orders from the credit and gives back the ended ones, leaving the balance as seeded', async () => {
    const [seller] = await t.db.select().from(users).where(eq(users.email, 'seller@example.com'));
    expect(seller!.creditCents).toBe(25_000);
    const own = await t.db.select().from(orders).where(eq(orders.userId, seller!.id));
    const paid = own.filter((order) => order.paidAt !== null);
    expect(paid.length).toBeGreaterThan(0);
    for (const order of paid) {
      expect(order.paymentTransactionId, `order ${order.id}`).not.toBeNull();
      const ended = order.status === 'cancelled' || order.status === 'refunded';
      expect(order.refundedCents).toBe(ended ? order.totalCents : 0);
    }
    // The ledger adds up to the balance, and every entry has its transaction.
    const ledger = await t.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, seller!.id));
    expect(ledger.reduce((sum, entry) => sum + entry.deltaCents, 0)).toBe(seller!.creditCents);
    // Read in time order, each entry's balance after is the one before plus its move, and each is
    // dated as its transaction (so a chart of the balance at each day's end is true).
    const moves = await t.db
      .select({
        at: creditLedger.createdAt,
        delta: creditLedger.deltaCents,
        balance: creditLedger.balanceAfterCents,
        transactionAt: transactions.createdAt,
      })
      .from(creditLedger)
      .innerJoin(transactions, eq(transactions.id, creditLedger.transactionId))
      .where(eq(creditLedger.userId, seller!.id))
      .orderBy(asc(creditLedger.createdAt), asc(creditLedger.id));
    let balance = 0;
    for (const entry of moves) {
      balance += entry.delta;
      expect(entry.balance, `entry at ${entry.at.toISOString()}`).toBe(balance);
      expect(entry.at.getTime()).toBe(entry.transactionAt.getTime());
    }
    expect(moves.length).toBeGreaterThan(3);
    // Staff can refund a demo order as any other.
    const processing = paid.find((order) => order.status === 'processing' && order.totalCents > 0)!;
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${processing.id}/refund`,
      headers: as.admin!,
      payload: { amount: 1, note: 'Goodwill' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
  });

  it('holds the pending-payment order for its wallet checkout, which the seller can cancel', async () => {
    const { rows } = await get('/api/orders?status=pending_payment', as.seller!);
    expect(rows).toHaveLength(1);
    const order = rows[0] as Row & { total: number };
    const payments = await get('/api/transactions?type=payment&status=pending', as.seller!);
    expect(payments.rows).toEqual([
      expect.objectContaining({
        paymentMethod: 'paypal',
        amount: order.total,
        orderIds: [order.id],
      }),
    ]);
    const revisions = await get(`/api/orders/${order.id}/revisions`, as.seller!);
    expect(revisions.rows[0]).toMatchObject({ action: 'checkout' });

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${payments.rows[0].id}/cancel`,
      headers: as.seller!,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data.status).toBe('cancelled');
    expect((await get(`/api/orders/${order.id}`, as.seller!)).status).toBe('created');
  });

  it('shows staff both demo sellers, and seeds once', async () => {
    const { rows } = await get('/api/orders?limit=100', as.admin!);
    expect(new Set(rows.map((row: Row) => (row.seller as { id: number }).id)).size).toBe(2);
    const before = await t.db.$count(orders);
    expect(await t.db.transaction((tx) => ordersDemoSeeder.run(tx))).toEqual([]);
    expect(await t.db.$count(orders)).toBe(before);
  });
});
