// `npm start`: builds the web app and compiles the API when either is missing or older than its
// sources, then runs the compiled API, which migrates the database, seeds the demo data into an
// empty embedded one and serves the app. A new web build is compressed (brotli and gzip at their
// highest levels, some 5 s) once the API answers, at a lower priority: until then the API
// compresses each asset as it sends it. A start stopped before that finished resumes it.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { apiBundle, apiBundleIsStale, buildApi } from './build-api.mjs';
import { run } from './run.mjs';

function newestChange(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const webDist = 'apps/web/dist';
const builtIndex = join(webDist, 'index.html');
// Written by the compression once every file is done (apps/web/scripts/compress-assets.ts).
const compressedMark = join(webDist, '.compressed');

const sources = Math.max(newestChange('apps/web'), newestChange('packages/shared/src'));
if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sources) {
  console.log('Building the web app…');
  const code = await run('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: 'apps/web' });
  if (code !== 0) process.exit(code);
}

if (apiBundleIsStale()) {
  console.log('Compiling the API…');
  await buildApi();
}

const api = spawn('node', ['--enable-source-maps', apiBundle], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
const apiExited = new Promise((resolve) => {
  api.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
});

const compressed =
  existsSync(compressedMark) && statSync(compressedMark).mtimeMs >= statSync(builtIndex).mtimeMs;
if (!compressed) void compressOnceServing();

process.exit(await apiExited);

/** Waits for the API's health to answer, then compresses the web build at a lower priority. */
async function compressOnceServing() {
  const host = !process.env.HOST || process.env.HOST === '0.0.0.0' ? '127.0.0.1' : process.env.HOST;
  const health = `http://${host.includes(':') ? `[${host}]` : host}:${process.env.PORT || 3000}/api/health`;
  while (api.exitCode === null) {
    const up = await fetch(health)
      .then((res) => res.ok)
      .catch(() => false);
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (api.exitCode !== null) return;
  const compressor = spawn('node', ['--import', 'tsx', 'scripts/compress-assets.ts'], {
    cwd: 'apps/web',
    stdio: 'inherit',
  });
  try {
    setPriority(compressor.pid, 10);
  } catch {
    // Left at the API's priority where lowering it is not allowed.
  }
  api.on('exit', () => compressor.kill());
}
