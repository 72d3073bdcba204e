// `npm start`: builds the web app and compiles the API when either is missing or older than its
// sources, then runs the compiled API, which migrates the database, seeds the demo data into an
// empty embedded one and serves the app.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { apiBundle, apiBundleIsStale, buildApi } from './build-api.mjs';
import { run } from './run.mjs';

function newestChange(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const builtIndex = 'apps/web/dist/index.html';
const sources = Math.max(newestChange('apps/web'), newestChange('packages/shared/src'));
if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sources) {
  console.log('Building the web app…');
  const code = await run('npm', ['run', 'build', '-w', '@stitchworks/web', '--silent']);
  if (code !== 0) process.exit(code);
}

if (apiBundleIsStale()) {
  console.log('Compiling the API…');
  await buildApi();
}

const code = await run('node', ['--enable-source-maps', apiBundle], {
  env: { NODE_ENV: 'production', ...process.env },
});
process.exit(code);
