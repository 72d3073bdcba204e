import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './migrate.ts';

type Entry = { idx: number; when: number; tag: string };
const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: Entry[];
};

describe('migrations journal', () => {
  // The migrator applies on an existing database only the migrations dated after the last one it
  // applied: a new migration dated earlier would be skipped there, and only there.
  it('dates every migration after the one before it', () => {
    for (const [position, entry] of journal.entries.entries()) {
      expect(entry.idx).toBe(position);
      if (position > 0) expect(entry.when).toBeGreaterThan(journal.entries[position - 1]!.when);
    }
  });

  it('lists every SQL file of the folder, and only those', () => {
    const files = readdirSync(migrationsFolder)
      .filter((file) => file.endsWith('.sql'))
      .map((file) => file.replace(/\.sql$/, ''))
      .sort();
    expect(journal.entries.map((entry) => entry.tag)).toEqual(files);
  });
});
