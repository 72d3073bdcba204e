import { Agent, request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../build-test-app.ts';
import { listenOnFreePort } from '../factories/sockets.ts';
import { authHeaders, createSeller } from '../factories/users.ts';

const MB = 1024 * 1024;

type Answer = { status: number; body: string; headers: Record<string, unknown> };

/**
 * A client that sends the whole body before it reads anything (python-requests does): every byte
 * is written, each write waited for, before the answer is looked at. A server that stops reading
 * the body leaves the writes waiting forever: after `deadlineMs` that is a failure.
 */
function sendWholeBodyFirst(
  url: string,
  path: string,
  headers: Record<string, string>,
  chunks: Buffer[],
  agent?: Agent,
  deadlineMs = 30_000,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const target = new URL(path, url);
    const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    const req = httpRequest(target, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(length) },
      ...(agent ? { agent } : {}),
    });
    let answer: Promise<Answer> | undefined;
    req.on('response', (res) => {
      answer = new Promise((done) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () =>
          done({
            status: res.statusCode ?? 0,
            body: Buffer.concat(parts).toString('utf8'),
            headers: res.headers,
          }),
        );
      });
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`the body was not taken within ${deadlineMs} ms`));
    }, deadlineMs);
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    void (async () => {
      for (const chunk of chunks) {
        await new Promise<void>((done, fail) =>
          req.write(chunk, (error) => (error ? fail(error) : done())),
        );
      }
      await new Promise<void>((done) => req.end(done));
      // Only now is the answer read.
      for (let waited = 0; !answer && waited < deadlineMs; waited += 20) {
        await new Promise((done) => setTimeout(done, 20));
      }
      clearTimeout(timer);
      if (!answer) throw new Error('no answer after the whole body');
      resolve(await answer);
    })().catch((error: unknown) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** A multipart form of one file, `size` bytes, its first row after the header `firstRow`. */
function csvForm(header: string, firstRow: string, size: number) {
  const boundary = 'sw-boundary-1234';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="csv"; filename="orders.csv"\r\n` +
      `Content-Type: text/csv\r\n\r\n${header}\n${firstRow}\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const filler = Buffer.from(`${'x,'.repeat(31)}x\n`.repeat(16 * 1024)); // 1 MB of short rows
  const chunks = [head];
  let total = head.length + tail.length;
  while (total + filler.length <= size) {
    chunks.push(filler);
    total += filler.length;
  }
  chunks.push(Buffer.alloc(size - total, 'y'), tail);
  return { chunks, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('an upload refused before its end is answered to a client that sends it all first', () => {
  let t: TestApp;
  let url: string;
  let seller: Record<string, string>;
  let header: string;

  beforeAll(async () => {
    t = await createTestApp();
    url = await listenOnFreePort(t.app);
    seller = await authHeaders(t.app, await createSeller(t.db));
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/orders/in-bulk/template',
      headers: seller,
    });
    header = template.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '';
  });
  afterAll(() => t.close());

  it('a 20 MB CSV refused at a row past 256 kB: 400, the whole body taken', {
    timeout: 90_000,
  }, async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const form = csvForm(header, `A1,${'z'.repeat(1024 * 1024)}`, 20 * MB);
      const answer = await sendWholeBodyFirst(
        url,
        '/api/orders/in-bulk',
        { ...seller, 'content-type': form.contentType },
        form.chunks,
        agent,
      );
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body).error.code).toBe('BAD_REQUEST');
      // Once the body is taken, the same connection serves the next request.
      const next = await new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = httpRequest(new URL('/api/health', url), { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
        });
        req.on('error', reject);
        req.end();
      });
      expect(next).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });

  it('a CSV over the 20 MB limit: 413, the whole body taken', { timeout: 90_000 }, async () => {
    const form = csvForm(header, 'A1,1', 21 * MB);
    const answer = await sendWholeBodyFirst(
      url,
      '/api/orders/in-bulk',
      { ...seller, 'content-type': form.contentType },
      form.chunks,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('a design that is not an image, and a JSON body over 1 MB', { timeout: 90_000 }, async () => {
    const boundary = 'sw-boundary-5678';
    const design = [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="design"; filename="a.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      Buffer.alloc(12 * MB, 'n'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ];
    const refusedDesign = await sendWholeBodyFirst(
      url,
      '/api/designs',
      { ...seller, 'content-type': `multipart/form-data; boundary=${boundary}` },
      design,
    );
    expect(refusedDesign.status).toBeGreaterThanOrEqual(400);
    expect(refusedDesign.status).toBeLessThan(500);

    const json = await sendWholeBodyFirst(
      url,
      '/api/auth/login',
      { 'content-type': 'application/json' },
      [Buffer.from(`{"email":"${'a'.repeat(8 * MB)}"}`)],
    );
    expect(json.status).toBe(413);
  });

  it('an upload without a sign-in: 401, the whole body taken', { timeout: 90_000 }, async () => {
    const form = csvForm(header, 'A1,1', 20 * MB);
    const answer = await sendWholeBodyFirst(
      url,
      '/api/orders/in-bulk',
      { 'content-type': form.contentType },
      form.chunks,
    );
    expect(answer.status).toBe(401);
  });
});
