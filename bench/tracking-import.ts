// `TEST_DATABASE_URL=postgres://… npm run bench -- tracking-import`: the tracking import at
// 50,000 rows. Starts the API as a process of its own on a fresh PostgreSQL database (demo data
// seeded), makes paid orders at Pre-shipment by cloning a demo order in SQL, builds a CSV (a
// quarter of the orders with two packages) here, in the client's process, posts it to
// POST /api/orders/upload-file-tracking-order as the demo packer and times it. Writes
// bench/results-tracking-import.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { startApi } from './start-api.ts';

const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('Set TEST_DATABASE_URL to a PostgreSQL server (postgres://…)');
const ROWS = Number(process.env.IMPORT_ROWS ?? 50_000);
const RUNS = Number(process.env.IMPORT_RUNS ?? 3);
/** Every fourth order gets two packages: 50,000 rows ≈ 40,000 orders. */
const ordersFor = (rows: number) => Math.ceil((rows * 4) / 5);

const lines: string[] = [];
const log = (line = '') => {
  console.log(line);
  lines.push(line);
};

/** CPU seconds (user + system) a process has used; Linux counts them in 1/100 s. */
function cpuSecondsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
const peakRssMb = (pid: number) =>
  Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const { admin, dbName, dbUrl, base, pid, stop } = await startApi({
  adminUrl,
  name: 'tracking',
});
const db = new pg.Client({ connectionString: dbUrl });

async function cleanUp() {
  await db.end().catch(() => {});
  await stop();
}

try {
  await db.connect();
  const signIn = async (email: string) => {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'demo1234' }),
    });
    return ((await res.json()) as { data: { privateToken: string } }).data.privateToken;
  };
  const packer = { authorization: `Bearer ${await signIn('packer@example.com')}` };

  /** `count` paid orders at Pre-shipment in vn1, cloned from a demo order; their ids. */
  async function makeOrders(count: number, tag: string): Promise<number[]> {
    const { rows } = await db.query<{ id: number }>(
      `insert into orders (user_id, seller_order_id, status, production_status, shipping_method,
         factory, address, address_verified, customer_name, search_text, item_count, items_cents,
         shipping_cents, tax_cents, discount_cents, total_cents, paid_at)
       select o.user_id, $2 || '-' || g, 'processing', 2, o.shipping_method, 'vn1', o.address,
         true, o.customer_name, lower($2 || '-' || g), o.item_count, o.items_cents,
         o.shipping_cents, o.tax_cents, o.discount_cents, o.total_cents, now()
       from generate_series(1, $1::int) g,
         (select * from orders order by id limit 1) o
       returning id`,
      [count, tag],
    );
    await db.query('analyze orders');
    return rows.map((row) => row.id).sort((a, b) => a - b);
  }

  /** One row per order, a second package for every fourth order, up to `rows` rows. */
  function buildCsv(ids: number[], rows: number, tag: string) {
    const out = ['Order ID,Tracking Number,Carrier,Service Code,Shipped At'];
    for (const [index, id] of ids.entries()) {
      if (out.length > rows) break;
      out.push(`${id},${tag}${id}A,usps,Priority,2026-11-24T08:00:00Z`);
      if (index % 4 === 0 && out.length <= rows) out.push(`${id},${tag}${id}B,usps,,`);
    }
    return `${out.join('\r\n')}\r\n`;
  }

  async function importCsv(csv: string) {
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'tracking.csv');
    const started = performance.now();
    const res = await fetch(`${base}/api/orders/upload-file-tracking-order`, {
      method: 'POST',
      headers: packer,
      body: form,
    });
    const body = (await res.json()) as {
      data?: { imported: number; failed: number; rows: { error: string | null }[] };
    };
    const seconds = (performance.now() - started) / 1000;
    if (!res.ok || !body.data) throw new Error(`import: ${res.status} ${JSON.stringify(body)}`);
    return { seconds, ...body.data };
  }

  // Warm-up (JIT, connection pool): 5,000 rows on orders of their own.
  const warm = await importCsv(buildCsv(await makeOrders(ordersFor(5_000), 'WARM'), 5_000, 'W'));
  if (warm.failed > 0) throw new Error(`warm-up: ${warm.rows.find((r) => r.error)?.error}`);

  log(`## ${ROWS.toLocaleString('en-US')} rows on PostgreSQL, the API in its own process`);
  log();
  log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}.`);
  log();
  log(
    '| run | orders | file | time | rows/s | imported | API CPU | PostgreSQL CPU | load avg (1 min) | API peak RSS |',
  );
  log('|---|---|---|---|---|---|---|---|---|---|');
  for (let run = 1; run <= RUNS; run += 1) {
    const ids = await makeOrders(ordersFor(ROWS), `RUN${run}`);
    const csv = buildCsv(ids, ROWS, `R${run}T`);
    const backends = (
      await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
        dbName,
      ])
    ).rows.map((row) => row.pid);
    const dbCpu = backends.map(cpuSecondsOf);
    const apiCpu = cpuSecondsOf(pid);
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    const loadBefore = loadavg()[0]!;
    const result = await importCsv(csv);
    const apiCpuUsed = cpuSecondsOf(pid) - apiCpu;
    const dbCpuUsed = backends.reduce(
      (sum, backend, index) => sum + cpuSecondsOf(backend) - dbCpu[index]!,
      0,
    );
    if (result.failed > 0)
      throw new Error(`rows failed: ${result.rows.find((r) => r.error)?.error}`);
    const packages = await db.query<{ n: string }>(
      `select count(*) as n from order_packages p join orders o on o.id = p.order_id
       where o.seller_order_id like $1`,
      [`RUN${run}-%`],
    );
    if (Number(packages.rows[0]!.n) !== ROWS) throw new Error(`packages: ${packages.rows[0]!.n}`);
    log(
      `| ${run} | ${ids.length.toLocaleString('en-US')} | ${(Buffer.byteLength(csv) / 1024 / 1024).toFixed(1)} MB | ${result.seconds.toFixed(2)} s | ${Math.round(ROWS / result.seconds).toLocaleString('en-US')} | ${result.imported.toLocaleString('en-US')} | ${apiCpuUsed.toFixed(1)} s | ${dbCpuUsed.toFixed(1)} s | ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)} | ${peakRssMb(pid).toFixed(0)} MB |`,
    );
  }
  log();
  log('How: `TEST_DATABASE_URL=postgres://… npm run bench -- tracking-import` (IMPORT_ROWS,');
  log('IMPORT_RUNS to change the size). The API runs from source (tsx) as its own process on a');
  log('fresh database with the demo data. Each run clones fresh paid orders at Pre-shipment in');
  log('SQL, builds a CSV of one package per order plus a second for every fourth order, posts it');
  log('as the demo packer and times the request from send to answer (upload, parse, check every');
  log('row, read the orders, then per 1,000 orders one transaction, two at once on PostgreSQL:');
  log('lock, read their packages, insert packages, update orders, revisions, notifications;');
  log('then the duplicate check and');
  log('the per-row answer). Every order becomes shipped; the package count is checked after.');
  log("CPU is the user + system time of the API process and of the database's backends.");
} finally {
  await cleanUp();
}

writeFileSync(
  new URL('./results-tracking-import.md', import.meta.url),
  `# Tracking import\n\n${lines.join('\n')}\n`,
);
