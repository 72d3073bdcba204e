// `npm run bench -- orders:list` (after `orders:generate`): the order list and the admin export on
// the 1,000,000-order database, with the API in a process of its own and wrk (apt-get install wrk)
// as the load generator in another, 20 connections. Writes bench/results-orders.md; the section
// "What the plans show" of that file is written by hand and kept from run to run.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { type OrderListFilter, orderListQuerySchema } from '@stitchworks/shared';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import {
  filterValuesOf,
  filterWhere,
  listPageQuery,
  listStatementsOf,
  type ReadScope,
} from '../apps/api/src/modules/orders/orders.public.ts';
import { memoryOf } from './process-stats.ts';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_orders';
const PORT = Number(process.env.BENCH_PORT ?? 3917);
const DURATION = process.env.BENCH_SECONDS ?? '20';
const base = `http://127.0.0.1:${PORT}`;
const root = new URL('..', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'sw-orders-bench-'));
const lines: string[] = [];
const log = (line = '') => {
  console.log(line);
  lines.push(line);
};

function need(tool: string) {
  try {
    execFileSync('which', [tool], { stdio: 'ignore' });
  } catch {
    console.error(
      `${tool} is missing: apt-get install -y ${tool === 'wrk' ? 'wrk' : 'postgresql-client'}`,
    );
    process.exit(1);
  }
}
need('wrk');
need('pgbench');

const sqlClient = new pg.Client({ connectionString: url });
await sqlClient.connect();
const one = async <T>(text: string, values: unknown[] = []) =>
  (await sqlClient.query(text, values)).rows[0] as T;

// The API, as it runs in production, in its own process.
function startApi(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: url,
      HOST: '127.0.0.1',
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      RATE_LIMIT_PER_MINUTE: '100000000',
      DATA_DIR: work,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
const api = startApi();
process.on('exit', () => api.kill('SIGTERM'));
for (let i = 0; ; i += 1) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {}
  if (i > 120) throw new Error('the API did not start');
  await sleep(500);
}

async function signIn(email: string) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  const body = (await res.json()) as { data: { privateToken: string } };
  return `Bearer ${body.data.privateToken}`;
}
const seller = await one<{ id: number; store: number; orders: string }>(`
  select u.id, min(s.id) as store, (select count(*) from orders where user_id = u.id) as orders
  from users u join stores s on s.user_id = u.id
  where u.email = 'bench-seller-1@shop.test' group by u.id`);
const who = {
  admin: { auth: await signIn('admin@example.com'), scope: { userId: null, factories: null } },
  seller: {
    auth: await signIn('bench-seller-1@shop.test'),
    scope: { userId: seller.id, factories: null },
  },
} satisfies Record<string, { auth: string; scope: ReadScope }>;

// 2026-01-01 in Bangkok is the end of the generated data; ranges are whole Bangkok days.
const END = Date.UTC(2025, 11, 31, 17) / 1000;
const days = (n: number) => `createdFrom=${END - n * 86_400}&createdTo=${END - 1}`;
type Scenario = { name: string; as: keyof typeof who; query: string; load: boolean };
const scenarios: Scenario[] = [
  {
    name: 'staff: 5 filters (status, production status, factory, shipping, 90 days) + sort by created',
    as: 'admin',
    query: `status=processing&productionStatus=0&factory=vn1&shippingMethod=standard&${days(90)}&sort=createdAt&direction=desc&limit=50`,
    load: true,
  },
  {
    name: 'seller (the biggest one): 5 filters (status, store, factory, shipping, 365 days) + sort by created',
    as: 'seller',
    query: `status=shipped&storeId=${seller.store}&factory=vn1&shippingMethod=standard&${days(365)}&sort=createdAt&direction=desc&limit=50`,
    load: true,
  },
  {
    name: 'seller (the biggest one): the same filters, sorted by total',
    as: 'seller',
    query: `status=shipped&storeId=${seller.store}&factory=vn1&shippingMethod=standard&${days(365)}&sort=total&direction=desc&limit=50`,
    load: false,
  },
  { name: 'staff: no filter (newest first)', as: 'admin', query: 'limit=50', load: true },
  {
    name: 'staff: keyword (customer name)',
    as: 'admin',
    query: 'keyword=penelope%20jones&limit=50',
    load: true,
  },
  {
    name: 'staff: keyword (order id)',
    as: 'admin',
    query: 'keyword=%23777777&limit=50',
    load: false,
  },
  {
    name: 'staff: sort by paid date, 30 days',
    as: 'admin',
    query: `sort=paidAt&${days(30)}&limit=50`,
    load: false,
  },
  {
    name: 'staff: status created, page 20',
    as: 'admin',
    query: 'status=created&page=20&limit=50',
    load: false,
  },
  { name: 'seller: default list', as: 'seller', query: 'limit=50', load: true },
];

