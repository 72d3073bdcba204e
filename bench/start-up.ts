// `npm run bench -- start-up`: what `npm start` costs on this machine. Per run (BENCH_RUNS,
// default 3): a first start as after `npm install` on a fresh clone (no web build, no compiled
// API, no data: builds both, creates the embedded database, migrates, seeds the demo), then a
// second start on what the first left; the time from the command to `/api/health` answering, and
// the API process's resident memory after 15 s idle. Then the same API on PostgreSQL
// (BENCH_DATABASE_URL's server, a fresh database) for its idle memory. Writes
// bench/results-start-up.md. It deletes apps/web/dist and apps/api/dist (a start rebuilds them).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { writeResults } from './results-file.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const IDLE_MS = 15_000;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The resident memory of the process running the compiled API under `parent`, in MiB. */
function apiRssMiB(parent: number): number {
  const children = (pid: number): number[] => {
    const tasks = existsSync(`/proc/${pid}/task`) ? [pid] : [];
    return tasks.flatMap((task) => {
      const file = `/proc/${pid}/task/${task}/children`;
      return existsSync(file)
        ? readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
        : [];
    });
  };
  const queue = [parent];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    const command = existsSync(`/proc/${pid}/cmdline`)
      ? readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      : '';
    if (command.includes('dist/server.js')) {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    }
    queue.push(...children(pid));
  }
  throw new Error('no API process found');
}

type Started = { ms: number; child: ChildProcess; url: string };

async function start(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const began = performance.now();
  const child = spawn('node', ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    // Its own process group, so stopping it stops the API it started too.
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    const up = await fetch(`${url}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (up) return { ms: Math.round(performance.now() - began), child, url };
    if (performance.now() - began > 300_000) throw new Error('no answer in 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Stops the start script and the API it started (its process group), once both are gone. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
  for (let waited = 0; waited < 20_000; waited += 100) {
    try {
      process.kill(-child.pid!, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function idleRss(started: Started) {
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  return apiRssMiB(started.child.pid!);
}

/**
 * Milliseconds from the start until the web build's compression (run once the API answers) wrote
 * its mark.
 */
async function compressedAfter(started: Started, began: number): Promise<number> {
  const mark = join(root, 'apps/web/dist/.compressed');
  while (!existsSync(mark)) {
    if (started.child.exitCode !== null) throw new Error('npm start exited before compressing');
    if (performance.now() - began > 120_000) throw new Error('not compressed in 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Math.round(performance.now() - began);
}

type Run = {
  first: number;
  compressed: number;
  second: number;
  rssPglite: number;
  rssPostgres: number;
};
const runs: Run[] = [];

for (let run = 1; run <= RUNS; run += 1) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sw-start-'));
  rmSync(join(root, 'apps/web/dist'), { recursive: true, force: true });
  rmSync(join(root, 'apps/api/dist'), { recursive: true, force: true });
  try {
    const began = performance.now();
    const first = await start({ DATA_DIR: dataDir });
    const compressed = await compressedAfter(first, began);
    await stop(first.child);
    const second = await start({ DATA_DIR: dataDir });
    const rssPglite = await idleRss(second);
    await stop(second.child);

    const name = `bench_start_${process.pid}_${run}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const onPostgres = await start({ DATA_DIR: dataDir, DATABASE_URL: url.toString() });
    const rssPostgres = await idleRss(onPostgres);
    await stop(onPostgres.child);
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    runs.push({ first: first.ms, compressed, second: second.ms, rssPglite, rssPostgres });
    console.log(`run ${run}:`, JSON.stringify(runs.at(-1)));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const spread = (values: number[], unit: string) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${sorted[0]}–${sorted.at(-1)} ${unit} (median ${sorted[Math.floor(sorted.length / 2)]})`;
};
const lines = [
  '# Start-up and idle memory',
  '',
  `Machine: ${cpus().length} cores, ${cpus()[0]?.model}, ${(totalmem() / 1024 ** 3).toFixed(1)} GiB, Node ${process.version}; load average at the end ${loadavg()[0]?.toFixed(1)} (the machine is shared).`,
  '',
  'First start: `npm start` with no web build, no compiled API and an empty data folder (what a fresh clone has after `npm install`): builds the web app (Vite), compiles the API (esbuild), creates the embedded database, migrates, seeds the demo, serves; then, once the API answers, compresses the web build (brotli and gzip) at a lower priority ("compressed": from the command to the compression done). Second start: the same again, nothing changed. Idle memory: the API process (not the start script) 15 s after its health answered.',
  '',
  'Budget: first start ≤ 20 s, second ≤ 5 s; idle ≤ 400 MiB on PGlite, ≤ 300 MiB on PostgreSQL.',
  '',
  '| run | first start | compressed | second start | idle RSS, PGlite | idle RSS, PostgreSQL |',
  '|---|---|---|---|---|---|',
  ...runs.map(
    (r, index) =>
      `| ${index + 1} | ${(r.first / 1000).toFixed(1)} s | ${(r.compressed / 1000).toFixed(1)} s | ${(r.second / 1000).toFixed(1)} s | ${r.rssPglite} MiB | ${r.rssPostgres} MiB |`,
  ),
  '',
  `Spread over ${runs.length} runs: first ${spread(
    runs.map((r) => r.first),
    'ms',
  )}; second ${spread(
    runs.map((r) => r.second),
    'ms',
  )}; PGlite ${spread(
    runs.map((r) => r.rssPglite),
    'MiB',
  )}; PostgreSQL ${spread(
    runs.map((r) => r.rssPostgres),
    'MiB',
  )}.`,
  '',
  'How: `npm run bench -- start-up` (BENCH_RUNS, BENCH_DATABASE_URL).',
  '',
];
writeResults(new URL('./results-start-up.md', import.meta.url), lines.join('\n'));
console.log(lines.join('\n'));
