import { performance } from 'node:perf_hooks';

export type LatencyReport = {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
};

/** Fires a bounded number of requests at a loopback URL with fixed concurrency; times each. */
export async function measureLatency(
  url: string,
  { requests = 2000, concurrency = 20, headers = {} as Record<string, string> } = {},
): Promise<LatencyReport> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url)) throw new Error('loopback only');
  const timings: number[] = [];
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < requests) {
      next += 1;
      const t0 = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      timings.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  const at = (q: number) =>
    Number(timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!.toFixed(2));
  return {
    requests,
    rps: Math.round(requests / elapsed),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
  };
}
