import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A big module is cut into sub-folders by use and reached from outside through its top-level
// files (orders: orders.public.ts, plus the routes plugin for app.ts and the seeder for db/seed).
// A file of a sub-folder is the module's own business: these tests fail when someone else
// imports one.

const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const repoRoot = resolve(apiRoot, '../..');
const modulesRoot = join(apiRoot, 'src', 'modules');
const scanned = [join(apiRoot, 'src'), join(apiRoot, 'test'), join(repoRoot, 'bench')];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [path] : [];
  });
}

const specifier = /(?:\bfrom|\bimport|\bimport\s*\(|\bvi\.mock\s*\()\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** The relative paths a source imports, re-exports or mocks. */
function importsOf(source: string): string[] {
  return [...source.matchAll(specifier)].map((match) => match[1]!);
}

/** The module a path belongs to, and the sub-folder inside it (null: a top-level file). */
function placeOf(path: string): { module: string; subfolder: string | null } | null {
  const inside = relative(modulesRoot, path);
  if (inside.startsWith('..')) return null;
  const parts = inside.split(sep);
  if (parts.length < 2) return null;
  return { module: parts[0]!, subfolder: parts.length > 2 ? parts[1]! : null };
}

type Crossing = { from: string; to: string; module: string };

/**
 * Imports that reach into a module's sub-folder from outside the module: from any file when the
 * module is `guarded` (orders), from another module's files otherwise.
 */
function crossingsOf(
  files: readonly { path: string; source: string }[],
  guarded: readonly string[],
): Crossing[] {
  const crossings: Crossing[] = [];
  for (const { path, source } of files) {
    const from = placeOf(path);
    for (const spec of importsOf(source)) {
      const target = resolve(dirname(path), spec);
      const to = placeOf(target);
      if (!to?.subfolder || from?.module === to.module) continue;
      if (from || guarded.includes(to.module)) {
        crossings.push({
          from: relative(repoRoot, path),
          to: relative(repoRoot, target),
          module: to.module,
        });
      }
    }
  }
  return crossings;
}

describe('module boundaries', () => {
  const files = scanned
    .flatMap(sourceFiles)
    .map((path) => ({ path, source: readFileSync(path, 'utf8') }));

  it('no file outside modules/orders imports a file of its sub-folders', () => {
    const intoOrders = crossingsOf(files, ['orders']).filter(({ module }) => module === 'orders');
    expect(intoOrders).toEqual([]);
  });

  it('no module imports a file of another module’s sub-folder', () => {
    expect(crossingsOf(files, [])).toEqual([]);
  });

  it('reads the imports it checks: other modules reach orders through orders.public.ts', () => {
    const importers = files.filter(({ source }) =>
      importsOf(source).some((spec) => spec.endsWith('/orders/orders.public.ts')),
    );
    expect(importers.length).toBeGreaterThan(5);
  });

  it('catches a crossing, a multi-line import and a mock among them', () => {
    const at = (path: string) => join(modulesRoot, path);
    const crossings = crossingsOf(
      [
        {
          path: at('shipping/labels.ts'),
          source: "import {\n  a,\n  b,\n} from '../orders/packages/order-packages.ts';",
        },
        { path: at('shipping/labels.test.ts'), source: "vi.mock('../orders/read/x.ts');" },
        { path: join(apiRoot, 'src', 'app.ts'), source: "import './modules/orders/create/y.ts';" },
        { path: join(apiRoot, 'src', 'app.ts'), source: "import './modules/transactions/w/z.ts';" },
        { path: at('orders/create/a.ts'), source: "import { b } from '../shared/b.ts';" },
        { path: at('production/p.ts'), source: "import { c } from '../orders/orders.public.ts';" },
      ],
      ['orders'],
    );
    expect(crossings.map(({ from }) => from)).toEqual([
      'apps/api/src/modules/shipping/labels.ts',
      'apps/api/src/modules/shipping/labels.test.ts',
      'apps/api/src/app.ts',
    ]);
  });
});
