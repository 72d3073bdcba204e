// `npm test`: typecheck, lint, unit and API integration tests, then the browser tests.
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { run } from './run.mjs';
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
  ['end to end', 'node', ['scripts/e2e.mjs']],
];

for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const code = await run(command, args);
  if (code !== 0) {
    console.error(`\n${name} failed (exit ${code}).`);
    console.log(summaryLine());
    process.exit(code);
  }
}
console.log('\nAll checks passed.');
console.log(summaryLine());
