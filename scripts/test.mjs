// `npm test`: typecheck, lint, unit and API integration tests, then the browser tests.
// TEST_POSTGRES_URL (a PostgreSQL database's URL) also runs the API integration tests on it, beside
// the browser tests, in one worker: the journeys' browser keeps about one core busy, and the tier
// takes the other (CI does this; beside two journey processes, two cores were too few).
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { run, runPrefixed } from './run.mjs';
import { resultsDir, summaryLine } from './summary.mjs';

// Each runner also writes a JSON report here, so one closing line can count every test.
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
process.env.SW_RESULTS_DIR = resolve(resultsDir);

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
  ['lint', 'npm', ['run', 'lint', '--silent']],
  [
    'unit + API integration',
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${resultsDir}/vitest.json`,
    ],
  ],
];
const endToEnd = ['end to end', 'node', ['scripts/e2e.mjs']];
const postgresUrl = process.env.TEST_POSTGRES_URL;
const onPostgres = [
  'API integration on PostgreSQL',
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'api',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${resultsDir}/vitest-postgres.json`,
  ],
  { env: { ...process.env, TEST_DATABASE_URL: postgresUrl, API_TEST_WORKERS: '1' } },
];

function stop(name, code) {
  console.error(`\n${name} failed (exit ${code}).`);
  console.log(summaryLine());
  process.exit(code);
}

for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const code = await run(command, args);
  if (code !== 0) stop(name, code);
}
if (postgresUrl) {
  console.log(`\n=== ${endToEnd[0]}, and ${onPostgres[0]} beside it (lines marked [pg]) ===`);
  const [e2eCode, pgCode] = await Promise.all([
    run(endToEnd[1], endToEnd[2]),
    runPrefixed('[pg]', onPostgres[1], onPostgres[2], onPostgres[3]),
  ]);
  if (e2eCode !== 0) stop(endToEnd[0], e2eCode);
  if (pgCode !== 0) stop(onPostgres[0], pgCode);
} else {
  console.log(`\n=== ${endToEnd[0]} ===`);
  const code = await run(endToEnd[1], endToEnd[2]);
  if (code !== 0) stop(endToEnd[0], code);
}
console.log('\nAll checks passed.');
console.log(summaryLine());
