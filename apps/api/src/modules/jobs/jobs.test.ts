import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { openTestDatabase, testDatabaseUrl } from '../../../test/db.ts';
import { authHeaders, createUser } from '../../../test/factories/users.ts';
import { type JobDefinition, jobsPlugin } from '../../plugins/jobs.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await sleep(250);
  }
  throw new Error('timed out waiting');
}

describe('the job runner of the app', () => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.jobs.start();
    headers = await authHeaders(t.app, await createUser(t.db, { role: 'admin' }));
  }, 60_000);
  afterAll(() => t.close());

  const queues = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/jobs', headers })).json().data;

  it('lists every queue with its schedule; the sweeps and auto-payment are scheduled in pg-boss', async () => {
    const data = await queues();
    expect(data.running).toBe(true);
    expect(data.queues.map((queue: { name: string }) => queue.name)).toEqual([
      'sign-in-sweep',
      'wallet-sweep',
      'idempotency-sweep',
      'auto-payment',
      'send-mail',
      'report',
      'order-monthly-stats',
      'store-orders-poll',
      'store-token-refresh',
      'store-deliveries-read',
      'store-fulfillment-push',
      'webhook-deliveries',
    ]);
    expect(data.queues.find((queue: { name: string }) => queue.name === 'auto-payment').cron).toBe(
      '*/5 * * * *',
    );
    const schedules = await t.app.jobs.boss().getSchedules();
    expect(schedules.map((schedule) => schedule.name).sort()).toEqual([
      'auto-payment',
      'idempotency-sweep',
      'order-monthly-stats',
      'sign-in-sweep',
      'store-deliveries-read',
      'store-fulfillment-push',
      'store-orders-poll',
      'store-token-refresh',
      'wallet-sweep',
      'webhook-deliveries',
    ]);
    expect(schedules.every((schedule) => schedule.options?.tz === 'Asia/Bangkok')).toBe(true);
  });

  it('runs a queue now at an admin’s request and shows it completed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/idempotency-sweep/run',
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as string;
    await until(async () => {
      const jobs = (
        await t.app.inject({
          method: 'GET',
          url: '/api/jobs/idempotency-sweep?state=completed',
          headers,
        })
      ).json().data as { id: string }[];
      return jobs.some((job) => job.id === id);
    });
    const queue = (await queues()).queues.find(
      (item: { name: string }) => item.name === 'idempotency-sweep',
    );
    expect(queue.counts.completed).toBeGreaterThanOrEqual(1);
    expect(queue.lastCompletedAt).not.toBeNull();
  });

  it('refuses unknown queues, bad ids and other roles', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/jobs/nope/run', headers })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/jobs/Bad_Name', headers })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/jobs/send-mail/not-a-uuid/retry', headers }))
        .statusCode,
    ).toBe(400);
    const seller = await authHeaders(t.app, await createUser(t.db, { role: 'seller' }));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/jobs', headers: seller })).statusCode,
    ).toBe(403);
  });
});

/** A bare app with the job runner and the test's own queues, on a database of its own. */
async function runnerApp(
  database: Awaited<ReturnType<typeof openTestDatabase>>['database'],
  definitions: JobDefinition[],
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.decorate('database', database);
  app.decorate('db', database.db);
  await app.register(jobsPlugin, { definitions });
  await app.ready();
  return app;
}

describe('jobs: retried with backoff, failed with their error, retried by hand', () => {
  it('keeps a failing job’s error and runs it again when asked', async () => {
    const { database, release } = await openTestDatabase();
    let attempts = 0;
    let failing = true;
    const app = await runnerApp(database, [
      {
        name: 'flaky',
        description: 'fails until told otherwise',
        retryLimit: 1,
        retryDelaySeconds: 1,
        run: async () => {
          attempts += 1;
          if (failing) throw new Error('the mail server said no');
        },
      },
    ]);
    try {
      await app.jobs.start();
      const id = (await app.jobs.send('flaky')) as string;
      const stateOf = async () => (await app.jobs.boss().getJobById('flaky', id))?.state;
      await until(async () => (await stateOf()) === 'failed', 45_000);
      expect(attempts).toBe(2);
      const job = await app.jobs.boss().getJobById('flaky', id);
      expect(JSON.stringify(job?.output)).toContain('the mail server said no');
      failing = false;
      await app.jobs.boss().retry('flaky', id);
      await until(async () => (await stateOf()) === 'completed', 30_000);
      expect(attempts).toBe(3);
    } finally {
      await app.close();
      await release();
    }
  }, 120_000);
});

describe.skipIf(!testDatabaseUrl)('jobs across two API instances (PostgreSQL)', () => {
  it('works each job exactly once when two instances share the queue', async () => {
    const { database, release } = await openTestDatabase();
    const ran: { instance: number; id: number }[] = [];
    const definition = (instance: number): JobDefinition => ({
      name: 'probe',
      description: 'records which instance ran which job',
      run: async (_context, data) => {
        ran.push({ instance, id: Number(data.id) });
        await sleep(20);
      },
    });
    const first = await runnerApp(database, [definition(1)]);
    const second = await runnerApp(database, [definition(2)]);
    try {
      await Promise.all([first.jobs.start(), second.jobs.start()]);
      for (let id = 0; id < 40; id += 1) await (id % 2 ? first : second).jobs.send('probe', { id });
      await until(async () => ran.length >= 40, 60_000);
      await sleep(3_000);
      expect(ran).toHaveLength(40);
      expect(new Set(ran.map((run) => run.id)).size).toBe(40);
    } finally {
      await first.close();
      await second.close();
      await release();
    }
  }, 120_000);
});
