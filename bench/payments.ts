// `npm run bench -- payments`: order payments from the credit per second on PostgreSQL. The API
// runs as in production in a process of its own (NODE_ENV=production, demo data) and wrk, in
// another process, posts POST /api/transactions {type: 'payment', paymentMethod: 'credit'} for
// orders made ready beforehand: each request pays orders no other request pays, as 20 sellers
// (their tabs spread over the connections), or as one seller (every payment waits for the one
// credit row). Writes bench/results-payments.md and checks the books after each run.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const url = new URL(
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_payments',
);
const PORT = Number(process.env.BENCH_PORT ?? 3919);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SELLERS = 20;
const ORDERS_PER_SELLER = 4_000;
const base = `http://127.0.0.1:${PORT}`;
const root = new URL('..', import.meta.url).pathname;

try {
  execFileSync('which', ['wrk'], { stdio: 'ignore' });
} catch {
  console.error('wrk is missing: apt-get install -y wrk');
  process.exit(1);
}

// A fresh database each time: the API migrates it and seeds the demo data.
const name = url.pathname.slice(1).replaceAll('"', '');
const admin = new pg.Client({ connectionString: new URL('/postgres', url).toString() });
await admin.connect();
await admin.query(`drop database if exists "${name}" with (force)`);
await admin.query(`create database "${name}"`);
await admin.end();

const work = mkdtempSync(join(tmpdir(), 'sw-payments-bench-'));
const api: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: url.toString(),
    SEED_DEMO: 'true',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    RATE_LIMIT_PER_MINUTE: '100000000',
    SIGN_IN_RATE_LIMIT_PER_MINUTE: '100000',
    DATA_DIR: work,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopApi = () => api.kill('SIGTERM');
process.on('exit', stopApi);
for (let attempt = 0; ; attempt += 1) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {}
  if (attempt > 240) throw new Error('the API did not start');
  await sleep(500);
}

const db = new pg.Client({ connectionString: url.toString() });
await db.connect();

