import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url).pathname;
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

/** Every installed package (hoisted or nested, in every workspace) with its Node range. */
function installedEngines(): { name: string; range: string }[] {
  const found: { name: string; range: string }[] = [];
  const visit = (folder: string) => {
    if (!existsSync(folder)) return;
    for (const entry of readdirSync(folder)) {
      if (entry.startsWith('.')) continue;
      const path = join(folder, entry);
      if (entry.startsWith('@')) {
        visit(path);
        continue;
      }
      const manifest = join(path, 'package.json');
      if (!existsSync(manifest)) continue;
      const { name, version, engines } = readJson(manifest);
      if (typeof engines?.node === 'string')
        found.push({ name: `${name}@${version}`, range: engines.node });
      visit(join(path, 'node_modules'));
    }
  };
  for (const workspace of ['', 'apps/api', 'apps/web', 'packages/shared', 'e2e', 'bench']) {
    visit(join(root, workspace, 'node_modules'));
  }
  return found;
}

describe('the Node version the README names', () => {
  const { engines } = readJson(join(root, 'package.json'));
  const lowest = semver.minVersion(engines.node)?.version ?? '';

  it('is the one the README and engines say', () => {
    expect(lowest).toBe('20.19.0');
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain('Node.js 20.19');
  });

  it('runs every installed package', () => {
    const refusing = installedEngines().filter(
      ({ range }) => !semver.satisfies(lowest, range, { includePrerelease: true }),
    );
    expect(refusing).toEqual([]);
  });
});
