/// <reference lib="dom" />
// `npm run bench -- first-page`: the sign-in page as a person on a slow phone network sees it.
// Builds the web app into a folder of its own, starts the real API serving it (embedded
// database), and loads /login in Chromium with the network and CPU throttled through the DevTools
// protocol: Lighthouse's "slow 4G" (150 ms RTT × 3.75, 1.6 Mbit/s × 0.9 down, 750 kbit/s × 0.9
// up) and a 4× slower CPU. Reports the JavaScript the page downloads (gzip -9 of each file, as a
// compressing server sends it, and the bytes actually transferred) and the Largest Contentful
// Paint, median of several cold loads. Writes bench/results-first-page.md.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildWebApp, type LocalApi, launchChromium, startLocalApi } from './local-app.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** The goals of issue 12: the sign-in page's script and its LCP on this profile. */
const JS_BUDGET_BYTES = 170 * 1024;
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
api = await startLocalApi({ webDist, dataDir: join(work, 'data') });
const base = api.base;

type Load = {
  lcpMs: number;
  lcpElement: string;
  scripts: { file: string; gzip: number; transferred: number }[];
};

const gzipOf = (file: string) =>
  gzipSync(readFileSync(join(webDist, 'assets', file)), { level: 9 }).length;

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

  const scriptUrls = new Map<string, string>();
  const transferred = new Map<string, number>();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scriptUrls.set(event.requestId, event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => {
    transferred.set(event.requestId, event.encodedDataLength);
  });

  await page.goto(`${base}/login`, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor({ timeout: 60_000 });
  // Nothing more arrives for a second: every script the page asks for has been counted.
  await page.waitForLoadState('networkidle');
  const lcp = await page.evaluate(
    () => (window as unknown as { __lcp: { time: number; element: string } }).__lcp,
  );
  await context.close();

  const scripts = [...scriptUrls].map(([requestId, url]) => {
    const file = new URL(url).pathname.replace(/^\/assets\//, '');
    return { file, gzip: gzipOf(file), transferred: transferred.get(requestId) ?? 0 };
  });
  return { lcpMs: lcp.time, lcpElement: lcp.element, scripts };
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
const first = loads[0] ?? { scripts: [], lcpElement: '' };
const jsGzip = first.scripts.reduce((sum, script) => sum + script.gzip, 0);
const jsTransferred = first.scripts.reduce((sum, script) => sum + script.transferred, 0);

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
  `| JavaScript files | ${first.scripts.length} | |`,
  `| JavaScript, gzip -9 | ${kb(jsGzip)} | ≤ ${kb(JS_BUDGET_BYTES)} ${jsGzip <= JS_BUDGET_BYTES ? '✓' : '✗'} |`,
  `| JavaScript, bytes transferred (as the API serves it) | ${kb(jsTransferred)} | |`,
  `| LCP, median | ${(lcp / 1000).toFixed(2)} s | ≤ ${(LCP_BUDGET_MS / 1000).toFixed(1)} s ${lcp <= LCP_BUDGET_MS ? '✓' : '✗'} |`,
  `| LCP, each load | ${lcps.map((value) => (value / 1000).toFixed(2)).join(', ')} s | |`,
  `| LCP element | ${first.lcpElement} | |`,
  '',
  '| script | gzip | transferred |',
  '|---|---|---|',
  ...[...first.scripts]
    .sort((a, b) => b.gzip - a.gzip)
    .map((script) => `| ${script.file} | ${kb(script.gzip)} | ${kb(script.transferred)} |`),
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