// Sellers made by cloning the demo seller (same password), each with a big credit and a
// contiguous range of created, verified orders cloned from a real order the API placed.
const signIn = async (email: string) => {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  return ((await res.json()) as { data: { privateToken: string } }).data.privateToken;
};
const demoToken = await signIn('seller@example.com');
const placed = await fetch(`${base}/api/orders`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${demoToken}` },
  body: JSON.stringify({
    address: {
      firstName: 'Ada',
      lastName: 'Bench',
      address1: '350 5th Ave',
      city: 'New York',
      state: 'NY',
      zip: '10118',
      country: 'US',
    },
    sellerOrderId: `BENCH-TEMPLATE-${Date.now()}`,
    items: [
      {
        catalogId: 7,
        color: 'Black',
        size: 'm',
        quantity: 1,
        designImages: [{ imageUrl: 'https://example.com/b.png', location: 'front' }],
      },
    ],
  }),
});
const template = ((await placed.json()) as { data: { id: number } }).data.id;

type Seller = { token: string; first: number };
async function makeSellers(count: number, tag: string): Promise<Seller[]> {
  const sellers: Seller[] = [];
  for (let index = 0; index < count; index += 1) {
    const email = `bench-${tag}-${index}@example.com`;
    const { rows } = await db.query<{ id: number }>(
      `insert into users (name, email, password_hash, role, status, password_changed, credit_cents)
       select 'Bench ' || $1::text, $2, password_hash, 'seller', 'active', true, 1000000000
       from users where email = 'seller@example.com' returning id`,
      [index, email],
    );
    const userId = rows[0]?.id as number;
    await db.query(
      `insert into credit_ledger (user_id, delta_cents, balance_after_cents) values ($1, 1000000000, 1000000000)`,
      [userId],
    );
    const inserted = await db.query<{ first: number }>(
      `with made as (
         insert into orders (user_id, seller_order_id, status, shipping_method, factory, address,
           address_verified, customer_name, search_text, item_count, items_cents, shipping_cents,
           tax_cents, discount_cents, total_cents)
         select $1::int, 'B-' || $1::text || '-' || g, 'created', o.shipping_method, o.factory, o.address,
           true, o.customer_name, o.search_text, o.item_count, o.items_cents, o.shipping_cents,
           o.tax_cents, o.discount_cents, o.total_cents
         from orders o, generate_series(1, $2::int) g where o.id = $3 order by g
         returning id)
       select min(id)::int as first from made`,
      [userId, ORDERS_PER_SELLER, template],
    );
    sellers.push({ token: await signIn(email), first: inserted.rows[0]?.first as number });
  }
  return sellers;
}

/** A wrk script: request n goes to seller n % count and pays their next `perPayment` orders. */
function script(sellers: Seller[], perPayment: number): string {
  const path = join(work, `pay-${sellers.length}-${perPayment}.lua`);
  const list = sellers.map((s) => `{token="${s.token}", next=${s.first}}`).join(',\n');
  writeFileSync(
    path,
    `local sellers = {${list}}
local n = 0
request = function()
  n = n + 1
  local s = sellers[(n % #sellers) + 1]
  local ids = {}
  for i = 1, ${perPayment} do ids[i] = s.next; s.next = s.next + 1 end
  local body = '{"type":"payment","paymentMethod":"credit","orderIds":[' .. table.concat(ids, ",") .. ']}'
  return wrk.format("POST", "/api/transactions", {["Content-Type"]="application/json", ["Authorization"]="Bearer " .. s.token}, body)
end
`,
  );
  return path;
}

type Run = { label: string; rps: number; p50: string; p99: string; non2xx: number; orders: number };

function load(label: string, path: string, perPayment: number): Run {
  const out = execFileSync(
    'wrk',
    [
      '-t1',
      `-c${CONNECTIONS}`,
      `-d${SECONDS}s`,
      '--latency',
      '-s',
      path,
      `${base}/api/transactions`,
    ],
    { encoding: 'utf8' },
  );
  const rps = Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0);
  const percentile = (p: string) => out.match(new RegExp(`\\s${p}%\\s+([\\d.]+\\w+)`))?.[1] ?? '?';
  const non2xx = Number(out.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0);
  return {
    label,
    rps: Math.round(rps),
    p50: percentile('50'),
    p99: percentile('99'),
    non2xx,
    orders: Math.round(rps * perPayment),
  };
}

/** The books after a run: every balance equals its ledger, no order paid twice. */
async function checkBooks() {
  const { rows } = await db.query<{ mismatched: number; twice: number; negative: number }>(
    `select
       (select count(*) from users u where u.credit_cents <> coalesce((select sum(delta_cents) from credit_ledger l where l.user_id = u.id), 0) and u.email like 'bench-%')::int as mismatched,
       (select count(*) from (
          select id from (select unnest(order_ids) id from transactions where type = 'payment' and status = 'completed') x
          group by id having count(*) > 1) twice)::int as twice,
       (select count(*) from users where credit_cents < 0)::int as negative`,
  );
  return rows[0];
}

const runs: Run[] = [];
const many = await makeSellers(SELLERS, 'many');
load('warm-up', script(many.slice(0, 5), 1), 1);
runs.push(load(`${SELLERS} sellers, 1 order a payment`, script(many.slice(5), 1), 1));
const five = await makeSellers(SELLERS, 'five');
runs.push(load(`${SELLERS} sellers, 5 orders a payment`, script(five, 5), 5));
const one = await makeSellers(1, 'one');
runs.push(load('1 seller (one credit row), 1 order a payment', script(one, 1), 1));
const books = await checkBooks();
for (const run of runs) {
  console.log(
    `${run.label}: ${run.rps} payments/s (${run.orders} orders/s), p50 ${run.p50}, p99 ${run.p99}, non-2xx ${run.non2xx}`,
  );
}
console.log('books:', books);
await db.end();
stopApi();
rmSync(work, { recursive: true, force: true });

const lines = [
  '# Order payments from the credit',
  '',
  `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${loadavg()[0]?.toFixed(2)} at the end.`,
  `API in its own process (NODE_ENV=production, PostgreSQL, demo data, job runner on); wrk -t1 -c${CONNECTIONS} -d${SECONDS}s in another, posting`,
  "`POST /api/transactions {type: 'payment', paymentMethod: 'credit', orderIds}` for orders no other request pays.",
  'Each payment: lock the orders, one payment transaction, the credit and its ledger entry, the orders paid,',
  'a revision and the staff notifications per order, the audit entry — one database transaction.',
  '',
  '| run | payments/s | orders/s | p50 | p99 | non-2xx |',
  '|---|---|---|---|---|---|',
  ...runs.map((r) => `| ${r.label} | ${r.rps} | ${r.orders} | ${r.p50} | ${r.p99} | ${r.non2xx} |`),
  '',
  `After the runs: ${books?.mismatched} bench sellers whose balance differs from their ledger, ${books?.twice} orders paid twice, ${books?.negative} negative balances.`,
  '',
];
// The section read by hand ("Reading the numbers") is kept across runs.
const resultsFile = new URL('./results-payments.md', import.meta.url);
const KEPT_SECTION = '## Reading the numbers';
const kept = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '';
const keptSection = kept.includes(KEPT_SECTION) ? kept.slice(kept.indexOf(KEPT_SECTION)) : '';
writeFileSync(resultsFile, `${[...lines, keptSection.trimEnd()].join('\n').trimEnd()}\n`);
process.exit(0);
