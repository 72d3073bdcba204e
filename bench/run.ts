// `npm run bench`: repeatable measurements, printed and written to bench/results.md.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
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
const database = openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir });
await migrateDatabase(database);
const app = await buildApp({ config, database, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

log(`## API latency (${database.kind}, loopback, 20 concurrent)`);
log();
log('| call | requests | req/s | p50 ms | p95 ms | p99 ms |');
log('|---|---|---|---|---|---|');
await measureLatency(`${base}/api/health`, { requests: 200 }); // warm-up
const health = await measureLatency(`${base}/api/health`);
log(
  `| GET /api/health | ${health.requests} | ${health.rps} | ${health.p50} | ${health.p95} | ${health.p99} |`,
);
log();

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
writeFileSync(new URL('./results.md', import.meta.url), `${lines.join('\n')}\n`);
