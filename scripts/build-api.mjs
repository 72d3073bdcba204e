// Compiles the API into one JavaScript file for production (`npm start`): apps/api/dist/server.js,
// with the migrations beside it. npm packages stay outside the bundle and load from node_modules;
// the shared workspace package is TypeScript source, so it is bundled in.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const api = join(root, 'apps/api');
export const apiBundle = join(api, 'dist/server.js');

function newestChange(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** The bundle is missing or older than a source it is built from. */
export function apiBundleIsStale() {
  if (!existsSync(apiBundle)) return true;
  const sources = Math.max(
    newestChange(join(api, 'src')),
    newestChange(join(root, 'packages/shared/src')),
    statSync(join(api, 'package.json')).mtimeMs,
  );
  return statSync(apiBundle).mtimeMs < sources;
}

/** Compiles the API into `outfile` (the production bundle unless told otherwise). */
export async function buildApi(outfile = apiBundle) {
  const outdir = dirname(outfile);
  const manifest = JSON.parse(readFileSync(join(api, 'package.json'), 'utf8'));
  const external = Object.keys(manifest.dependencies ?? {}).filter(
    (name) => !name.startsWith('@stitchworks/'),
  );
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: [join(api, 'src/server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Node's own stack traces point into the TypeScript sources.
    sourcesContent: false,
    external: [...external, ...external.map((name) => `${name}/*`)],
    // A few packages are CommonJS and call require(); an ES module bundle has no require of its own.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    // The shared package declares most files free of side effects for the web app's bundle; the
    // API imports it once for one (zod's messages), so every import is kept here.
    ignoreAnnotations: true,
    logLevel: 'warning',
  });
  // The migrator reads its SQL files beside the code that runs it (db/migrate.ts).
  cpSync(join(api, 'src/db/migrations'), join(outdir, 'migrations'), { recursive: true });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = performance.now();
  const outfile = process.argv[2] ?? apiBundle;
  await buildApi(outfile);
  console.log(`API compiled in ${Math.round(performance.now() - started)} ms: ${outfile}`);
}
