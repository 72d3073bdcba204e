// `npm run bench`: repeatable measurements, printed and written to bench/results.md
// (bench/results-postgres.md with TEST_DATABASE_URL=postgres://…, on a fresh database of its own).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { seedDemoIfEmpty } from '../apps/api/src/db/seed/demo.ts';
import { openTestDatabase } from '../apps/api/test/db.ts';
import { FIRST_PAGE_JS_BUDGET, measureBundle } from './bundle-size.ts';
import { measureLatency } from './http-latency.ts';
import { benchUsage } from './usage.ts';
import { ensureWebBuilt } from './web-build.ts';

// `npm run bench -- orders:generate`, then `npm run bench -- orders:list`: the order book at a
// million orders on PostgreSQL (bench/results-orders.md; needs wrk and pgbench).
const task = process.argv[2];
if (task === '--help' || task === '-h' || task === 'help') {
  console.log(benchUsage);
  process.exit(0);
}
if (task === 'first-page') {
  await import('./first-page.ts');
  process.exit(0);
}
if (task === 'list-screen') {
  await import('./list-screen.ts');
  process.exit(0);
}
if (task === 'signed-in') {
  await import('./signed-in-reads.ts');
  process.exit(0);
}
if (task === 'tracking-import') {
  await import('./tracking-import.ts');
  process.exit(0);
}
if (task === 'shopify-webhooks') {
  await import('./shopify-webhooks.ts');
  process.exit(0);
}
if (task === 'sockets') {
  await import('./sockets.ts');
  process.exit(0);
}
if (task === 'ci') {
  await import('./ci.ts');
  process.exit(0);
}
if (task === 'start-up') {
  await import('./start-up.ts');
  process.exit(0);
}
if (task === 'payments') {
  await import('./payments.ts');
  process.exit(0);
}
if (task === 'dashboards') {
  await import('./dashboards.ts');
  process.exit(0);
}
if (task === 'machine-plan') {
  await import('./machine-plan.ts');
  process.exit(0);
}
if (task === 'labels') {
  await import('./labels-pdf.ts');
  process.exit(0);
}
if (task === 'orders:generate' || task === 'orders:list') {
  await import(task === 'orders:generate' ? './orders-generate.ts' : './orders-list.ts');
  process.exit(0);
}
if (task !== undefined) {
  console.error(`Unknown benchmark: ${task}\n`);
  console.error(benchUsage);
  process.exit(1);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const lines: string[] = [];
const log = (line = '') => {
  console.log(line);
  lines.push(line);
};

log(`# Benchmark results`);
log();
log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}.`);
log();

const dist = new URL('../apps/web/dist', import.meta.url).pathname;
ensureWebBuilt(dist);
const bundle = measureBundle(dist);
log('## Web bundle (gzip)');
log();
log(
  `- first page JavaScript: ${kb(bundle.firstLoadJsGzip)} in ${bundle.firstLoadJsFiles} files ` +
    `(goal ≤ ${kb(FIRST_PAGE_JS_BUDGET)}); CSS: ${kb(bundle.firstLoadCssGzip)}`,
);
log(`- all JavaScript (every lazy screen): ${kb(bundle.totalJsGzip)}`);
log();
log('| chunk | raw | gzip | first page |');
log('|---|---|---|---|');
for (const chunk of bundle.chunks.slice(0, 15)) {
  log(
    `| ${chunk.file} | ${kb(chunk.bytes)} | ${kb(chunk.gzip)} | ${chunk.firstLoad ? 'yes' : ''} |`,
  );
}
log();

const dataDir = mkdtempSync(join(tmpdir(), 'sw-bench-'));
const config = {
  ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0' }),
  rateLimitPerMinute: 1_000_000,
};
// A fresh database: in-memory PGlite, or a new database on TEST_DATABASE_URL's server.
const { database, release } = await openTestDatabase();
await seedDemoIfEmpty(database.db);
const app = await buildApp({ config, database, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'seller@example.com', password: 'demo1234' }),
});
const { data: tokens } = (await login.json()) as { data: { privateToken: string } };
const signedIn = { authorization: `Bearer ${tokens.privateToken}` };

log(`## API latency (${database.kind}, loopback, 20 concurrent, demo data)`);
log();
log('| call | requests | req/s | p50 ms | p95 ms | p99 ms |');
log('|---|---|---|---|---|---|');
const calls: [string, Record<string, string>][] = [
  ['/api/health', {}],
  ['/api/users/self', signedIn],
  ['/api/notifications?page=1&limit=10', signedIn],
  ['/api/bootstrap', signedIn],
];
for (const [path, headers] of calls) {
  await measureLatency(`${base}${path}`, { requests: 200, headers }); // warm-up
  const r = await measureLatency(`${base}${path}`, { headers });
  log(`| GET ${path} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} |`);
}
log();
log('Signed-in calls include the per-request check of the user and their sign-in. The load');
log('generator shares the API process and the 2 cores with the database: a floor, not a ceiling.');
log();

