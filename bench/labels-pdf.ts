// `npm run bench -- labels`: the bulk label print (POST /api/shipping_labels/print) of 500 orders
// on PostgreSQL. The API is built in this process (buildApp, the built-in sandbox carrier, files
// on local disk) and listens on loopback; every call goes over HTTP with fetch. 500 paid orders
// are placed and paid through the real code, moved to Pre-shipment, and each gets a sandbox label
// bought through POST /api/shipping_labels/buy; then the print of all 500 is timed.
// Writes bench/results-labels.md. BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/bench_labels) is dropped and made anew.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { orders } from '../apps/api/src/db/schema/index.ts';
import { orderInProduction } from '../apps/api/test/factories/production.ts';
import { authHeaders, createSeller, createUser } from '../apps/api/test/factories/users.ts';

const ORDERS = Number(process.env.BENCH_LABEL_ORDERS ?? 500);
const RUNS = 5;
const TARGET_MS = 5_000;
const url = new URL(
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_labels',
);

const name = url.pathname.slice(1).replaceAll('"', '');
const admin = new pg.Client({ connectionString: new URL('/postgres', url).toString() });
await admin.connect();
await admin.query(`drop database if exists "${name}" with (force)`);
await admin.query(`create database "${name}"`);
await admin.end();

const dataDir = mkdtempSync(join(tmpdir(), 'sw-labels-bench-'));
const database = openDatabase({ databaseUrl: url.toString() });
await migrateDatabase(database);
const config = {
  ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0' }),
  databaseUrl: url.toString(),
  rateLimitPerMinute: 1_000_000,
};
const app = await buildApp({ config, database, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const db = database.db;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(`placing and paying ${ORDERS} orders…`);
let started = performance.now();
const seller = await createSeller(db, { creditCents: 1_000_000_000 });
const orderIds: number[] = [];
for (let index = 0; index < ORDERS; index += 1) {
  orderIds.push((await orderInProduction(db, seller)).id);
}
await db.update(orders).set({ productionStatus: 2 }).where(inArray(orders.id, orderIds));
const placeMs = performance.now() - started;

const packer = await createUser(db, { role: 'packer' });
const headers = { ...(await authHeaders(app, packer)), 'content-type': 'application/json' };
console.log(`buying ${ORDERS} sandbox labels…`);
started = performance.now();
const buyTimes: number[] = [];
for (const orderId of orderIds) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/shipping_labels/buy`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      orderId,
      provider: 'sandbox',
      parcel: { weight: 10, length: 10, width: 8, height: 2 },
    }),
  });
  if (!res.ok) throw new Error(`buy ${orderId}: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
  buyTimes.push(performance.now() - t0);
}
const buyMs = performance.now() - started;

async function print(ids: number[]) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/shipping_labels/print`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ orderIds: ids }),
  });
  const body = new Uint8Array(await res.arrayBuffer());
  const ms = performance.now() - t0;
  if (!res.ok) throw new Error(`print: ${res.status}`);
  return { ms, body };
}

// The packing order: not the id order.
const packingOrder = [...orderIds].reverse();
await print(packingOrder.slice(0, 20)); // warm-up
const runs: number[] = [];
let last: Uint8Array = new Uint8Array();
for (let run = 0; run < RUNS; run += 1) {
  const { ms, body } = await print(packingOrder);
  runs.push(ms);
  last = body;
}
const doc = await PDFDocument.load(last);
const pages = doc.getPageCount();
const sizes = new Set(doc.getPages().map((page) => `${page.getWidth()}×${page.getHeight()}`));
const sorted = [...runs].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)]!;
buyTimes.sort((a, b) => a - b);
const p = (q: number) => buyTimes[Math.min(buyTimes.length - 1, Math.floor(q * buyTimes.length))]!;

const lines = [
  '# Bulk shipping-label print',
  '',
  `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${loadavg()[0]!.toFixed(2)} at the end.`,
  'PostgreSQL (a fresh database), the API built in the bench process (buildApp, sandbox carrier, files on',
  'local disk) listening on loopback; every call over HTTP with fetch, one at a time.',
  '',
  `Set-up: ${ORDERS} orders placed and paid through the real code (${seconds(placeMs)}), moved to Pre-shipment,`,
  `and a sandbox label bought for each through \`POST /api/shipping_labels/buy\` (${seconds(buyMs)}: p50`,
  `${p(0.5).toFixed(1)} ms, p95 ${p(0.95).toFixed(1)} ms a label — drawing the 4×6 PDF with its Code 128`,
  'barcode, storing it, the label, the package and the order shipped in one transaction).',
  '',
  `## \`POST /api/shipping_labels/print\` of ${ORDERS} orders (target ≤ ${seconds(TARGET_MS)})`,
  '',
  '| run | time |',
  '|---|---|',
  ...runs.map((ms, index) => `| ${index + 1} | ${seconds(ms)} |`),
  '',
  `Median ${seconds(median)} (min ${seconds(sorted[0]!)}, max ${seconds(sorted.at(-1)!)}): ${median <= TARGET_MS ? 'within' : 'OVER'} the target.`,
  `The answer: one PDF of ${pages} pages (${[...sizes].join(', ')} pt, 4×6 in), ${(last.length / 1024 / 1024).toFixed(2)} MB,`,
  'in the order asked (the reverse of the id order here).',
  '',
  '## Reading the numbers',
  '',
  '- A print reads the orders and their labels in use in one query, reads the stored PDFs 16 at a',
  '  time, and copies each page into one document with pdf-lib (`copyPages`, no re-drawing): the',
  '  time is CPU in the API process, the database part is one query.',
  `- About ${(last.length / pages / 1024).toFixed(1)} kB a page: each sandbox label draws its barcode as vector bars and uses the`,
  '  standard Helvetica fonts, which are not embedded.',
  '- The machine also runs PostgreSQL; the numbers are one request at a time, not under load.',
  '',
];
writeFileSync(new URL('./results-labels.md', import.meta.url), `${lines.join('\n')}\n`);
console.log(lines.join('\n'));

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
