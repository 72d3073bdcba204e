// `TEST_DATABASE_URL=postgres://… node --import tsx bench/order-import.ts`: the CSV order import
// at its limit. Starts the API as a process of its own on a fresh PostgreSQL database (demo data
// seeded), builds a 100,000-row CSV (≈ 40,000 orders) for the demo seller here, in the client's
// process, posts it to POST /api/orders/in-bulk and reads the API's memory from /proc. Writes
// bench/results-order-import.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import sharp from 'sharp';
import { cpuSecondsOf, memoryOf } from './process-stats.ts';
import { startApi } from './start-api.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('Set TEST_DATABASE_URL to a PostgreSQL server (postgres://…)');
const ROWS = Number(process.env.IMPORT_ROWS ?? 100_000);
const RUNS = Number(process.env.IMPORT_RUNS ?? 3);

const lines: string[] = [];
const log = (line = '') => {
  console.log(line);
  lines.push(line);
};
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

/** The machine's CPU ticks so far: all of them, and those the hypervisor gave to others (steal). */
function machineTicks() {
  const fields = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return { total: fields.reduce((sum, value) => sum + value, 0), steal: fields[7] ?? 0 };
}
/** The PostgreSQL backends serving the bench database (the API's pool). */
async function backendPids(): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1',
    [dbName],
  );
  return rows.map((row) => row.pid);
}
/** Resets a process's peak RSS, so the next peak is the import's own. */
function resetPeak(pid: number) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

// The API on a fresh database of our own on the server.
const { admin, dbName, base, pid, stop } = await startApi({
  adminUrl,
  name: 'import',
  cpuProfDir: process.env.BENCH_CPU_PROF,
});

