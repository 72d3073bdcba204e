import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { isConnectionLoss } from '../../src/db/database-errors.ts';
import { creditLedger, transactions, users } from '../../src/db/schema/index.ts';
import { withTransaction } from '../../src/lib/transaction.ts';
import { createTestApp, type TestApp } from '../build-test-app.ts';
import { testDatabaseUrl } from '../db.ts';
import { authHeaders, createSeller, createUser } from '../factories/users.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// PGlite runs in the process and has no connection to lose: these run on PostgreSQL (CI does).
describe.skipIf(!testDatabaseUrl)('losing the database connection (PostgreSQL)', () => {
  let t: TestApp;
  let admin: pg.Client;
  let databaseName: string;

  beforeAll(async () => {
    t = await createTestApp();
    databaseName = new URL(t.app.database.url ?? '').pathname.slice(1);
    admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await t.close();
  });

  /** Ends the given server processes, or every one of the test database but ours. */
  const terminate = async (pid?: number) => {
    const { rows } = await admin.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid() and ($2::int is null or pid = $2)`,
      [databaseName, pid ?? null],
    );
    return rows.filter((row) => row.ended).length;
  };

  /**
   * Waits until the pool has dropped the connections the server ended. The server's goodbye reaches
   * an idle connection as an event; on a busy machine a query can pick that connection up before
   * the event is heard, and fails. Ten queries at once (the pool holds ten) all answering mean no
   * ended connection is left.
   */
  const settle = async () => {
    await sleep(200);
    for (let tries = 0; tries < 20; tries += 1) {
      const answers = await Promise.allSettled(
        Array.from({ length: 10 }, () => t.db.execute(sql`select 1`)),
      );
      const failures = answers.flatMap((answer) =>
        answer.status === 'rejected' ? [answer.reason as unknown] : [],
      );
      if (failures.length === 0) return;
      const other = failures.find((failure) => !isConnectionLoss(failure));
      if (other) throw other;
    }
  };

  it('fails a transaction whose connection ends between two statements, and keeps the process and the database usable', async () => {
    const seller = await createSeller(t.db);
    const failure = await withTransaction(t.db, async (tx) => {
      await tx.update(users).set({ name: 'Half written' }).where(eq(users.id, seller.id));
      const [own] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
      expect(await terminate(own?.pid)).toBe(1);
      // The server's goodbye reaches the idle connection as an `error` event: nobody but our
      // listener hears it, and an unheard `error` event would end the test process here.
      await sleep(200);
      await tx.select().from(users).where(eq(users.id, seller.id));
    }).catch((error: unknown) => error);

    expect(isConnectionLoss(failure)).toBe(true);
    const [row] = await t.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, seller.id));
    expect(row?.name).toBe(seller.name);
  });

  it('answers 503 to the requests in flight when every connection is ended, writes nothing half, and serves the next ones', async () => {
    const staff = await createUser(t.db, { role: 'admin' });
    const staffHeaders = await authHeaders(t.app, staff);
    const seller = await createSeller(t.db);
    const sellerHeaders = await authHeaders(t.app, seller);
    const statuses: number[] = [];

    for (let round = 0; round < 8; round += 1) {
      const requests = Array.from({ length: 12 }, (_, index) =>
        index % 2 === 0
          ? t.app.inject({
              method: 'POST',
              url: '/api/transactions/deposit',
              headers: staffHeaders,
              payload: { userId: seller.id, credit: 1, note: `round ${round}` },
            })
          : t.app.inject({ method: 'GET', url: '/api/users/self', headers: sellerHeaders }),
      );
      await sleep(3 + round);
      await terminate();
      for (const res of await Promise.all(requests)) statuses.push(res.statusCode);
    }
    await settle();

    expect(statuses.filter((status) => ![200, 201, 503].includes(status))).toEqual([]);
    expect(statuses).toContain(503);

    // Every deposit is whole or absent: the balance, its ledger and its transactions agree.
    const [account] = await t.db.select().from(users).where(eq(users.id, seller.id));
    const ledger = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, seller.id));
    const entries = await t.db
      .select()
      .from(transactions)
      .where(eq(transactions.userId, seller.id));
    expect(ledger.length).toBe(entries.length);
    expect(account?.creditCents).toBe(ledger.reduce((sum, entry) => sum + entry.deltaCents, 0));
    expect(ledger.length).toBeGreaterThanOrEqual(statuses.filter((s) => s === 201).length);

    // The next requests run on fresh connections.
    const after = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/users/self', headers: sellerHeaders }),
      t.app.inject({
        method: 'POST',
        url: '/api/transactions/deposit',
        headers: staffHeaders,
        payload: { userId: seller.id, credit: 2 },
      }),
    ]);
    expect(after.map((res) => res.statusCode)).toEqual([200, 201]);
  });
});
