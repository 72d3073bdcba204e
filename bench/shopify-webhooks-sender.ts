// The sender of `npm run bench -- shopify-webhooks`, a process of its own:
// `node --import tsx bench/shopify-webhooks-sender.ts <deliveries.json> <url> <in flight>`.
// POSTs each delivery (its X-Shopify-* headers and the exact signed bytes) with a fixed number of
// requests in flight (node:http with a keep-alive agent, one connection per request in flight:
// lighter on the shared CPU than fetch), times each from the request to the end of its answer,
// and prints one JSON line: the rate (requests / wall time), the latency percentiles, the count
// of each status and of each answered outcome, and the CPU this process used.
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';

export type StoredDelivery = { headers: Record<string, string>; body: string };

export type SenderReport = {
  requests: number;
  inFlight: number;
  wallMs: number;
  perSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  /** Requests answered later than 500 ms. */
  over500ms: number;
  statuses: Record<string, number>;
  outcomes: Record<string, number>;
  /** The latencies of each outcome's answers (imported, duplicate …). */
  byOutcome: Record<string, { p50: number; p99: number; max: number }>;
  /** CPU seconds (user + system) this sender used while sending. */
  cpuSeconds: number;
};

const [file, url, inFlightText] = process.argv.slice(2);
if (!file || !url) {
  console.error('usage: shopify-webhooks-sender.ts <deliveries.json> <url> [in flight]');
  process.exit(2);
}
const inFlight = Number(inFlightText ?? 50);
const deliveries = (JSON.parse(readFileSync(file, 'utf8')) as StoredDelivery[]).map((d) => ({
  headers: d.headers,
  body: Buffer.from(d.body, 'base64'),
}));

const latencies: number[] = [];
const latenciesOf: Record<string, number[]> = {};
const statuses: Record<string, number> = {};
const outcomes: Record<string, number> = {};
const count = (tally: Record<string, number>, key: string) => {
  tally[key] = (tally[key] ?? 0) + 1;
};

const target = new URL(url);
const agent = new Agent({ keepAlive: true, maxSockets: inFlight });

/** One POST; its status and body. */
function post(delivery: { headers: Record<string, string>; body: Buffer }) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      {
        agent,
        method: 'POST',
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        headers: { ...delivery.headers, 'Content-Length': String(delivery.body.length) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(delivery.body);
  });
}

let next = 0;
async function worker() {
  while (next < deliveries.length) {
    const delivery = deliveries[next]!;
    next += 1;
    const started = performance.now();
    let status = 'error';
    let outcome = 'none';
    try {
      const { status: code, text } = await post(delivery);
      status = String(code);
      try {
        outcome = String((JSON.parse(text) as { outcome?: unknown }).outcome ?? 'none');
      } catch {}
    } catch (error) {
      outcome = String((error as Error).message);
    }
    const ms = performance.now() - started;
    latencies.push(ms);
    const ofOutcome = latenciesOf[outcome] ?? [];
    ofOutcome.push(ms);
    latenciesOf[outcome] = ofOutcome;
    count(statuses, status);
    count(outcomes, outcome);
  }
}

// Ready: the parent takes its CPU readings, then says go (a line on stdin).
process.stdout.write('ready\n');
await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));
process.stdin.pause();

const cpuBefore = process.cpuUsage();
const started = performance.now();
await Promise.all(Array.from({ length: inFlight }, worker));
const wallMs = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);

/** The p-quantile of sorted values (nearest rank), in whole ms. */
const quantile = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!);
latencies.sort((a, b) => a - b);
const at = (p: number) => quantile(latencies, p);
const report: SenderReport = {
  requests: latencies.length,
  inFlight,
  wallMs: Math.round(wallMs),
  perSecond: Math.round((latencies.length / wallMs) * 1000),
  latencyMs: { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: Math.round(latencies.at(-1)!) },
  over500ms: latencies.filter((ms) => ms > 500).length,
  statuses,
  outcomes,
  byOutcome: Object.fromEntries(
    Object.entries(latenciesOf).map(([outcome, values]) => {
      const sorted = values.sort((a, b) => a - b);
      return [
        outcome,
        { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), max: quantile(sorted, 1) },
      ];
    }),
  ),
  cpuSeconds: Math.round((cpu.user + cpu.system) / 10_000) / 100,
};
agent.destroy();
console.log(JSON.stringify(report));
