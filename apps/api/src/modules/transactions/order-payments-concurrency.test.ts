import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { testDatabaseUrl } from '../../../test/db.ts';
import { createOrder } from '../../../test/factories/orders.ts';
import { authHeaders, createSeller, type TestUser } from '../../../test/factories/users.ts';
import { queryRows } from '../../db/client.ts';
import { isConnectionLoss } from '../../db/database-errors.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { payOrdersInTransaction } from './order-payments.service.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the database holds for a seller: credit, ledger sum, paid orders and their payments. */
async function books(t: TestApp, sellerId: number) {
  const [row] = await queryRows<{
    credit: number;
    ledger: number;
    deposits: number;
    payments: number;
    paid: number;
    paid_twice: number;
    paid_total: number;
  }>(
    t.db,
    sql`select
      (select credit_cents from users where id = ${sellerId})::bigint as credit,
      (select coalesce(sum(delta_cents), 0) from credit_ledger where user_id = ${sellerId})::bigint as ledger,
      (select count(*) from transactions where user_id = ${sellerId} and type = 'payment' and status = 'completed')::int as payments,
      (select count(*) from transactions where user_id = ${sellerId} and type = 'deposit')::int as deposits,
      (select count(*) from orders where user_id = ${sellerId} and status = 'processing')::int as paid,
      (select count(*) from (
        select o.id from orders o join transactions tr
          on o.id = any(tr.order_ids) and tr.type = 'payment' and tr.status = 'completed'
        where o.user_id = ${sellerId} group by o.id having count(*) > 1) twice)::int as paid_twice,
      (select coalesce(sum(total_cents), 0) from orders where user_id = ${sellerId} and status = 'processing')::bigint as paid_total`,
  );
  const numbers = Object.fromEntries(
    Object.entries(row!).map(([key, value]) => [key, Number(value)]),
  ) as Record<keyof NonNullable<typeof row>, number>;
  return numbers;
}

