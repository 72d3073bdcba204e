// `npm run bench -- shopify-webhooks`: a burst of 1,000 Shopify order webhooks, half of them
// duplicates, absorbed by the API on PostgreSQL. Per run (BENCH_RUNS, default 3): a fake Shopify
// on 127.0.0.1 (in this process), the API in a process of its own on a fresh database (demo data)
// with the fake's app keys, a shop connected for the demo seller through the real install calls
// and one waiting order approved with `remember` so the SKU's later orders import by themselves.
// The burst is built here and written to a file: 500 distinct paid `orders/create`, 250 exact
// re-deliveries (same X-Shopify-Webhook-Id) and 250 `orders/updated` of the same orders (new ids),
// shuffled; bench/shopify-webhooks-sender.ts, another process, posts it with BENCH_IN_FLIGHT
// (default 50) requests in flight. A warm-up burst on a second shop of the same seller comes
// first. The database is checked after: 500 orders and 500 synced order syncs from the burst.
// Writes bench/results-shopify-webhooks.md (the section "Reading the numbers" is kept).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SHOPIFY_API_VERSION } from '../apps/api/src/integrations/stores/shopify/shopify-config.ts';
import {
  createSandboxShopify,
  type SandboxDelivery,
  type SandboxShopify,
} from '../apps/api/src/integrations/stores/shopify/shopify-sandbox.ts';
import { cpuSecondsOf } from './process-stats.ts';
import { writeResults } from './results-file.ts';
import type { SenderReport, StoredDelivery } from './shopify-webhooks-sender.ts';
import { startApi } from './start-api.ts';

const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 50);
const ORDERS = 500;
const WARM_UP_ORDERS = 100;
const SKU = 'BENCH-ROSE-TEE';
const refined = {
  catalogId: 7,
  color: 'black',
  size: 'm',
  designs: [{ location: 'front', imageUrl: 'https://cdn.example.com/rose.png' }],
};
const budget = { perSecond: 200, maxMs: 500 };
const work = mkdtempSync(join(tmpdir(), 'sw-shopify-webhooks-'));
const senderPath = new URL('./shopify-webhooks-sender.ts', import.meta.url).pathname;

/** A port nobody listens on now, so PUBLIC_URL can name the API before it starts. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

type FakeShopify = {
  sandbox: SandboxShopify;
  env: Record<string, string>;
  close: () => Promise<void>;
};

/**
 * A fake Shopify on 127.0.0.1 with app keys of its own: the sandbox shop (the one the API's tests
 * use) answering the install's token exchange and GraphQL calls over real HTTP.
 */
async function startFakeShopify(): Promise<FakeShopify> {
  const apiKey = `bench-${randomBytes(8).toString('hex')}`;
  const apiSecret = randomBytes(24).toString('hex');
  const sandbox = createSandboxShopify({ apiKey, apiSecret, apiVersion: SHOPIFY_API_VERSION });
  const server = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const answer = sandbox.handle({
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([key, value]) => [
            key,
            Array.isArray(value) ? value[0] : value,
          ]),
        ),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    sandbox,
    env: {
      SHOPIFY_API_KEY: apiKey,
      SHOPIFY_API_SECRET: apiSecret,
      SHOPIFY_API_VERSION: SHOPIFY_API_VERSION,
      SHOPIFY_SHOP_ORIGIN: `http://127.0.0.1:${port}/{shop}`,
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** POSTs one signed delivery as Shopify does; the answer's body. */
async function deliver(url: string, delivery: SandboxDelivery): Promise<string> {
  const res = await fetch(url, {
    method: 'POST',
    headers: delivery.headers,
    body: new Uint8Array(delivery.body),
  });
  return res.text();
}

/** The database's server processes and the CPU seconds each has used so far. */
async function backendCpu(api: { admin: pg.Client; dbName: string }) {
  const { rows } = await api.admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1',
    [api.dbName],
  );
  return new Map(rows.map((row) => [row.pid, cpuSecondsOf(row.pid)]));
}

/** The machine's busy and total CPU time so far (/proc/stat, all cores, in ticks). */
function machineTicks() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1);
  const ticks = fields.map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  const total = ticks.slice(0, 8).reduce((sum, n) => sum + n, 0);
  return { busy: total - idle, total };
}

