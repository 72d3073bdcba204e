// `npm run bench`: repeatable measurements, printed and written to bench/results.md
// (bench/results-postgres.md with TEST_DATABASE_URL=postgres://…, on a fresh database of its own).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { seedDemoIfEmpty } from '../apps/api/src/db/seed/demo.ts';
import { openTestDatabase } from '../apps/api/test/db.ts';
import { measureBundle } from './bundle-size.ts';
import { measureLatency } from './http-latency.ts';

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
const bundle = measureBundle(dist);
log('## Web bundle (gzip)');
log();
log(`- first page JavaScript: ${kb(bundle.firstLoadJsGzip)}; CSS: ${kb(bundle.firstLoadCssGzip)}`);
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

await app.close();
await release();
rmSync(dataDir, { recursive: true, force: true });
const suffix = database.kind === 'postgres' ? '-postgres' : '';
writeFileSync(new URL(`./results${suffix}.md`, import.meta.url), `${lines.join('\n')}\n`);
