// End-to-end tests: builds the web app, then Playwright starts the built app on a free port with a
// temporary data directory and drives Debian's Chromium against it.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApi } from './build-api.mjs';
import { chromiumPath, hasChromium } from './chromium.mjs';
import { run, runPrefixed } from './run.mjs';

if (!hasChromium()) {
  const banner = '!'.repeat(78);
  console.error(`\n${banner}\n  No Chromium at ${chromiumPath}: the browser tests CANNOT run.`);
  console.error('  Install it with: apt-get install -y chromium (or set CHROMIUM_PATH)');
  if (process.env.CI === 'true') {
    console.error(`  CI=true: this is a failure.\n${banner}\n`);
    process.exit(1);
  }
  console.error(`  Skipping the browser tests only.\n${banner}\n`);
  process.exit(0);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// E2E_SHARDS runs the journeys in that many Playwright processes at once, each against its own
// API and database; each shard's output lines are prefixed with its number.
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 1));
const ports = [];
for (let shard = 0; shard < shards; shard++) ports.push(await freePort());
const dataDir = mkdtempSync(join(tmpdir(), 'sw-e2e-'));
// The run builds the web app into its own folder, so it tests exactly the current sources and
// never disturbs apps/web/dist or another run.
const webDist = join(dataDir, 'web');
const buildCode = await run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', webDist], {
  cwd: 'apps/web',
});
if (buildCode !== 0) process.exit(buildCode);
// And the API as production runs it: compiled, into a folder beside its sources (it finds its npm
// packages, the repository and its migrations from where it lies), removed after the run.
const apiDir = join('apps/api', `.e2e-build-${ports[0]}`);
const apiBundle = resolve(apiDir, 'server.js');
await buildApi(apiBundle);

// E2E_DATABASE_URL (a PostgreSQL server's URL) runs each shard's API on a fresh database of that
// server, with the demo data, instead of the embedded one: the database's work then leaves the
// API's thread. The databases are dropped after the run.
const databaseServer = process.env.E2E_DATABASE_URL;
const databases = databaseServer ? ports.map((port) => `sw_e2e_${port}`) : [];
async function onServer(statements) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseServer });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}
function databaseUrlOf(name) {
  const url = new URL(databaseServer);
  url.pathname = `/${name}`;
  return url.toString();
}
if (databaseServer) {
  await onServer(
    databases.flatMap((name) => [`drop database if exists ${name}`, `create database ${name}`]),
  );
}

function runShard(shard) {
  const args = ['playwright', 'test', ...process.argv.slice(2)];
  if (shards > 1) args.push(`--shard=${shard + 1}/${shards}`);
  const name = shards > 1 ? `-${shard + 1}` : '';
  const options = {
    cwd: 'e2e',
    env: {
      ...process.env,
      E2E_PORT: String(ports[shard]),
      E2E_DATA_DIR: join(dataDir, `data${name}`),
      E2E_WEB_DIST: webDist,
      E2E_API_BUNDLE: apiBundle,
      E2E_REPORT_NAME: `playwright${name}`,
      ...(databaseServer
        ? { DATABASE_URL: databaseUrlOf(databases[shard]), SEED_DEMO: 'true' }
        : {}),
      E2E_OUTPUT_DIR: join(process.env.E2E_OUTPUT_DIR ?? join(dataDir, 'results'), name || '.'),
    },
  };
  return shards > 1
    ? runPrefixed(`[${shard + 1}/${shards}]`, 'npx', args, options)
    : run('npx', args, options);
}

const codes = await Promise.all(ports.map((_, shard) => runShard(shard)));
const code = codes.find((each) => each !== 0) ?? 0;
rmSync(apiDir, { recursive: true, force: true });
if (databaseServer) {
  await onServer(databases.map((name) => `drop database if exists ${name} with (force)`));
}
if (code === 0) rmSync(dataDir, { recursive: true, force: true });
else console.error(`\nThe failed run's data and traces are kept in ${dataDir}`);
process.exit(code);
