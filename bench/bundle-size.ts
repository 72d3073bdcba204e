import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue 12's goal for the sign-in page's script, gzip. */
export const FIRST_PAGE_JS_BUDGET = 170 * 1024;

export type BundleReport = {
  firstLoadJsGzip: number;
  /** Scripts the first page asks for before it draws (entry and preloads). */
  firstLoadJsFiles: number;
  firstLoadCssGzip: number;
  totalJsGzip: number;
  chunks: { file: string; bytes: number; gzip: number; firstLoad: boolean }[];
};

/**
 * Sizes of the built web app: what the first page downloads (the entry script and the chunks
 * index.html preloads, the sign-in page's chunk among them) against everything, gzip-compressed
 * as a server would send it. Scripts a page loads later (a dialog, the form's rules on first
 * focus) are not counted; `npm run bench -- first-page` counts what a browser really fetches.
 */
export function measureBundle(dist: string): BundleReport {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const firstLoad = new Set(
    [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]),
  );
  const assets = join(dist, 'assets');
  const chunks = readdirSync(assets)
    .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
    .map((file) => {
      const content = readFileSync(join(assets, file));
      return {
        file,
        bytes: statSync(join(assets, file)).size,
        gzip: gzipSync(content, { level: 9 }).length,
        firstLoad: firstLoad.has(`assets/${file}`),
      };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const sum = (filter: (chunk: (typeof chunks)[number]) => boolean) =>
    chunks.filter(filter).reduce((total, chunk) => total + chunk.gzip, 0);
  return {
    firstLoadJsGzip: sum((c) => c.firstLoad && c.file.endsWith('.js')),
    firstLoadJsFiles: chunks.filter((c) => c.firstLoad && c.file.endsWith('.js')).length,
    firstLoadCssGzip: sum((c) => c.firstLoad && c.file.endsWith('.css')),
    totalJsGzip: sum((c) => c.file.endsWith('.js')),
    chunks,
  };
}
