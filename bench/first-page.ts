/// <reference lib="dom" />
// `npm run bench -- first-page`: the sign-in page as a person on a slow phone network sees it.
// Builds the web app into a folder of its own, starts the real API serving it (embedded
// database), and loads /login in Chromium with the network and CPU throttled through the DevTools
// protocol: Lighthouse's "slow 4G" (150 ms RTT × 3.75, 1.6 Mbit/s × 0.9 down, 750 kbit/s × 0.9
// up) and a 4× slower CPU. Reports the JavaScript and CSS the page downloads (each file at gzip -9
// and brotli -11, the two encodings the API serves, compressed once as `npm start` does, and the
// bytes actually transferred) and the Largest Contentful Paint, median of several cold loads.
// Writes bench/results-first-page.md.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { compressAssets } from '../apps/web/scripts/compress-assets.ts';
import { buildWebApp, type LocalApi, launchChromium, startLocalApi } from './local-app.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** The goals: the sign-in page's scripts and stylesheets together (issue 44), its LCP (issue 12). */
const BUDGET_BYTES = 170 * 1024;
const LCP_BUDGET_MS = 2500;

export const slow4g = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
export const CPU_SLOWDOWN = 4;

const root = new URL('..', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'sw-first-page-'));
/** BENCH_WEB_DIST measures a build made earlier (e.g. of an older commit, for a before/after). */
const webDist = process.env.BENCH_WEB_DIST ?? join(work, 'web');

let api: LocalApi | undefined;
process.on('exit', () => {
  api?.process.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
});

if (!process.env.BENCH_WEB_DIST) buildWebApp(webDist);
// As `npm start` leaves a build: each asset beside its .br and .gz, which the API sends.
await compressAssets(webDist);
api = await startLocalApi({ webDist, dataDir: join(work, 'data') });
const base = api.base;

type Load = {
  lcpMs: number;
  lcpElement: string;
  files: Download[];
};
type Download = {
  file: string;
  kind: 'script' | 'stylesheet';
  gzip: number;
  brotli: number;
  transferred: number;
};

const sizesOf = (file: string) => {
  const bytes = readFileSync(join(webDist, 'assets', file));
  return {
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }).length,
  };
};

const browser = await launchChromium();

/** One cold load of /login (new context: no cache, no storage). */
async function loadSignInPage(): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const state = window as unknown as { __lcp: { time: number; element: string } };
    state.__lcp = { time: 0, element: '' };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
        const element = entry.element;
        state.__lcp = {
          time: entry.startTime,
          element: element
            ? `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`
            : '',
        };
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', slow4g);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  const urls = new Map<string, { url: string; kind: Download['kind'] }>();
  const transferred = new Map<string, number>();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script')
      urls.set(event.requestId, { url: event.response.url, kind: 'script' });
    if (event.type === 'Stylesheet') {
      urls.set(event.requestId, { url: event.response.url, kind: 'stylesheet' });
    }
  });
  cdp.on('Network.loadingFinished', (event) => {
    transferred.set(event.requestId, event.encodedDataLength);
  });

  await page.goto(`${base}/login`, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor({ timeout: 60_000 });
  // Nothing more arrives for a second: every file the page asks for has been counted.
  await page.waitForLoadState('networkidle');
  const lcp = await page.evaluate(
    () => (window as unknown as { __lcp: { time: number; element: string } }).__lcp,
  );
  await context.close();

  const files = [...urls].map(([requestId, { url, kind }]): Download => {
    const file = new URL(url).pathname.replace(/^\/assets\//, '');
    return { file, kind, ...sizesOf(file), transferred: transferred.get(requestId) ?? 0 };
  });
  return { lcpMs: lcp.time, lcpElement: lcp.element, files };
}

await loadSignInPage(); // warms the API and the disk; not counted
const loads: Load[] = [];
for (let run = 0; run < RUNS; run += 1) loads.push(await loadSignInPage());
await browser.close();

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const lcps = loads.map((load) => load.lcpMs);
const lcp = median(lcps);
const first = loads[0] ?? { files: [], lcpElement: '' };
const sum = (files: Download[], size: 'gzip' | 'brotli' | 'transferred') =>
  files.reduce((total, file) => total + file[size], 0);
const scripts = first.files.filter((file) => file.kind === 'script');
const stylesheets = first.files.filter((file) => file.kind === 'stylesheet');
const verdict = (bytes: number) => `≤ ${kb(BUDGET_BYTES)} ${bytes <= BUDGET_BYTES ? '✓' : '✗'}`;

const lines = [
  '# First page: /login on slow 4G with a 4× slower CPU',
  '',
  `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, Chromium headless.`,
  `Profile: ${Math.round(slow4g.latency)} ms RTT, ${kb(slow4g.downloadThroughput)}/s down, ` +
    `${kb(slow4g.uploadThroughput)}/s up, CPU ×${CPU_SLOWDOWN}; cold cache, ${RUNS} loads (one warm-up not counted).`,
  '',
  '## After (this build)',
  '',
  '| measure | value | goal |',
  '|---|---|---|',
  `| files | ${scripts.length} scripts, ${stylesheets.length} stylesheets | |`,
  `| JavaScript, gzip -9 / brotli -11 | ${kb(sum(scripts, 'gzip'))} / ${kb(sum(scripts, 'brotli'))} | |`,
  `| CSS, gzip -9 / brotli -11 | ${kb(sum(stylesheets, 'gzip'))} / ${kb(sum(stylesheets, 'brotli'))} | |`,
  `| JavaScript and CSS, brotli (what a browser gets: Chromium asks for br) | ${kb(sum(first.files, 'brotli'))} | ${verdict(sum(first.files, 'brotli'))} |`,
  `| JavaScript and CSS, gzip (a client that takes no brotli) | ${kb(sum(first.files, 'gzip'))} | ${verdict(sum(first.files, 'gzip'))} |`,
  `| JavaScript and CSS, bytes transferred with headers | ${kb(sum(first.files, 'transferred'))} | |`,
  `| LCP, median | ${(lcp / 1000).toFixed(2)} s | ≤ ${(LCP_BUDGET_MS / 1000).toFixed(1)} s ${lcp <= LCP_BUDGET_MS ? '✓' : '✗'} |`,
  `| LCP, each load | ${lcps.map((value) => (value / 1000).toFixed(2)).join(', ')} s | |`,
  `| LCP element | ${first.lcpElement} | |`,
  '',
  '| file | gzip | brotli | transferred |',
  '|---|---|---|---|',
  ...[...first.files]
    .sort((a, b) => b.gzip - a.gzip)
    .map(
      (file) =>
        `| ${file.file} | ${kb(file.gzip)} | ${kb(file.brotli)} | ${kb(file.transferred)} |`,
    ),
  '',
];
console.log(lines.join('\n'));
const out = process.env.BENCH_OUT ?? join(root, 'bench/results-first-page.md');
// A "## Before" section written by hand (an older build's figures) is kept under the new ones.
const previous = existsSync(out) ? readFileSync(out, 'utf8') : '';
const before = previous.indexOf('\n## Before');
writeFileSync(out, lines.join('\n') + (before >= 0 ? previous.slice(before) : ''));
console.log(`Written to ${out}`);
process.exit(0);
