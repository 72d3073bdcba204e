import { eq, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConnectionLoss } from '../../src/db/database-errors.ts';
import { creditLedger, orders, transactions, users } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../build-test-app.ts';
import { testDatabaseUrl } from '../db.ts';
import { seedCatalogs } from '../factories/catalog.ts';
import { testAddress, testItem } from '../factories/orders.ts';
import { authHeaders, createSeller, createUser } from '../factories/users.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const WRITERS = 8;
const RUN_MS = 6_000;
const TERMINATE_EVERY_MS = 150;

type Write = {
  kind: 'order' | 'deposit';
  key: string;
  /** What finds the write in the database: the seller order id, or the deposit's note. */
  mark: string;
  payload: object;
  status: number;
  id: number | null;
  /** The answers of its retries with the same key, once the database stays up. */
  retries: LightMyRequestResponse[];
};

/**
 * A write that committed is answered as committed (DESIGN: "Committed means answered"). Eight
 * writers place orders and enter deposits while the API pool's server processes are ended every
 * 150 ms. Afterwards every write answered 2xx is in the database; a write answered 5xx is not,
 * unless its retry with the same Idempotency-Key answers the first answer; nothing is in the
 * database twice, and the credit equals the ledger.
 */
describe.skipIf(!testDatabaseUrl)('committed writes under lost connections (PostgreSQL)', () => {
  let t: TestApp;
  let terminator: pg.Client;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitPerMinute: 1_000_000 });
    await seedCatalogs(t.db);
    // Connected to this file's own database: `current_database()` below is never another's.
    terminator = new pg.Client({ connectionString: t.app.database.url ?? '' });
    terminator.on('error', () => {});
    await terminator.connect();
  });
  afterAll(async () => {
    await terminator.end();
    await t.close();
  });

  /** Ends every server process of this file's database but the terminator's own. */
  const terminateAll = async () => {
    const { rows } = await terminator.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return rows.filter((row) => row.ended).length;
  };

  /** Waits until no connection the server ended is left in the pool (see connection-loss.test). */
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

  it('answers every committed write as committed, and a retry with its key replays it', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const adminHeaders = await authHeaders(t.app, admin);
    const seller = await createSeller(t.db);
    const sellerHeaders = await authHeaders(t.app, seller);

    const send = (write: Pick<Write, 'kind' | 'key' | 'payload'>) =>
      t.app.inject({
        method: 'POST',
        url: write.kind === 'order' ? '/api/orders' : '/api/transactions/deposit',
        headers: {
          ...(write.kind === 'order' ? sellerHeaders : adminHeaders),
          'idempotency-key': write.key,
        },
        payload: write.payload,
      });

    const writes: Write[] = [];
    const deadline = Date.now() + RUN_MS;
    let terminations = 0;
    let ended = 0;
    const terminating = (async () => {
      while (Date.now() < deadline) {
        await sleep(TERMINATE_EVERY_MS);
        ended += await terminateAll();
        terminations += 1;
      }
    })();
    const writer = async (w: number) => {
      for (let n = 0; Date.now() < deadline; n += 1) {
        const kind = (w + n) % 2 === 0 ? 'order' : 'deposit';
        const mark = `F${w}-${n}`;
        const payload =
          kind === 'order'
            ? { address: testAddress, items: [testItem], sellerOrderId: mark }
            : { userId: seller.id, credit: 1 + ((w + n) % 7) / 100, note: mark };
        const write: Write = {
          kind,
          key: `fault-${mark}`,
          mark,
          payload,
          status: 0,
          id: null,
          retries: [],
        };
        const res = await send(write);
        write.status = res.statusCode;
        if (res.statusCode < 300) write.id = res.json().data.id;
        writes.push(write);
      }
    };
    await Promise.all([terminating, ...Array.from({ length: WRITERS }, (_, w) => writer(w))]);
    await settle();

    // Only successes and 503 (the database went away): never a 500.
    expect(writes.filter((w) => ![200, 201, 503].includes(w.status)).map((w) => w.status)).toEqual(
      [],
    );
    const answered = writes.filter((w) => w.status < 300);
    const failed = writes.filter((w) => w.status >= 500);

    const storedOrders = async () =>
      new Map(
        (
          await t.db
            .select({ id: orders.id, mark: orders.sellerOrderId })
            .from(orders)
            .where(eq(orders.userId, seller.id))
        ).map((row) => [row.mark, row.id]),
      );
    const storedDeposits = async () => {
      const rows = await t.db
        .select({ id: transactions.id, mark: transactions.note })
        .from(transactions)
        .where(eq(transactions.userId, seller.id));
      // A note written twice would be a deposit made twice.
      expect(rows.length).toBe(new Set(rows.map((row) => row.mark)).size);
      return new Map(rows.map((row) => [row.mark, row.id]));
    };
    const stored = async () => ({ order: await storedOrders(), deposit: await storedDeposits() });

    // Every write answered 2xx is in the database, under the id its answer gave.
    const before = await stored();
    for (const write of answered) expect(before[write.kind].get(write.mark)).toBe(write.id);

    // A write answered 5xx that is in the database anyway: its retry must answer it, not redo it.
    const committedAnyway = failed.filter((w) => before[w.kind].has(w.mark));
    for (const write of failed) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const res = await send(write);
        write.retries.push(res);
        if (res.statusCode < 500) break;
      }
    }
    const after = await stored();
    for (const write of failed) {
      const last = write.retries.at(-1)!;
      const id = after[write.kind].get(write.mark);
      if (before[write.kind].has(write.mark)) {
        expect(last.statusCode, write.mark).toBeLessThan(300);
        expect(last.headers['idempotent-replayed'], write.mark).toBe('true');
        expect(last.json().data.id).toBe(before[write.kind].get(write.mark));
      } else if (last.statusCode < 300) {
        // Not written the first time: written now, once.
        expect(last.json().data.id).toBe(id);
      } else {
        // Its key is still held (the claim's own answer was lost): then nothing was written.
        expect(last.json().error.code, write.mark).toBe('IDEMPOTENCY_KEY_IN_USE');
        expect(id).toBeUndefined();
      }
    }

    // Nothing else is in the database: every stored write was answered 2xx, once or on retry.
    const answeredMarks = new Set(
      writes
        .filter((w) => w.status < 300 || (w.retries.at(-1)?.statusCode ?? 500) < 300)
        .map((w) => `${w.kind} ${w.mark}`),
    );
    const storedMarks = [
      ...[...after.order.keys()].map((mark) => `order ${mark}`),
      ...[...after.deposit.keys()].map((mark) => `deposit ${mark}`),
    ];
    expect(storedMarks.filter((mark) => !answeredMarks.has(mark))).toEqual([]);

    // The credit is its ledger, one entry per deposit.
    const [account] = await t.db.select().from(users).where(eq(users.id, seller.id));
    const ledger = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, seller.id));
    expect(ledger.length).toBe(after.deposit.size);
    expect(account?.creditCents).toBe(ledger.reduce((sum, entry) => sum + entry.deltaCents, 0));
    if (after.deposit.size > 0) {
      const ids = [...after.deposit.values()];
      const entries = await t.db
        .select()
        .from(creditLedger)
        .where(inArray(creditLedger.transactionId, ids));
      expect(entries.length).toBe(ids.length);
    }

    // The run did what it is for: connections ended while writes went on, and some failed.
    expect(terminations).toBeGreaterThan(10);
    expect(ended).toBeGreaterThan(0);
    expect(failed.length).toBeGreaterThan(0);
    console.info(
      `fault run: ${writes.length} writes (${writes.filter((w) => w.kind === 'order').length} orders), ` +
        `${answered.length} answered 2xx, ${failed.length} answered 503 ` +
        `(${committedAnyway.length} of them committed and replayed on retry), ` +
        `${terminations} terminations ending ${ended} connections; ` +
        `after retries ${after.order.size} orders and ${after.deposit.size} deposits stored`,
    );
  }, 60_000);
});
