import { connect } from 'node:net';
import { serverTextRecords } from '@stitchworks/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../build-test-app.ts';
import { listenOnFreePort } from '../factories/sockets.ts';
import { authHeaders, createSeller } from '../factories/users.ts';

/** Every text the API may answer a user with (packages/shared server-texts.ts). */
const sharedTexts = new Set(
  Object.values(serverTextRecords).flatMap((record) => Object.values(record) as string[]),
);

type RawAnswer = { status: number; headers: string; body: string };

/** Sends bytes as they are (no client would send them) and reads the answer to the end. */
function rawRequest(port: number, bytes: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        headers: head,
        body: rest.join('\r\n\r\n'),
      });
    });
    socket.end(bytes);
  });
}

/** The app's one error shape, worded with a shared text. */
function expectAppError(body: string, status: number) {
  expect(status).toBeGreaterThanOrEqual(400);
  let parsed: unknown;
  expect(() => {
    parsed = JSON.parse(body);
  }, body).not.toThrow();
  expect(Object.keys(parsed as object), body).toEqual(['error']);
  const error = (parsed as { error: Record<string, unknown> }).error;
  expect(Object.keys(error).filter((key) => !['code', 'message', 'details'].includes(key))).toEqual(
    [],
  );
  expect(typeof error.code, body).toBe('string');
  expect(sharedTexts.has(String(error.message)), `message of ${body}`).toBe(true);
}

describe('every error answer has the app’s error shape', () => {
  let t: TestApp;
  let port: number;
  let seller: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    port = Number(new URL(await listenOnFreePort(t.app)).port);
    seller = await authHeaders(t.app, await createSeller(t.db));
  });
  afterAll(() => t.close());

  it('answers malformed HTTP (a control character in a header, a broken request line) so', async () => {
    for (const bytes of [
      'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Note: a\u0001b\r\n\r\n',
      'GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n',
      'NOT A REQUEST\r\n\r\n',
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ]) {
      const answer = await rawRequest(port, bytes);
      expect(answer.status, bytes).toBe(400);
      expect(answer.headers.toLowerCase()).toContain('content-type: application/json');
      expectAppError(answer.body, answer.status);
    }
  });

  it('answers headers past the size limit so (431)', async () => {
    const answer = await rawRequest(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expectAppError(answer.body, answer.status);
  });

  it('answers a path that is not a valid URL so', async () => {
    const answer = await rawRequest(port, 'GET /api/users/%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(answer.status).toBe(400);
    expectAppError(answer.body, answer.status);
  });

  it('answers Fastify’s own refusals of a body so', async () => {
    const post = (headers: Record<string, string>, payload: string | Buffer) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload });
    const answers = [
      await post({ 'content-type': 'application/xml' }, '<a/>'),
      await post({ 'content-type': 'application/json' }, '{"email":'),
      await post({ 'content-type': 'application/json' }, `"${'a'.repeat(1024 * 1024 + 10)}"`),
      await post({ 'content-type': 'application/json' }, '{"__proto__":{"x":1}}'),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([415, 400, 413, 400]);
    for (const res of answers) expectAppError(res.body, res.statusCode);

    // A body shorter than its Content-Length, sent as it is.
    const short = await rawRequest(
      port,
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50\r\nConnection: close\r\n\r\n{}',
    );
    expect(short.status === 0 || short.status >= 400).toBe(true);
    if (short.status) expectAppError(short.body, short.status);
  });

  it('answers the multipart parser’s refusals so', async () => {
    const upload = (contentType: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/designs',
        headers: { ...seller, 'content-type': contentType },
        payload,
      });
    const answers = [
      await upload('multipart/form-data', 'no boundary'),
      await upload('multipart/form-data; boundary=x', '--x\r\nbroken'),
      await upload(
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n1\r\n--x--\r\n',
      ),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expectAppError(res.body, res.statusCode);
    }
  });

  it('answers a route that is not there, and a method a route does not take, so', async () => {
    for (const [method, url] of [
      ['GET', '/api/nowhere'],
      ['DELETE', '/api/health'],
      ['OPTIONS', '/api/health'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expectAppError(res.body, res.statusCode);
    }
  });
});
