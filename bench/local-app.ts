// The whole app on this machine for a browser benchmark: the web app built into a folder of the
// bench's own (`npx vite build`), the real API started from source in a process of its own serving
// that build on the embedded database (PGlite, seeded with the demo data at start), and Chromium
// headless through playwright-core. Used by first-page.ts and list-screen.ts.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Browser, chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/chromium.ts';

const root = new URL('..', import.meta.url).pathname;

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Builds the web app (production mode) into `outDir`; throws when it does not build. */
export function buildWebApp(outDir: string): void {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir], {
    cwd: join(root, 'apps/web'),
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the web app did not build');
}

export type LocalApi = {
  /** Where it listens, e.g. http://127.0.0.1:41234. */
  base: string;
  process: ChildProcess;
  /** SIGTERM, then waits for the process to end (SIGKILL after 20 s). */
  stop: () => Promise<void>;
};

/**
 * Starts `node --import tsx apps/api/src/server.ts` (NODE_ENV=production) on a free port, serving
 * `webDist`, with its embedded database in `dataDir`, and waits until /api/health answers. Stops
 * it again when it does not start within two minutes.
 */
export async function startLocalApi(options: { webDist: string; dataDir: string }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const api: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // The embedded database even when the shell has a DATABASE_URL.
      DATABASE_URL: '',
      DATA_DIR: options.dataDir,
      WEB_DIST: options.webDist,
      RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (api.exitCode !== null || api.signalCode !== null) return;
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    const killer = setTimeout(() => api.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(killer);
  };
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (attempt > 240 || api.exitCode !== null) {
      await stop();
      throw new Error('the API did not start');
    }
    await sleep(500);
  }
  return { base, process: api, stop } satisfies LocalApi;
}

/** Chromium as the browser journeys start it (e2e/chromium.ts). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}