/** The user and sign-in a bearer token names (its claims, read without checking: ours). */
function signInOf(auth: string) {
  const claims = decodeJwt(auth.slice('Bearer '.length));
  return { signInUser: Number(claims.sub), signInFamily: String(claims.sid) };
}

/** The page's filters and paging as the API reads them from the query string. */
function pageRequest(scenario: Scenario) {
  const query = orderListQuerySchema.parse(
    Object.fromEntries(new URLSearchParams(scenario.query)),
  ) as OrderListFilter;
  const { page, limit, sort, direction, ...filter } = query;
  const order = { sort: sort ?? 'createdAt', direction: direction ?? 'desc' } as const;
  const paging = {
    limit,
    offset: (page - 1) * limit,
    cap: 10_001,
    showSeller: scenario.as !== 'seller',
    // The caller's sign-in, read beside the page as the API reads it for a remembered token.
    ...signInOf(who[scenario.as].auth),
  };
  return { filter, order, paging, scope: who[scenario.as].scope };
}

/**
 * The statement the API runs for the page, with its values written in: the page as JSON and, when
 * the page does not tell it, the capped count (the statement decides, as it does in the API).
 */
async function pageSql(scenario: Scenario) {
  const database = openDatabase({ databaseUrl: url });
  const { filter, order, paging, scope } = pageRequest(scenario);
  const conditions = filterWhere(filter, scope);
  const { sql, params } = listPageQuery(database.db, conditions, order, paging).toSQL();
  await database.close();
  return sql.replace(/\$(\d+)/g, (_: string, n: string) => {
    const value = params[Number(n) - 1];
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    if (value instanceof Date) return `'${value.toISOString()}'::timestamptz`;
    return `'${String(value).replace(/'/g, "''")}'`;
  });
}

/**
 * The statement exactly as the API sends it (listStatementsOf): its text with pgbench's `:name`
 * where the API has `$n`, and the values the API binds, which pgbench sends as the same text
 * parameters of the same prepared statement.
 */
async function pageSqlBound(scenario: Scenario) {
  const database = openDatabase({ databaseUrl: url });
  const { filter, order, paging, scope } = pageRequest(scenario);
  const values = filterValuesOf(filter, scope);
  const { page } = listStatementsOf(database.db, filter, scope, order, values, {
    ...paging,
    firstPage: paging.offset === 0,
  });
  await database.close();
  const bound: Record<string, unknown> = { ...values, ...paging };
  const variables = Object.fromEntries(
    [...new Set(page.params)].map((name) => {
      const value = bound[name];
      if (value === undefined || value === null) throw new Error(`${name} has no value`);
      return [name, value instanceof Date ? value.toISOString() : String(value)];
    }),
  );
  const text = page.text.replace(
    /\$(\d+)/g,
    (_: string, n: string) => `:${page.params[Number(n) - 1]}`,
  );
  return { text, variables };
}

type Figures = {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  errors: number;
};
const wrkScript = join(work, 'report.lua');
writeFileSync(
  wrkScript,
  `done = function(summary, latency, requests)
  local errors = summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout
  io.write(string.format('{"requests":%d,"seconds":%f,"p50":%f,"p95":%f,"p99":%f,"errors":%d}\\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50) / 1000,
    latency:percentile(95) / 1000, latency:percentile(99) / 1000, errors))
end
`,
);
function runWrk(path: string, auth: string, seconds: string): Figures {
  const out = execFileSync(
    'wrk',
    [
      '-t2',
      '-c20',
      `-d${seconds}s`,
      '-s',
      wrkScript,
      '-H',
      `Authorization: ${auth}`,
      `${base}${path}`,
    ],
    { encoding: 'utf8' },
  );
  const json = JSON.parse(out.trim().split('\n').at(-1)!);
  return { ...json, rps: Math.round(json.requests / json.seconds) };
}

/**
 * pgbench with the page's statement, 20 clients like the load (and 1, for the bare latency).
 * pgbench reads `:name` as one of its variables, so the colons of the time format are written as
 * chr(58), which PostgreSQL folds back into the same constant when it plans the statement. With
 * `variables` (pageSqlBound), each `:name` is a parameter of the prepared statement, given by -D.
 */