// The transaction list at scale: 100,000 entries of 200 sellers, read as an admin and a seller.
const SELLERS = 200;
const ENTRIES = 100_000;
await database.db.execute(sql`
  insert into users (name, email, role, status)
  select 'Bench Seller ' || n, 'bench-seller-' || n || '@shop.test', 'seller', 'active'
  from generate_series(1, ${SELLERS}) as n`);
await database.db.execute(sql`
  with sellers as (
    select id, row_number() over (order by id) - 1 as k from users where email like 'bench-seller-%'
  )
  insert into transactions (user_id, type, amount_cents, payment_method, status, note, created_at)
  select s.id, case when n % 5 = 0 then 'withdraw' else 'deposit' end, 100 + n % 9000, 'manual',
    'completed', 'Bench entry ' || n, now() - (n || ' minutes')::interval
  from generate_series(1, ${ENTRIES}) as n join sellers s on s.k = n % ${SELLERS}`);
await database.db.execute(sql`
  insert into credit_ledger (user_id, delta_cents, balance_after_cents, transaction_id, created_at)
  select user_id, case when type = 'deposit' then amount_cents else -amount_cents end,
    amount_cents, id, created_at
  from transactions where note like 'Bench entry %'`);
await database.db.execute(sql`analyze`);
const adminLogin = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@example.com', password: 'demo1234' }),
});
const { data: adminTokens } = (await adminLogin.json()) as { data: { privateToken: string } };
const asAdmin = { authorization: `Bearer ${adminTokens.privateToken}` };

log(
  `## Transaction list at scale (${ENTRIES.toLocaleString('en-US')} entries, ${SELLERS} sellers)`,
);
log();
log('| call | as | requests | req/s | p50 ms | p95 ms | p99 ms |');
log('|---|---|---|---|---|---|---|');
const listCalls: [string, string, Record<string, string>][] = [
  ['/api/transactions?page=1', 'admin', asAdmin],
  ['/api/transactions?page=2000', 'admin', asAdmin],
  ['/api/transactions?page=1&type=withdraw', 'admin', asAdmin],
  ['/api/transactions?page=1&keyword=bench-seller-42%40', 'admin', asAdmin],
  ['/api/transactions?page=1', 'seller', signedIn],
];
for (const [path, who, headers] of listCalls) {
  await measureLatency(`${base}${path}`, { requests: 50, headers }); // warm-up
  const r = await measureLatency(`${base}${path}`, { requests: 500, headers });
  log(`| GET ${path} | ${who} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} |`);
}
log();
log('Each list call pages and counts (20 rows and the total). Latencies are with 20 requests in');
log('flight on 2 cores; 1000 / req/s is the work one request costs in ms. Page 2000 reads past');
log('40,000 rows (OFFSET); a keyword search uses the notes trigram index and the sellers table.');
log();

await app.close();
await release();
rmSync(dataDir, { recursive: true, force: true });
const suffix = database.kind === 'postgres' ? '-postgres' : '';
writeFileSync(new URL(`./results${suffix}.md`, import.meta.url), `${lines.join('\n')}\n`);