/** A shuffle that is the same every run (mulberry32). */
function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * `orders` paid orders of the shop and their `orders/create`; a duplicate for each: every other
 * one the same delivery again, the others an `orders/updated` of the order with a new webhook id.
 */
function burstOf(fake: FakeShopify, shop: string, orders: number) {
  const deliveries: SandboxDelivery[] = [];
  const orderIds: string[] = [];
  for (let index = 0; index < orders; index += 1) {
    const sold = fake.sandbox.createOrder(shop, { lines: [{ sku: SKU, quantity: 1 }] });
    orderIds.push(String(sold.order.id));
    deliveries.push(sold.delivery);
    deliveries.push(
      index % 2 === 0
        ? sold.delivery
        : fake.sandbox.updateOrder(shop, sold.order.id, { paid: true }).delivery,
    );
  }
  return { deliveries: shuffled(deliveries, 38 + orders), orderIds };
}

function writeDeliveries(name: string, deliveries: SandboxDelivery[]): string {
  const path = join(work, `${name}.json`);
  const stored: StoredDelivery[] = deliveries.map((d) => ({
    headers: d.headers,
    body: d.body.toString('base64'),
  }));
  writeFileSync(path, JSON.stringify(stored));
  return path;
}

/**
 * Runs the sender as a process of its own (this one keeps serving the fake Shopify meanwhile):
 * `before` once it is ready to send, `after` as soon as it reports, before it exits.
 */
async function send(
  file: string,
  url: string,
  hooks: { before?: () => Promise<void>; after?: () => void } = {},
): Promise<SenderReport> {
  const sender = spawn(
    process.execPath,
    ['--import', 'tsx', senderPath, file, url, String(IN_FLIGHT)],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let out = '';
  let started = false;
  let reported = false;
  const exited = new Promise<number | null>((resolve) => sender.once('close', resolve));
  const report = await new Promise<SenderReport | null>((resolve) => {
    sender.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const lines = out.split('\n');
      if (!started && lines.includes('ready')) {
        started = true;
        void (hooks.before?.() ?? Promise.resolve()).then(() => sender.stdin.end('go\n'));
      }
      // A whole line (the last piece may still be on its way).
      const line = lines.slice(0, -1).find((piece) => piece.startsWith('{'));
      if (line && !reported) {
        reported = true;
        hooks.after?.();
        resolve(JSON.parse(line) as SenderReport);
      }
    });
    void exited.then(() => resolve(null));
  });
  const code = await exited;
  if (code !== 0 || !report) throw new Error(`the sender exited (${code})`);
  return report;
}

type Run = {
  report: SenderReport;
  /** How long after the last answer the last queued delivery was read. */
  readAfterMs: number;
  /** Deliveries per second from the first sent to the last read. */
  absorbedPerSecond: number;
  orders: number;
  synced: number;
  ordersPerSync: number;
  pollEvents: number;
  apiCpu: number;
  dbCpu: number;
  /** CPU seconds the whole machine was busy during the burst (every process). */
  machineBusy: number;
  machineCores: number;
  loadBefore: number;
  loadAfter: number;
};