function runPgbench(
  statement: string,
  clients: number,
  seconds: string,
  variables: Record<string, string> = {},
) {
  const dir = mkdtempSync(join(work, 'pgbench-'));
  const script = join(dir, 'page.sql');
  const text = statement
    .replace(/\s+/g, ' ')
    .replaceAll('HH24:MI:SS', "HH24' || chr(58) || 'MI' || chr(58) || 'SS");
  writeFileSync(script, `${text};\n`);
  const { hostname, port, pathname, username } = new URL(url);
  execFileSync(
    'pgbench',
    [
      '-n',
      '-M',
      'prepared',
      '-h',
      hostname,
      '-p',
      port || '5432',
      '-U',
      username || 'postgres',
      '-c',
      String(clients),
      '-j',
      String(Math.min(clients, 2)),
      '-T',
      seconds,
      '-f',
      script,
      '-l',
      `--log-prefix=${join(dir, 'log')}`,
      ...Object.entries(variables).flatMap(([name, value]) => ['-D', `${name}=${value}`]),
      pathname.slice(1),
    ],
    { stdio: 'ignore' },
  );
  const latencies = readdirSync(dir)
    .filter((file) => file.startsWith('log'))
    .flatMap((file) => readFileSync(join(dir, file), 'utf8').trim().split('\n'))
    .map((row) => Number(row.split(' ')[2]) / 1000)
    .sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.floor(q * (latencies.length - 1))]!;
  return { tps: Math.round(latencies.length / Number(seconds)), p50: at(0.5), p95: at(0.95) };
}

/** Statements per request, from the database's own transaction counter (each is autocommitted). */
async function statementsPerRequest(path: string, auth: string) {
  const counter = `select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()`;
  await sleep(11_000); // an idle backend reports its counters within 10 s
  const before = Number((await one<{ n: string }>(counter)).n);
  const requests = 200;
  for (let i = 0; i < requests; i += 1)
    await (await fetch(`${base}${path}`, { headers: { authorization: auth } })).arrayBuffer();
  await sleep(11_000);
  const after = Number((await one<{ n: string }>(counter)).n);
  return (after - before - 1) / requests;
}

const f1 = (n: number) => n.toFixed(1);
log('# Order book at a million orders (PostgreSQL)');
log();
const data = await one<{ orders: string; items: string; sellers: string; size: string }>(`
  select (select count(*) from orders) as orders, (select count(*) from order_items) as items,
    (select count(*) from users where role = 'seller') as sellers,
    pg_size_pretty(pg_database_size(current_database())) as size`);
