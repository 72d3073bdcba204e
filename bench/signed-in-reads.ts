// `npm run bench -- signed-in`: what a signed-in one-row read costs next to an anonymous one.
// The API runs as it does in production, in a process of its own on PostgreSQL (demo data), and
// wrk loads it from another process: 1 thread, 20 connections, on this machine's cores. Writes
// bench/results-signed-in.md; its section "Before and after" is written by hand and kept.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const url = new URL(
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_signed_in',
);
const PORT = Number(process.env.BENCH_PORT ?? 3918);
const SECONDS = process.env.BENCH_SECONDS ?? '15';
const CONNECTIONS = process.env.BENCH_CONNECTIONS ?? '20';
const base = `http://127.0.0.1:${PORT}`;
const root = new URL('..', import.meta.url).pathname;
const resultsFile = new URL('./results-signed-in.md', import.meta.url);
const KEPT_SECTION = '## Before and after';

try {
  execFileSync('which', ['wrk'], { stdio: 'ignore' });
} catch {
  console.error('wrk is missing: apt-get install -y wrk');
  process.exit(1);
}

// A database of its own, created on first use (the API migrates it and seeds the demo data).
const name = url.pathname.slice(1);
const admin = new pg.Client({ connectionString: new URL('/postgres', url).toString() });
await admin.connect();
const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
if (exists.rowCount === 0) await admin.query(`create database "${name.replaceAll('"', '')}"`);
await admin.end();

const work = mkdtempSync(join(tmpdir(), 'sw-signed-in-bench-'));
const profileDir = process.env.BENCH_CPU_PROFILE;
const api: ChildProcess = spawn(
  process.execPath,
  [
    ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    '--import',
    'tsx',
    'apps/api/src/server.ts',
  ],
  {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: url.toString(),
      SEED_DEMO: 'true',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      RATE_LIMIT_PER_MINUTE: '100000000',
      DATA_DIR: work,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
const stopApi = () => api.kill('SIGTERM');
process.on('exit', stopApi);
for (let attempt = 0; ; attempt += 1) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {}
  if (attempt > 120) throw new Error('the API did not start');
  await sleep(500);
}

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'seller@example.com', password: 'demo1234' }),
});
const { data } = (await login.json()) as { data: { privateToken: string } };
const bearer = `Bearer ${data.privateToken}`;

type Result = { path: string; who: string; rps: number; p50: string; p99: string; errors: number };

/** One wrk run; its summary lines read back. */
function load(path: string, auth?: string): Omit<Result, 'path' | 'who'> {
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--latency'];
  if (auth) args.push('-H', `Authorization: ${auth}`);
  const out = execFileSync('wrk', [...args, `${base}${path}`], { encoding: 'utf8' });
  const rps = Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0);
  const percentile = (p: string) => out.match(new RegExp(`\\s${p}%\\s+([\\d.]+\\w+)`))?.[1] ?? '?';
  const non2xx = Number(out.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0);
  const socketErrors = out.match(
    /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/,
  );
  const errors =
    non2xx + (socketErrors ? socketErrors.slice(1).reduce((a, b) => a + Number(b), 0) : 0);
  return { rps: Math.round(rps), p50: percentile('50'), p99: percentile('99'), errors };
}

const calls: [string, string, string | undefined][] = [
  ['/api/settings/public', 'anonymous', undefined],
  ['/api/users/self', 'seller', bearer],
  ['/api/notifications?page=1&limit=10', 'seller', bearer],
  ['/api/transactions?page=1', 'seller', bearer],
];
// BENCH_ONLY=users/self: one call alone (with BENCH_CPU_PROFILE=dir to profile it).
const only = process.env.BENCH_ONLY;
const results: Result[] = [];
for (const [path, who, auth] of calls.filter(([path]) => !only || path.includes(only))) {
  load(path, auth); // warm-up (JIT, pool, plans)
  const result = { path, who, ...load(path, auth) };
  console.log(`GET ${path} (${who}): ${result.rps} req/s, p50 ${result.p50}, p99 ${result.p99}`);
  results.push(result);
}
stopApi();
rmSync(work, { recursive: true, force: true });
if (only) process.exit(0);

const kept = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '';
const keptSection = kept.includes(KEPT_SECTION) ? kept.slice(kept.indexOf(KEPT_SECTION)) : '';
const lines = [
  '# Signed-in reads',
  '',
  `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${loadavg()[0]?.toFixed(2)} at the end.`,
  `API in its own process (NODE_ENV=production, PostgreSQL, demo data); wrk -t1 -c${CONNECTIONS} -d${SECONDS}s in another.`,
  '',
  '| call | as | req/s | p50 | p99 | errors |',
  '|---|---|---|---|---|---|',
  ...results.map(
    (r) => `| GET ${r.path} | ${r.who} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`,
  ),
  '',
  keptSection.trimEnd(),
];
writeFileSync(resultsFile, `${lines.join('\n').trimEnd()}\n`);
process.exit(0);