async function oneRun(run: number): Promise<Run> {
  const fake = await startFakeShopify();
  const port = await freePort();
  const api = await startApi({
    adminUrl,
    name: 'shopify',
    cpuProfDir: process.env.BENCH_CPU_PROF,
    env: {
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...fake.env,
    },
  });
  const db = new pg.Client({ connectionString: api.dbUrl });
  try {
    await db.connect();
    const login = await fetch(`${api.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'seller@example.com', password: 'demo1234' }),
    });
    const token = ((await login.json()) as { data: { privateToken: string } }).data.privateToken;
    const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const res = await fetch(`${api.base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
      return (JSON.parse(text) as { data: T }).data;
    };
    const webhookUrl = `${api.base}/api/webhooks/shopify`;

    /** Waits until the store's queued deliveries are all read; answers how long that took. */
    async function queueRead(storeId: number) {
      const started = performance.now();
      for (;;) {
        const { rows } = await db.query<{ queued: number }>(
          `select count(*)::int as queued from store_sync_events
            where store_id = $1 and outcome = 'queued'`,
          [storeId],
        );
        if (rows[0]!.queued === 0) return Math.round(performance.now() - started);
        if (performance.now() - started > 120_000)
          throw new Error('the queue was not read in 2 min');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }

    /** Installs the app on a shop and remembers SKU's mapping by approving its first order. */
    async function connectShop(shop: string) {
      const started = await call<{ loginUrl: string }>('POST', '/api/stores', {
        type: 'shopify',
        name: shop,
        configuration: { shop },
      });
      const loginUrl = new URL(started.loginUrl);
      const back = fake.sandbox.approveInstall({
        shop,
        state: loginUrl.searchParams.get('state') ?? '',
        redirectUri: loginUrl.searchParams.get('redirect_uri') ?? '',
      });
      const store = await call<{ id: number; status: string }>('POST', '/api/stores', {
        type: 'shopify',
        name: shop,
        configuration: Object.fromEntries(new URL(back).searchParams.entries()),
      });
      if (store.status !== 'active') throw new Error(`store ${shop}: ${store.status}`);
      const first = fake.sandbox.createOrder(shop, { lines: [{ sku: SKU, quantity: 1 }] });
      const answer = await deliver(webhookUrl, first.delivery);
      if (!answer.includes('"queued"')) throw new Error(`first order: ${answer}`);
      await queueRead(store.id);
      const waiting = await call<{ rows: { id: number; storeId: number }[] }>(
        'GET',
        `/api/order-syncs?storeId=${store.id}`,
      );
      const sync = waiting.rows.find((row) => row.storeId === store.id);
      if (!sync) throw new Error(`no waiting order on ${shop}`);
      const approved = await call<{ orderSync: { orderId: number } }>(
        'POST',
        `/api/order-syncs/${sync.id}/approve`,
        { items: [{ refined }], remember: true },
      );
      return { storeId: store.id, approvedOrderId: approved.orderSync.orderId };
    }

    // Warm-up (JIT, pools) on a shop of its own, so the burst's shop holds only the burst.
    const warmShop = `bench-warm-up-${run}.myshopify.com`;
    const warmStore = await connectShop(warmShop);
    const warm = await send(
      writeDeliveries('warm-up', burstOf(fake, warmShop, WARM_UP_ORDERS).deliveries),
      webhookUrl,
    );
    if (warm.statuses['200'] !== WARM_UP_ORDERS * 2) {
      throw new Error(`warm-up: ${JSON.stringify(warm.statuses)}`);
    }
    await queueRead(warmStore.storeId);

    const shop = `bench-burst-${run}.myshopify.com`;
    const { storeId, approvedOrderId } = await connectShop(shop);
    const burst = burstOf(fake, shop, ORDERS);
    const file = writeDeliveries(`burst-${run}`, burst.deliveries);

    let dbCpuBefore = new Map<number, number>();
    let apiCpu = 0;
    let machineBefore = machineTicks();
    let loadBefore = 0;
    let apiCpuUsed = 0;
    let machine = machineBefore;
    const report = await send(file, webhookUrl, {
      before: async () => {
        dbCpuBefore = await backendCpu(api);
        apiCpu = cpuSecondsOf(api.pid);
        loadBefore = loadavg()[0]!;
        machineBefore = machineTicks();
      },
      after: () => {},
    });
    // Webhooks are answered once recorded and read moments later: the burst is absorbed when the
    // last one is read, and the CPU counted until then.
    const readAfterMs = await queueRead(storeId);
    machine = machineTicks();
    apiCpuUsed = cpuSecondsOf(api.pid) - apiCpu;
    const dbCpuAfter = await backendCpu(api);
    const dbCpuUsed = [...dbCpuAfter].reduce(
      (sum, [backend, seconds]) => sum + seconds - (dbCpuBefore.get(backend) ?? 0),
      0,
    );
    const loadAfter = loadavg()[0]!;

    const { rows } = await db.query<{
      orders: number;
      synced: number;
      most: number;
      polls: number;
    }>(
      `select
         (select count(*) from orders where store_id = $1 and id <> $2)::int as orders,
         (select count(*) from order_syncs where store_id = $1 and status = 'synced'
            and platform_order_id = any($3::text[]))::int as synced,
         (select coalesce(max(n), 0) from (select count(*) as n from orders o
            join order_syncs s on s.order_id = o.id
            where s.store_id = $1 group by s.platform_order_id) per)::int as most,
         (select count(*) from store_sync_events where store_id = $1 and kind = 'poll')::int as polls`,
      [storeId, approvedOrderId, burst.orderIds],
    );
    const check = rows[0]!;
    return {
      report,
      readAfterMs,
      absorbedPerSecond: Math.round(report.requests / ((report.wallMs + readAfterMs) / 1000)),
      orders: check.orders,
      synced: check.synced,
      ordersPerSync: check.most,
      pollEvents: check.polls,
      apiCpu: apiCpuUsed,
      dbCpu: dbCpuUsed,
      machineBusy: (machine.busy - machineBefore.busy) / 100,
      machineCores:
        ((machine.busy - machineBefore.busy) / (machine.total - machineBefore.total)) *
        cpus().length,
      loadBefore,
      loadAfter,
    };
  } finally {
    await db.end().catch(() => {});
    await api.stop();
    await fake.close();
  }
}

const runs: Run[] = [];
try {
  for (let run = 1; run <= RUNS; run += 1) {
    const result = await oneRun(run);
    runs.push(result);
    console.log(`run ${run}:`, JSON.stringify(result));
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const holds = (r: Run) =>
  r.report.perSecond >= budget.perSecond &&
  r.absorbedPerSecond >= budget.perSecond &&
  r.report.latencyMs.max <= budget.maxMs &&
  r.orders === ORDERS &&
  r.synced === ORDERS &&
  r.ordersPerSync === 1 &&
  Object.keys(r.report.statuses).every((status) => status === '200');
const spread = (values: number[], unit: string) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${sorted[0]}–${sorted.at(-1)} ${unit} (median ${sorted[Math.floor(sorted.length / 2)]})`;
};
const tally = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([key, n]) => `${key}: ${n}`)
    .join(', ');
const cpuModel = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1];

const lines = [
  '# Shopify webhook burst',
  '',
  `Machine: ${cpus().length} cores (nproc), ${cpuModel ?? cpus()[0]?.model}, ${(totalmem() / 1024 ** 3).toFixed(1)} GiB memory, Node ${process.version}; shared with other work (load average in the table).`,
  `The API in its own process (NODE_ENV=production, PostgreSQL on 127.0.0.1, demo data, job runner on), a fresh database each run;`,
  `the fake Shopify in the bench process; the sender in a third process, ${IN_FLIGHT} requests in flight (node:http, keep-alive).`,
  `Each burst: 1,000 signed deliveries to \`POST /api/webhooks/shopify\` for one shop — ${ORDERS} paid \`orders/create\` of the mapped SKU,`,
  `${ORDERS / 2} of them delivered again (same X-Shopify-Webhook-Id) and ${ORDERS / 2} followed by an \`orders/updated\` (new webhook id), shuffled.`,
  `A warm-up burst of ${WARM_UP_ORDERS * 2} on another shop of the seller comes first.`,
  '',
  `Budget: ≥ ${budget.perSecond} webhooks/s answered and absorbed (from the first sent to the last read by the queue), every answer ≤ ${budget.maxMs} ms, exactly ${ORDERS} orders made.`,
  '',
  '| run | answered/s | wall | all read after | absorbed/s | p50 | p95 | p99 | max | > 500 ms | statuses | answers | orders made | syncs synced | budget |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...runs.map((r, index) => {
    const l = r.report.latencyMs;
    return `| ${index + 1} | ${r.report.perSecond} | ${(r.report.wallMs / 1000).toFixed(2)} s | +${(r.readAfterMs / 1000).toFixed(2)} s | ${r.absorbedPerSecond} | ${l.p50} ms | ${l.p95} ms | ${l.p99} ms | ${l.max} ms | ${r.report.over500ms} | ${tally(r.report.statuses)} | ${tally(r.report.outcomes)} | ${r.orders} | ${r.synced} | ${holds(r) ? 'holds' : 'missed'} |`;
  }),
  '',
  'Latency by answer (p50 / p99 / max): a delivery recorded for the queue, or a duplicate of one:',
  '',
  '| run | queued | duplicate |',
  '|---|---|---|',
  ...runs.map((r, index) => {
    const of = (outcome: string) => {
      const l = r.report.byOutcome[outcome];
      return l ? `${l.p50} / ${l.p99} / ${l.max} ms` : '–';
    };
    return `| ${index + 1} | ${of('queued')} | ${of('duplicate')} |`;
  }),
  '',
  'Where the CPU went during each burst, until the last delivery was read (CPU seconds; the machine column is every process on it, in cores busy on average):',
  '',
  '| run | API | PostgreSQL | sender | ours per webhook | machine busy | other processes | load avg (1 min) |',
  '|---|---|---|---|---|---|---|---|',
  ...runs.map((r, index) => {
    const ours = r.apiCpu + r.dbCpu + r.report.cpuSeconds;
    return `| ${index + 1} | ${r.apiCpu.toFixed(1)} s | ${r.dbCpu.toFixed(1)} s | ${r.report.cpuSeconds.toFixed(1)} s | ${((ours / r.report.requests) * 1000).toFixed(1)} ms | ${r.machineCores.toFixed(2)} of ${cpus().length} cores | ${Math.max(0, r.machineBusy - ours).toFixed(1)} s | ${r.loadBefore.toFixed(1)} → ${r.loadAfter.toFixed(1)} |`;
  }),
  '',
  `Spread over ${runs.length} runs: ${spread(
    runs.map((r) => r.report.perSecond),
    'webhooks/s',
  )}; p99 ${spread(
    runs.map((r) => r.report.latencyMs.p99),
    'ms',
  )}; max ${spread(
    runs.map((r) => r.report.latencyMs.max),
    'ms',
  )}.`,
  `The budget ${runs.every(holds) ? 'holds in every run' : `is missed in ${runs.filter((r) => !holds(r)).length} of ${runs.length} runs`}.`,
  `Orders made counts the shop's orders but the one approved by hand to remember the SKU; every burst order has one order (most orders of one store order: ${Math.max(...runs.map((r) => r.ordersPerSync))}); polls during the bursts: ${runs.reduce((sum, r) => sum + r.pollEvents, 0)}.`,
  '',
  'How: `npm run bench -- shopify-webhooks` (BENCH_DATABASE_URL: the PostgreSQL server, default',
  'postgres://postgres@127.0.0.1:5432/postgres; BENCH_RUNS, BENCH_IN_FLIGHT; BENCH_CPU_PROF=<dir> writes',
  "the API's CPU profiles).",
  '',
];
writeResults(new URL('./results-shopify-webhooks.md', import.meta.url), lines.join('\n'));
console.log(lines.join('\n'));