log(
  `Data: ${Number(data.orders).toLocaleString('en-US')} orders, ${Number(data.items).toLocaleString('en-US')} items, ${data.sellers} sellers, database ${data.size} (\`npm run bench -- orders:generate\`). The biggest seller (signed in below) has ${Number(seller.orders).toLocaleString('en-US')} orders.`,
);
log(
  `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, PostgreSQL ${(await one<{ server_version: string }>('show server_version')).server_version}; load average at start ${loadavg().map(f1).join(' / ')} (the machine is shared: other work ran at the same time).`,
);
log(
  `Method: the API (\`node --import tsx apps/api/src/server.ts\`, NODE_ENV=production, LOG_LEVEL=warn) and wrk (\`wrk -t2 -c20 -d${DURATION}s\`) each in a process of their own, 20 connections, after a 5 s warm-up; the same page's SQL alone with pgbench: the API's exact statement, prepared, with the API's values bound as its parameters (pgbench -D), 20 clients and 1 client; and, for comparison, the same statement with the values written into its text, 20 clients. Statements per request from pg_stat_database's transaction counter over 200 requests (the sign-in is read inside the page's statement, for a token seen before; the SQL alone reads it too).`,
);
log();
log('## Order list, 50 rows a page');
log();
log(
  '| page | as | matches (count, capped) | req/s | p50 ms | p95 ms | p99 ms | SQL alone, 20 clients: p50 / p95 ms, tps | SQL alone, 1 client: p50 ms | API p50 ÷ SQL p50 | values written in, 20 clients: p50 ms, tps (API p50 ÷ it) | statements / request | failed requests |',
);
log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const scenario of scenarios) {
  const path = `/api/orders?${scenario.query}`;
  const { auth } = who[scenario.as];
  const res = await fetch(`${base}${path}`, { headers: { authorization: auth } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { data: { rows: unknown[]; count: number; capped: boolean } };
  const matches = `${body.data.count.toLocaleString('en-US')}${body.data.capped ? '+' : ''}`;
  const written = await pageSql(scenario);
  const bound = await pageSqlBound(scenario);
  const perRequest = await statementsPerRequest(path, auth);
  const bare = runPgbench(bound.text, 1, '5', bound.variables);
  if (!scenario.load) {
    log(
      `| ${scenario.name} | ${scenario.as} | ${matches} | | | | | | ${f1(bare.p50)} | | | ${f1(perRequest)} | |`,
    );
    continue;
  }
  runWrk(path, auth, '5');
  const r = runWrk(path, auth, DURATION);
  const alone = runPgbench(bound.text, 20, '10', bound.variables);
  const inline = runPgbench(written, 20, '10');
  log(
    `| ${scenario.name} | ${scenario.as} | ${matches} | ${r.rps} | ${f1(r.p50)} | ${f1(r.p95)} | ${f1(r.p99)} | ${f1(alone.p50)} / ${f1(alone.p95)}, ${alone.tps} | ${f1(bare.p50)} | ${(r.p50 / alone.p50).toFixed(2)} | ${f1(inline.p50)}, ${inline.tps} (${(r.p50 / inline.p50).toFixed(2)}) | ${f1(perRequest)} | ${r.errors} of ${r.requests} |`,
  );
}
log();

// The admin export: rows per second and the API's memory while it streams.
const rssOf = (pid: number) => {
  const { rss, peak } = memoryOf(pid);
  return { rss: rss / 1024, peak: peak / 1024 };
};
log('## Admin export (streamed CSV)');
log();
log(
  '| range | CSV rows | MB | seconds | rows/s | API RSS before → after MB | highest RSS during MB |',
);
log('|---|---|---|---|---|---|---|');
for (const range of [30, 365]) {
  const path = `/api/orders/admin_exports?${days(range)}`;
  const before = rssOf(api.pid!);
  let highest = before.rss;
  const sampler = setInterval(() => {
    highest = Math.max(highest, rssOf(api.pid!).rss);
  }, 100);
  const started = performance.now();
  const res = await fetch(`${base}${path}`, { headers: { authorization: who.admin.auth } });
  let bytes = 0;
  let rows = -1; // the header line
  // Lines counted with indexOf (memchr), not byte by byte in JavaScript: this client shares the
  // two cores with the API, and a loop over 350 MB would take a core from it for a second.
  for await (const chunk of res.body!) {
    const buffer = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    bytes += buffer.length;
    for (let at = buffer.indexOf(10); at !== -1; at = buffer.indexOf(10, at + 1)) rows += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = rssOf(api.pid!);
  log(
    `| last ${range} days | ${rows.toLocaleString('en-US')} | ${f1(bytes / 1e6)} | ${f1(seconds)} | ${Math.round(rows / seconds).toLocaleString('en-US')} | ${f1(before.rss)} → ${f1(after.rss)} | ${f1(highest)} |`,
  );
}
log();

// The plans of the list's main variants, as PostgreSQL runs them on this data.
log('## Plans (EXPLAIN (ANALYZE, BUFFERS), main statement of each page)');
log();
for (const scenario of scenarios) {
  const plan = await sqlClient.query(
    `explain (analyze, buffers, costs off) ${await pageSql(scenario)}`,
  );
  log(`### ${scenario.name}`);
  log();
  log('```');
  for (const row of plan.rows) log(row['QUERY PLAN']);
  log('```');
  log();
}

api.kill('SIGTERM');
await sqlClient.end();
const file = new URL('./results-orders.md', import.meta.url);
let findings = '';
try {
  const previous = readFileSync(file, 'utf8');
  const at = previous.indexOf('## What the plans show');
  const end = previous.indexOf('## Plans', at);
  if (at >= 0) findings = previous.slice(at, end >= 0 ? end : undefined);
} catch {}
const measured = lines.join('\n');
const [head, plans] = [
  measured.slice(0, measured.indexOf('## Plans')),
  measured.slice(measured.indexOf('## Plans')),
];
writeFileSync(file, `${head}${findings ? `${findings.trimEnd()}\n\n` : ''}${plans}\n`);
rmSync(work, { recursive: true, force: true });
process.exit(0);
