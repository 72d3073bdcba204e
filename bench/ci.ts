// `npm run bench -- ci`: what CI does, timed. Clones the repository's last commit into a temporary
// folder, runs `bash .ci/run` there BENCH_RUNS times (default 1), notes when each step starts and
// ends from its output, and writes bench/results-ci.md.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { writeResults } from './results-file.ts';

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const repository = spawnSync('git', ['rev-parse', '--show-toplevel'], {
  encoding: 'utf8',
}).stdout.trim();
const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
  encoding: 'utf8',
}).stdout.trim();

/** A moment of the run, found by the first output line that matches. */
const marks = {
  typecheck: /^=== typecheck ===$/,
  lint: /^=== lint ===$/,
  tests: /^=== end to end/,
  unitApi: /^\[unit\+api\]\s+Duration /,
  postgres: /^\[pg\]\s+Duration /,
  journeys: /^\s+\d+ passed \(/,
  summary: /^tests: /,
} as const;
type Mark = keyof typeof marks;

type Run = {
  seconds: number;
  exitCode: number;
  at: Partial<Record<Mark, number>>;
  summary: string;
};

function ciRun(index: number): Promise<Run> {
  const folder = mkdtempSync(join(tmpdir(), 'sw-ci-'));
  const clone = join(folder, 'clone');
  const cloned = spawnSync('git', ['clone', '--quiet', repository, clone], { stdio: 'inherit' });
  if (cloned.status !== 0) throw new Error('bench ci: git clone failed');
  const log = createWriteStream(join(folder, 'ci.log'));
  const started = Date.now();
  const at: Run['at'] = {};
  let summary = '';
  console.log(`run ${index + 1} of ${runs}: bash .ci/run in ${clone} (output in ${folder}/ci.log)`);
  return new Promise((resolve) => {
    const child = spawn('bash', ['.ci/run'], { cwd: clone, stdio: ['ignore', 'pipe', 'pipe'] });
    let rest = '';
    const read = (chunk: Buffer) => {
      log.write(chunk);
      const lines = (rest + chunk.toString('utf8')).split('\n');
      rest = lines.pop() ?? '';
      for (const raw of lines) {
        const line = stripVTControlCharacters(raw);
        for (const [mark, pattern] of Object.entries(marks) as [Mark, RegExp][]) {
          if (at[mark] === undefined && pattern.test(line)) {
            at[mark] = (Date.now() - started) / 1000;
            if (mark === 'summary') summary = line;
          }
        }
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('close', (code) => {
      log.end();
      const seconds = (Date.now() - started) / 1000;
      const exitCode = code ?? 1;
      if (exitCode === 0) rmSync(folder, { recursive: true, force: true });
      resolve({ seconds, exitCode, at, summary });
    });
  });
}

const minutes = (seconds: number | undefined) =>
  seconds === undefined ? '–' : (seconds / 60).toFixed(1);
const between = (from: number | undefined, to: number | undefined) =>
  from === undefined || to === undefined ? undefined : to - from;

const loadBefore = loadavg()[0] ?? 0;
const results: Run[] = [];
for (let index = 0; index < runs; index += 1) results.push(await ciRun(index));

const rows = results.map((run, index) => {
  const { at } = run;
  return `| ${index + 1} | ${minutes(run.seconds)} | ${minutes(at.typecheck)} | ${minutes(between(at.typecheck, at.tests))} | ${minutes(between(at.tests, at.journeys))} | ${minutes(between(at.tests, at.unitApi))} | ${minutes(between(at.tests, at.postgres))} | ${run.exitCode === 0 ? 'passed' : `failed (exit ${run.exitCode})`}: ${run.summary.replace(/^tests: /, '') || 'no count'} |`;
});
const totals = results.map((run) => run.seconds / 60);
const text = [
  '# CI on a clean clone',
  '',
  `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 1024 ** 3).toFixed(1)} GiB, Node ${process.version}; load average ${loadBefore.toFixed(2)} before, ${(loadavg()[0] ?? 0).toFixed(2)} after (the machine is shared).`,
  `Commit ${commit}; each run clones it afresh and runs \`bash .ci/run\` (install, type check, lint, then the journeys with the unit and API tiers beside them).`,
  '',
  '| run | total min | install min | type check and lint min | journeys min | unit + API (PGlite) min | API on PostgreSQL min | result |',
  '|---|---|---|---|---|---|---|---|',
  ...rows,
  '',
  `Total: ${Math.min(...totals).toFixed(1)}–${Math.max(...totals).toFixed(1)} min over ${runs} run${runs === 1 ? '' : 's'} (goal: 20).`,
  '',
  'How: `npm run bench -- ci` (BENCH_RUNS, default 1). The tiers beside the journeys start with them; their minutes count from that start.',
].join('\n');
console.log(`\n${text}`);
writeResults(new URL('./results-ci.md', import.meta.url), text);
process.exit(results.every((run) => run.exitCode === 0) ? 0 : 1);
