// Reads the runners' JSON reports in the results folder and prints one plain closing line:
// "tests: N passed, N failed" (with ", N skipped" when some were skipped).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const resultsDir = process.env.SW_RESULTS_DIR ?? 'test-results/summary';

function countsOf(report) {
  if (report.stats) {
    // Playwright
    const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
    return { passed: expected + flaky, failed: unexpected, skipped };
  }
  // Vitest (jest-style)
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

export function summaryLine() {
  const total = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(resultsDir)) {
    for (const file of readdirSync(resultsDir).filter((name) => name.endsWith('.json'))) {
      const counts = countsOf(JSON.parse(readFileSync(join(resultsDir, file), 'utf8')));
      total.passed += counts.passed;
      total.failed += counts.failed;
      total.skipped += counts.skipped;
    }
  }
  const skipped = total.skipped ? `, ${total.skipped} skipped` : '';
  return `tests: ${total.passed} passed, ${total.failed} failed${skipped}`;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(summaryLine());