// PGlite is one connection: a race cannot happen there. These run on PostgreSQL (CI does).
describe.skipIf(!testDatabaseUrl)('paying under concurrency and failure (PostgreSQL)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('1,000 concurrent payment attempts from two sellers’ tabs: never below zero, the ledger sums to the balance, each order paid once, each key one effect', {
    timeout: 180_000,
  }, async () => {
    const sellers: { user: TestUser; headers: Record<string, string>; orders: number[] }[] = [];
    for (let index = 0; index < 2; index += 1) {
      const user = await createSeller(t.db);
      const orders: number[] = [];
      for (let n = 0; n < 30; n += 1) orders.push((await createOrder(t.db, user)).id);
      // Credit for about two thirds of the orders, entered through the ledger.
      const [one] = await queryRows<{ total: number }>(
        t.db,
        sql`select total_cents as total from orders where id = ${orders[0]!}`,
      );
      const credit = Number(one!.total) * 20 + 1;
      await t.db.execute(
        sql`with tr as (insert into transactions (user_id, type, amount_cents, payment_method, status)
                values (${user.id}, 'deposit', ${credit}, 'manual', 'completed') returning id),
              u as (update users set credit_cents = ${credit} where id = ${user.id} returning id)
            insert into credit_ledger (user_id, delta_cents, balance_after_cents, transaction_id)
            select ${user.id}, ${credit}, ${credit}, id from tr`,
      );
      sellers.push({ user, headers: await authHeaders(t.app, user), orders });
    }

    // Each attempt pays one to three orders of its seller; every fourth reuses a key with the
    // same body (a retried tab), which must answer the first answer again.
    const attempts = Array.from({ length: 1_000 }, (_, index) => {
      const seller = sellers[index % 2]!;
      const first = (index * 7) % 30;
      const ids = [...new Set([first, (first + 1 + (index % 3)) % 30].slice(0, 1 + (index % 2)))]
        .map((position) => seller.orders[position]!)
        .sort((a, b) => a - b);
      const key = index % 4 === 0 ? `retry-${seller.user.id}-${ids.join('-')}` : `tab-${index}`;
      return { seller, ids, key };
    });
    const answers = await Promise.all(
      attempts.map(({ seller, ids, key }) =>
        t.app.inject({
          method: 'POST',
          url: '/api/transactions',
          headers: { ...seller.headers, 'idempotency-key': key },
          payload: { type: 'payment', paymentMethod: 'credit', orderIds: ids },
        }),
      ),
    );

    const codes = new Set(answers.map((res) => res.statusCode));
    for (const code of codes) expect([201, 400, 409]).toContain(code);
    expect(answers.some((res) => res.statusCode === 201)).toBe(true);

    // The same key always answered the same (a replay or the key still running: 409).
    const byKey = new Map<string, string>();
    answers.forEach((res, index) => {
      const { key } = attempts[index]!;
      if (!key.startsWith('retry-') || res.statusCode === 409) return;
      const seen = byKey.get(key);
      if (seen === undefined) byKey.set(key, res.body);
      else expect(res.body, key).toBe(seen);
    });

    for (const { user } of sellers) {
      const state = await books(t, user.id);
      expect(state.credit).toBeGreaterThanOrEqual(0);
      expect(state.ledger).toBe(state.credit);
      expect(state.paid_twice).toBe(0);
      // Every completed payment left its orders paid, and the money taken is what they cost.
      const [spent] = await queryRows<{ cents: number }>(
        t.db,
        sql`select coalesce(sum(amount_cents), 0)::bigint as cents from transactions
              where user_id = ${user.id} and type = 'payment' and status = 'completed'`,
      );
      expect(Number(spent!.cents)).toBe(state.paid_total);
      const [deposited] = await queryRows<{ cents: number }>(
        t.db,
        sql`select amount_cents as cents from transactions where user_id = ${user.id} and type = 'deposit'`,
      );
      expect(Number(deposited!.cents) - state.paid_total).toBe(state.credit);
    }
  });

  it('leaves everything or nothing when the connection is cut at any statement of a payment', {
    timeout: 120_000,
  }, async () => {
    const seller = await createSeller(t.db, { creditCents: 0 });
    await t.db.execute(
      sql`with tr as (insert into transactions (user_id, type, amount_cents, payment_method, status)
            values (${seller.id}, 'deposit', 1000000, 'manual', 'completed') returning id),
          u as (update users set credit_cents = 1000000 where id = ${seller.id} returning id)
        insert into credit_ledger (user_id, delta_cents, balance_after_cents, transaction_id)
        select ${seller.id}, 1000000, 1000000, id from tr`,
    );
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    const original = pg.Client.prototype.query;
    try {
      let completed = false;
      let cuts = 0;
      for (let cutAt = 1; cutAt <= 40 && !completed; cutAt += 1) {
        const orderIds = [
          (await createOrder(t.db, seller)).id,
          (await createOrder(t.db, seller)).id,
        ];
        const before = await books(t, seller.id);
        let statements = 0;
        let armed = true;
        // Counts this payment's statements; before the cutAt-th, its server process is ended.
        pg.Client.prototype.query = function patched(this: pg.Client, ...args: unknown[]) {
          if (armed) {
            statements += 1;
            if (statements === cutAt) {
              armed = false;
              const pid = (this as unknown as { processID: number }).processID;
              return admin
                .query('select pg_terminate_backend($1)', [pid])
                .then(() => sleep(150))
                .then(() => (original as (...a: unknown[]) => unknown).apply(this, args));
            }
          }
          return (original as (...a: unknown[]) => unknown).apply(this, args);
        } as typeof original;
        const outcome = await withTransaction(t.db, (tx) =>
          payOrdersInTransaction(tx, {
            sellerId: seller.id,
            orderIds,
            method: 'credit',
            actorId: seller.id,
          }),
        ).catch((error: unknown) => error);
        armed = false;
        pg.Client.prototype.query = original;
        await sleep(50);

        const after = await books(t, seller.id);
        expect(after.ledger).toBe(after.credit);
        expect(after.paid_twice).toBe(0);
        if (outcome instanceof Error) {
          expect(isConnectionLoss(outcome), String(outcome)).toBe(true);
          cuts += 1;
          // Nothing of it stayed.
          expect(after).toEqual(before);
        } else {
          // The cut came after the last statement: everything stayed.
          completed = true;
          expect(after.payments).toBe(before.payments + 1);
          expect(after.paid).toBe(before.paid + 2);
        }
      }
      expect(completed).toBe(true);
      // BEGIN, the order locks, the transaction, the credit, the ledger, the orders, revisions,
      // notifications, the audit and COMMIT: each was cut once.
      expect(cuts).toBeGreaterThan(8);
    } finally {
      pg.Client.prototype.query = original;
      await admin.end();
    }
  });
});
