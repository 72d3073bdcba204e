import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Builds the web app when it was never built (a fresh clone): the bundle sizes are read from
 * apps/web/dist.
 */
export function ensureWebBuilt(dist: string): void {
  if (existsSync(`${dist}/index.html`)) return;
  console.log('Building the web app first (apps/web/dist is missing)…');
  const root = new URL('..', import.meta.url).pathname;
  const build = spawnSync('npm', ['run', 'build', '-w', '@stitchworks/web', '--silent'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('The web app did not build; see the output above.');
    process.exit(build.status ?? 1);
  }
}
