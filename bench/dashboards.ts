// `npm run bench -- dashboards` (after `orders:generate`): every dashboard call on the
// 1,000,000-order database, the API in a process of its own, timed one request at a time
// (20 runs after 3 warm-ups; median and p95). The bulk load bypasses triggers, so
// order_daily_stats is rebuilt first, as after any restore, and order_monthly_stats once the API
// has migrated (as its 5-minute job does). Writes bench/results-dashboards.md.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_orders';
const PORT = Number(process.env.BENCH_PORT ?? 3918);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const BUDGET_MS = 300;
const base = `http://127.0.0.1:${PORT}`;
const root = new URL('..', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'sw-dashboards-bench-'));
const lines: string[] = [];
const log = (line = '') => {
  console.log(line);
  lines.push(line);
};

const sql = new pg.Client({ connectionString: url });
await sql.connect();
let started = performance.now();
await sql.query('select rebuild_order_daily_stats()');
await sql.query('analyze order_daily_stats');
const rebuildMs = performance.now() - started;
const {
  rows: [size],
} = await sql.query(`select (select count(*) from orders) as orders,
  (select count(*) from order_daily_stats) as stats,
  (select count(*) from orders o where o.user_id = (select id from users where email = 'bench-seller-1@shop.test')) as seller_orders`);

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
  if (i > 360) throw new Error('the API did not start');
  await sleep(500);
}

// The same statements as the order-monthly-stats job (rebuildOrderMonthlyStats).
started = performance.now();
await sql.query('begin');
await sql.query('lock table order_monthly_stats in exclusive mode');
await sql.query('delete from order_monthly_stats');
await sql.query(`insert into order_monthly_stats (month, user_id, factory, status, orders, total_cents)
  select date_trunc('month', day)::date, user_id, factory, status, sum(orders), sum(total_cents)
  from order_daily_stats group by 1, 2, 3, 4 having sum(orders) <> 0`);
await sql.query('commit');
await sql.query('analyze order_monthly_stats');
const monthlyMs = performance.now() - started;
const {
  rows: [monthly],
} = await sql.query('select count(*) as n from order_monthly_stats');

async function signIn(email: string) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  const body = (await res.json()) as { data: { privateToken: string } };
  return `Bearer ${body.data.privateToken}`;
}
const auth = {
  admin: await signIn('admin@example.com'),
  manager: await signIn('manager@example.com'),
  supporter: await signIn('supporter@example.com'),
  designer: await signIn('designer@example.com'),
  seller: await signIn('bench-seller-1@shop.test'),
};

// The generated orders end on 2026-01-01 in Bangkok: windows are counted back from there.
const END = Date.UTC(2025, 11, 31, 17) / 1000;
const last = (days: number) => `from=${END - days * 86_400}&to=${END - 1}`;
const scenarios: { name: string; as: keyof typeof auth; path: string }[] = [
  { name: 'seller, last 30 days', as: 'seller', path: `/api/dashboard/seller?${last(30)}` },
  { name: 'seller, last 365 days', as: 'seller', path: `/api/dashboard/seller?${last(365)}` },
  { name: 'seller, all time', as: 'seller', path: '/api/dashboard/seller?range=all' },
  { name: 'admin report (live)', as: 'admin', path: '/api/dashboard/admin/report' },
  {
    name: 'admin report2, last 30 days',
    as: 'admin',
    path: `/api/dashboard/admin/report2?${last(30)}`,
  },
  {
    name: 'admin report2, last 365 days',
    as: 'admin',
    path: `/api/dashboard/admin/report2?${last(365)}`,
  },
  { name: 'admin report2, all time', as: 'admin', path: '/api/dashboard/admin/report2?range=all' },
  {
    name: 'manager report, last 30 days',
    as: 'manager',
    path: `/api/dashboard/manager/report?${last(30)}`,
  },
  {
    name: 'manager report, all time',
    as: 'manager',
    path: '/api/dashboard/manager/report?range=all',
  },
  { name: 'designer', as: 'designer', path: '/api/dashboard/designer' },
  { name: 'supporter', as: 'supporter', path: '/api/dashboard/supporter' },
  { name: 'announcements', as: 'seller', path: '/api/announcements?kind=news' },
];

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

log('# Dashboards at 1 M orders');
log();
log(
  `Data: ${Number(size.orders).toLocaleString('en-US')} orders (\`npm run bench -- orders:generate\`), ` +
    `${Number(size.stats).toLocaleString('en-US')} rows in order_daily_stats (rebuilt in ${(rebuildMs / 1000).toFixed(1)} s), ` +
    `${Number(monthly.n).toLocaleString('en-US')} in order_monthly_stats (rebuilt in ${(monthlyMs / 1000).toFixed(1)} s), ` +
    `the signed-in seller has ${Number(size.seller_orders).toLocaleString('en-US')} orders. ` +
    `PostgreSQL, ${cpus().length} CPUs, API in its own process; ${RUNS} sequential requests after 3 warm-ups.`,
);
log();
log(`Budget: ${BUDGET_MS} ms per dashboard.`);
log();
log('| call | median ms | p95 ms | max ms | within budget |');
log('|---|---:|---:|---:|---|');
let failed = false;
for (const scenario of scenarios) {
  const headers = { authorization: auth[scenario.as] };
  const times: number[] = [];
  for (let i = 0; i < RUNS + 3; i += 1) {
    started = performance.now();
    const res = await fetch(`${base}${scenario.path}`, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${scenario.path}: HTTP ${res.status}`);
    if (i >= 3) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p95 = quantile(times, 0.95);
  const ok = p95 <= BUDGET_MS;
  failed ||= !ok;
  log(
    `| ${scenario.name} | ${quantile(times, 0.5).toFixed(1)} | ${p95.toFixed(1)} | ${times.at(-1)!.toFixed(1)} | ${ok ? 'yes' : 'NO'} |`,
  );
}
log();
await sql.end();
api.kill('SIGTERM');
writeFileSync(new URL('./results-dashboards.md', import.meta.url), `${lines.join('\n')}\n`);
if (failed) process.exitCode = 1;
