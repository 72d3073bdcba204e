// The API as a process of its own for a benchmark: a fresh PostgreSQL database on the server of
// `adminUrl` (demo data seeded by the API), a fresh data directory, `node --import tsx
// src/server.ts` in apps/api on a free port, and `stop()` to end it and remove both.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export type BenchApi = {
  /** Connected to `adminUrl`; ended by `stop()`. */
  admin: pg.Client;
  /** The bench database's name and URL. */
  dbName: string;
  dbUrl: string;
  /** Where the API listens, e.g. http://127.0.0.1:41234. */
  base: string;
  /** The API process's id (for /proc). */
  pid: number;
  /** Ends the API (SIGTERM, waits for it), drops the database and removes the data directory. */
  stop: () => Promise<void>;
};

/**
 * Starts the API on database `sw_bench_<name>_<pid>` with data in a temporary `sw-bench-<name>-`
 * directory, and waits for its "running at" line. With `cpuProfDir`, Node writes a CPU profile of
 * the API there. BENCH_API_NODE_FLAGS adds flags to the API's node (e.g. `--trace-gc`), and
 * BENCH_API_STDOUT=1 copies what it prints to this process's stderr. `env` adds to or replaces
 * the API's environment (PORT, PUBLIC_URL, a platform's keys). Stops it again when it does not
 * start.
 */
export async function startApi(options: {
  adminUrl: string;
  name: string;
  cpuProfDir?: string | undefined;
  /** More environment for the API (e.g. a platform's keys); wins over the defaults above. */
  env?: Record<string, string> | undefined;
}): Promise<BenchApi> {
  const dbName = `sw_bench_${options.name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: options.adminUrl });
  await admin.connect();
  await admin.query(`create database "${dbName}"`);
  const dbUrl = new URL(options.adminUrl);
  dbUrl.pathname = `/${dbName}`;

  const dataDir = mkdtempSync(join(tmpdir(), `sw-bench-${options.name}-`));
  const apiDir = new URL('../apps/api/', import.meta.url).pathname;
  const server: ChildProcess = spawn(
    process.execPath,
    [
      ...(options.cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfDir}`] : []),
      ...(process.env.BENCH_API_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      'src/server.ts',
    ],
    {
      cwd: apiDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: dbUrl.toString(),
        SEED_DEMO: 'true',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '1000000',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );

  async function stop() {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await admin.query(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }

  try {
    const base = await new Promise<string>((resolve, reject) => {
      let out = '';
      server.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (process.env.BENCH_API_STDOUT) process.stderr.write(chunk);
        const match = /running at (http:\/\/[^\s]+)/.exec(out);
        if (match) resolve(match[1]!);
      });
      server.once('exit', (code) => reject(new Error(`the API exited (${code})`)));
    });
    return { admin, dbName, dbUrl: dbUrl.toString(), base, pid: server.pid!, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
