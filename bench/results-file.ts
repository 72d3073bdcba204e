import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** The part of a results file written by hand, kept when a bench writes its figures again. */
const KEPT_SECTION = '## Reading the numbers';

/** Writes a bench's results, keeping the file's "Reading the numbers" section as it was. */
export function writeResults(file: URL, text: string): void {
  const before = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const kept = before.includes(KEPT_SECTION) ? before.slice(before.indexOf(KEPT_SECTION)) : '';
  writeFileSync(file, `${[text.trimEnd(), kept.trimEnd()].join('\n\n').trimEnd()}\n`);
}
