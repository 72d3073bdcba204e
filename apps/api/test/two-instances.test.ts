import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { databaseUrlOn, testDatabaseUrl } from './db.ts';
import { makeImage, multipart } from './factories/designs.ts';
import { connectSocket, recordEvents, type TestSocket } from './factories/sockets.ts';
import { createUser, TEST_PASSWORD } from './factories/users.ts';
import { type LocalS3, startS3rver } from './servers/s3rver.ts';

// Two API processes, as a deployment behind a load balancer runs them: one PostgreSQL database,
// one Redis, one S3 bucket. What one instance does, the other must see as its own.

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

type Instance = { url: string; process: ChildProcess; output: string[] };

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repositoryRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance exited:\n${output.join('')}`);
    const healthy = await fetch(`${url}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (healthy) return { url, process: child, output };
    if (Date.now() - started > 100_000) throw new Error(`instance not up:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function stopInstance(instance: Instance | undefined): Promise<void> {
  if (!instance || instance.process.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    instance.process.once('exit', () => resolve());
    instance.process.kill('SIGTERM');
  });
}

describe.skipIf(!testDatabaseUrl)('two API processes on one PostgreSQL, Redis and S3', () => {
  const name = `sw_two_${process.pid}_${randomBytes(4).toString('hex')}`;
  let databaseUrl = '';
  let s3: LocalS3;
  let a: Instance;
  let b: Instance;
  let db: pg.Client;
  const sockets: TestSocket[] = [];
  const startedAt = new Date();

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    databaseUrl = databaseUrlOn(testDatabaseUrl ?? '', name);
    s3 = await startS3rver();
    const env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      REDIS_PREFIX: `two-${randomBytes(4).toString('hex')}`,
      PUBLIC_URL: 'http://127.0.0.1',
      S3_ENDPOINT: s3.config.endpoint,
      S3_REGION: s3.config.region,
      S3_BUCKET: s3.config.bucket,
      S3_ACCESS_KEY_ID: s3.config.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      RATE_LIMIT_PER_MINUTE: '500',
    };
    // Started together: both migrate the empty database at once (an advisory lock orders them).
    [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  }, 240_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await db?.end().catch(() => {});
    await Promise.all([stopInstance(a), stopInstance(b)]);
    await s3?.close();
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }, 60_000);

  /** A user made straight in the shared database, signed in through `instance`. */
  async function signedIn(role: 'seller' | 'admin', instance: Instance) {
    const database = openDatabase({ databaseUrl });
    try {
      const user = await createUser(database.db, { role });
      const res = await fetch(`${instance.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
      });
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: { privateToken: string } };
      return { user, token: data.privateToken };
    } finally {
      await database.close();
    }
  }

  it('hears on a socket of A what a request to B raised', async () => {
    const admin = await signedIn('admin', a);
    const socket = await connectSocket(a.url, admin.token);
    sockets.push(socket);
    const events = recordEvents(socket);
    await db.query(`insert into notifications (user_id, type, message) values ($1, 3, 'Paid')`, [
      admin.user.id,
    ]);
    // Marking them read on B keeps the admin's tab on A in step.
    const res = await fetch(`${b.url}/api/notifications/view-all`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.status).toBe(200);
    await events.waitFor((event) => event === 'view-all-notification', 5000);
  });

  it('answers an Idempotency-Key retried on the other instance with the first answer, acting once', async () => {
    const admin = await signedIn('admin', a);
    const seller = await signedIn('seller', a);
    const key = randomUUID();
    const deposit = (instance: Instance) =>
      fetch(`${instance.url}/api/transactions/deposit`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${admin.token}`,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        body: JSON.stringify({ userId: seller.user.id, credit: 12.5, note: 'two instances' }),
      });
    const first = await deposit(a);
    expect(first.status).toBe(201);
    const firstBody = await first.json();
    const retried = await deposit(b);
    expect(retried.status).toBe(201);
    expect(await retried.json()).toEqual(firstBody);
    const { rows } = await db.query<{ credit: string }>(
      'select credit_cents::text as credit from users where id = $1',
      [seller.user.id],
    );
    expect(rows[0]?.credit).toBe('1250');
  });

  it('counts sign-in failures and the rate limit across both instances', async () => {
    const { user, token } = await signedIn('seller', a);
    const login = (instance: Instance, password: string) =>
      fetch(`${instance.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password }),
      });
    // Five wrong passwords, spread over both, lock the account on both.
    for (const instance of [a, b, a, b, a]) {
      expect((await login(instance, 'wrong-password')).status).toBe(401);
    }
    expect((await login(b, TEST_PASSWORD)).status).toBe(429);
    expect((await login(a, TEST_PASSWORD)).status).toBe(429);

    // One budget of requests per client, whichever instance answers.
    const remaining = async (instance: Instance) => {
      const res = await fetch(`${instance.url}/api/notifications/total_new`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      return Number(res.headers.get('x-ratelimit-remaining'));
    };
    const onA = await remaining(a);
    const onB = await remaining(b);
    const againOnA = await remaining(a);
    expect(onB).toBe(onA - 1);
    expect(againOnA).toBe(onA - 2);
  });

  it('serves through B a file uploaded through A', async () => {
    const seller = await signedIn('seller', a);
    const image = await makeImage('png', { width: 200, height: 150 });
    const body = multipart({ type: 'embroidery' }, [
      { field: 'design', filename: 'logo.png', contentType: 'image/png', data: image },
    ]);
    const uploaded = await fetch(`${a.url}/api/designs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seller.token}`, ...body.headers },
      body: body.payload,
    });
    expect(uploaded.status).toBe(201);
    const { data } = (await uploaded.json()) as { data: { imageUrl: { original: string } } };
    const served = await fetch(`${b.url}${data.imageUrl.original}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
  });

  it('runs a job scheduled on both instances once per tick', async () => {
    // Every-minute jobs: wait until a tick has passed with both instances up.
    const firstTick = new Date(Math.ceil((startedAt.getTime() + 1) / 60_000) * 60_000);
    const countTicks = async () => {
      const { rows } = await db.query<{ minute: string; runs: number }>(
        `select date_trunc('minute', created_on)::text as minute, count(*)::int as runs
           from pgboss.job where name = 'store-fulfillment-push' and created_on >= $1
          group by 1 order by 1`,
        [firstTick],
      );
      return rows;
    };
    // What a missing tick leaves to read: pg-boss's schedules, its last cron run and the ticks it
    // queued, and what each instance logged.
    const cronState = async () => {
      const { rows } = await db.query(
        `select (select cron_on::text from pgboss.version) as cron_on,
                (select row_to_json(s) from pgboss.schedule s where name = $1) as schedule,
                (select json_agg(json_build_object('state', state, 'created', created_on))
                   from pgboss.job where data->>'name' = $1) as sent`,
        ['store-fulfillment-push'],
      );
      const logs = [a, b].map(
        (each, index) =>
          `instance ${index + 1} (exit code ${each.process.exitCode ?? 'none: running'}):\n${each.output.join('').slice(-4000)}`,
      );
      return [JSON.stringify(rows[0], null, 1), ...logs].join('\n');
    };
    const deadline = Date.now() + 150_000;
    let ticks = await countTicks();
    while (ticks.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      ticks = await countTicks();
    }
    if (ticks.length === 0) throw new Error(`no tick in 150 s\n${await cronState()}`);
    for (const tick of ticks) expect(tick.runs, tick.minute).toBe(1);
  }, 180_000);
});
