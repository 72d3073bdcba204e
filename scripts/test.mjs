// `npm test`: typecheck and lint, then the browser journeys, and beside them the unit and API
// integration tests and (TEST_POSTGRES_URL, a PostgreSQL database's URL) the API integration
// tests again on PostgreSQL. The journeys are a chain of processes waiting on each other (runner,
// browser, API) that keeps about one of two cores busy; the tiers beside them run at the lowest
// CPU priority, so they take what the journeys leave instead of slowing every step of theirs, and
// have both cores once the journeys end.
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { run, runPrefixed } from './run.mjs';
import { resultsDir, summaryLine } from './summary.mjs';

// Each runner also writes a JSON report here, so one closing line can count every test.
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
process.env.SW_RESULTS_DIR = resolve(resultsDir);

const checks = [
  ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
  ['lint', 'npm', ['run', 'lint', '--silent']],
];
const vitestReport = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${resultsDir}/${name}.json`,
];
const endToEnd = ['end to end', 'node', ['scripts/e2e.mjs']];
/** The tiers beside the journeys yield the CPU to them (19: the lowest priority). */
const BESIDE_NICENESS = 19;
const besideEnv = { ...process.env, API_TEST_WORKERS: '1' };
const postgresUrl = process.env.TEST_POSTGRES_URL;
const beside = [
  [
    '[unit+api]',
    'unit + API integration',
    'npx',
    ['vitest', 'run', ...vitestReport('vitest')],
    { env: besideEnv },
  ],
  ...(postgresUrl
    ? [
        [
          '[pg]',
          'API integration on PostgreSQL',
          'npx',
          ['vitest', 'run', '--project', 'api', ...vitestReport('vitest-postgres')],
          { env: { ...besideEnv, TEST_DATABASE_URL: postgresUrl } },
        ],
      ]
    : []),
];

function stop(name, code) {
  console.error(`\n${name} failed (exit ${code}).`);
  console.log(summaryLine());
  process.exit(code);
}

for (const [name, command, args] of checks) {
  console.log(`\n=== ${name} ===`);
  const code = await run(command, args);
  if (code !== 0) stop(name, code);
}

/** The tiers beside the journeys, all at once; answers the first that failed, if one did. */
async function runBeside() {
  const codes = await Promise.all(
    beside.map(([prefix, , command, args, options]) =>
      runPrefixed(prefix, command, args, { ...options, niceness: BESIDE_NICENESS }),
    ),
  );
  const failed = codes.findIndex((code) => code !== 0);
  return failed === -1 ? undefined : { name: beside[failed][1], code: codes[failed] };
}

console.log(
  `\n=== ${endToEnd[0]}, and beside it: ${beside.map(([prefix, name]) => `${name} (lines marked ${prefix})`).join(', and ')} ===`,
);
const [e2eCode, besideFailure] = await Promise.all([run(endToEnd[1], endToEnd[2]), runBeside()]);
if (e2eCode !== 0) stop(endToEnd[0], e2eCode);
if (besideFailure) stop(besideFailure.name, besideFailure.code);
console.log('\nAll checks passed.');
console.log(summaryLine());