try {
  const json = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${base}${path}`, init);
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: unknown }).data as Record<string, unknown>;
  };
  const login = await json('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'seller@example.com', password: 'demo1234' }),
  });
  const auth = { authorization: `Bearer ${login.privateToken as string}` };

  // One product of the seller's, so a fifth of the rows name a product instead of a catalog.
  const stores = (await json('/api/stores', { headers: auth })) as { rows: { id: number }[] };
  const storeId = stores.rows[0]!.id;
  const image = await sharp({
    create: {
      width: 300,
      height: 300,
      channels: 4,
      background: { r: 190, g: 30, b: 60, alpha: 1 },
    },
  })
    .png()
    .toBuffer();
  const designForm = new FormData();
  designForm.append('type', 'embroidery');
  designForm.append('design', new Blob([image], { type: 'image/png' }), 'rose.png');
  const design = await json('/api/designs', { method: 'POST', headers: auth, body: designForm });
  const products = (await json('/api/products/in-bulk', {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      storeId,
      mode: 'publish',
      products: [
        {
          title: 'Bench Rose Tee',
          catalogId: 7,
          colors: ['Black', 'White'],
          sizes: ['s', 'm', 'l', 'xl'],
          prices: { s: 19.95, m: 19.95, l: 19.95, xl: 19.95 },
          designs: [{ location: 'front', id: design.id }],
        },
      ],
    }),
  })) as unknown as { id: number }[];
  const productId = products[0]!.id;

  /** `rows` data rows in groups of 2 and 3 (≈ rows / 2.5 orders), ids starting with `prefix`. */
  function buildCsv(prefix: string, rows: number) {
    const header =
      'seller_order_id,store_id,shipping_method,first_name,last_name,address1,city,state,zip,country,email,phone,product_id,catalog_id,color,size,quantity,design_front,design_left_chest';
    const states = [
      ['Austin', 'TX', '78701'],
      ['New York', 'NY', '10118'],
      ['Denver', 'CO', '80202'],
      ['Seattle', 'WA', '98101'],
    ];
    const sizes = ['s', 'm', 'l', 'xl'];
    const out = [header];
    let order = 0;
    let written = 0;
    while (written < rows) {
      order += 1;
      const size = Math.min(order % 2 === 0 ? 3 : 2, rows - written);
      const [city, state, zip] = states[order % states.length]!;
      for (let r = 0; r < size; r += 1) {
        const what =
          (written + r) % 5 === 0 ? `${productId},,Black` : `,7,${r % 2 === 0 ? 'White' : 'Navy'}`;
        out.push(
          `${prefix}-${order},${storeId},standard,Customer,Number ${order},${order} Main St,${city},${state},${zip},US,c${order}@example.com,2125550123,${what},${sizes[(order + r) % 4]},${1 + (r % 3)},https://example.com/designs/${order % 50}.png,${r === 1 ? 'https://example.com/designs/chest.png' : ''}`,
        );
      }
      written += size;
    }
    return { csv: `${out.join('\r\n')}\r\n`, orders: order };
  }

  async function importCsv(csv: string) {
    const form = new FormData();
    form.append('csv', new Blob([csv], { type: 'text/csv' }), 'orders.csv');
    const started = performance.now();
    const res = await fetch(`${base}/api/orders/in-bulk`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    const body = (await res.json()) as {
      data?: { success: number; fail: number; groups: { message: string }[] };
    };
    const seconds = (performance.now() - started) / 1000;
    if (!res.ok || !body.data) throw new Error(`import: ${res.status} ${JSON.stringify(body)}`);
    return { seconds, ...body.data };
  }

  // Warm-up (JIT, connection pool, catalogs): 10,000 rows.
  await importCsv(buildCsv('WARM', 10_000).csv);

  /** One measured import of ROWS rows (fresh seller order ids each time). */
  async function measure(run: number) {
    const { csv, orders } = buildCsv(`BENCH${run}`, ROWS);
    const loadBefore = loadavg()[0]!;
    const before = memoryOf(pid);
    resetPeak(pid);
    const backends = await backendPids();
    const apiCpu = cpuSecondsOf(pid);
    const dbCpu = backends.map(cpuSecondsOf);
    const ticks = machineTicks();
    const result = await importCsv(csv);
    const ticksAfter = machineTicks();
    const steal = (ticksAfter.steal - ticks.steal) / Math.max(1, ticksAfter.total - ticks.total);
    const after = memoryOf(pid);
    const apiCpuUsed = cpuSecondsOf(pid) - apiCpu;
    // A backend opened during the import counts from zero.
    const dbCpuUsed = (await backendPids()).reduce((sum, backend) => {
      const start = backends.indexOf(backend);
      return sum + cpuSecondsOf(backend) - (start >= 0 ? dbCpu[start]! : 0);
    }, 0);
    if (result.fail > 0) {
      throw new Error(`groups failed: ${result.groups.find((g) => g.message)?.message}`);
    }
    const load = `${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`;
    return {
      ...result,
      steal,
      orders,
      bytes: Buffer.byteLength(csv),
      before,
      after,
      apiCpuUsed,
      dbCpuUsed,
      load,
    };
  }

  log(`## ${ROWS.toLocaleString('en-US')} rows on PostgreSQL, the API in its own process`);
  log();
  log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}.`);
  log();
  log(
    '| run | orders | file | time | rows/s | API CPU | PostgreSQL CPU | load avg (1 min) | CPU stolen | API RSS before → after | API peak RSS |',
  );
  log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (let run = 1; run <= RUNS; run += 1) {
    const r = await measure(run);
    log(
      `| ${run} | ${r.orders.toLocaleString('en-US')} (${r.success.toLocaleString('en-US')} done) | ${(r.bytes / 1024 / 1024).toFixed(1)} MB | ${r.seconds.toFixed(2)} s | ${Math.round(ROWS / r.seconds).toLocaleString('en-US')} | ${r.apiCpuUsed.toFixed(1)} s | ${r.dbCpuUsed.toFixed(1)} s | ${r.load} | ${(r.steal * 100).toFixed(0)} % | ${mb(r.before.rss)} → ${mb(r.after.rss)} | ${mb(r.after.peak)} |`,
    );
  }
  log();
  log(
    'How: `TEST_DATABASE_URL=postgres://… node --import tsx bench/order-import.ts`. The API runs',
  );
  log('from source (tsx) as its own process on a fresh database with the demo data; this script');
  log(
    'builds each CSV (rows in groups of 2 and 3, a fifth naming a product of the seller, the rest',
  );
  log('catalog 7 with design URLs, verifying US addresses), posts a warm-up of 10,000 rows, then');
  log('each run in full with new seller order ids, and times the request from send to answer');
  log(
    '(parse, validate, price, check seller order ids, write orders, items and revisions). Memory',
  );
  log(
    'is read from /proc/<pid>/status (VmRSS; VmHWM reset just before each import gives its peak);',
  );
  log("CPU is the user + system time of the API process and of the bench database's PostgreSQL");
  log(
    'backends during the import (/proc/<pid>/stat). The 2 cores are shared with PostgreSQL, this',
  );
  log(
    'client and the other work on the machine: with a load average above 2 the time stretches by',
  );
  log('waiting for a core, while the CPU seconds are the work itself. CPU stolen is the share of');
  log("the machine's CPU time the hypervisor gave to other machines during the run (/proc/stat).");
} finally {
  await stop();
}

writeFileSync(
  new URL('./results-order-import.md', import.meta.url),
  `# CSV order import\n\n${lines.join('\n')}\n`,
);
