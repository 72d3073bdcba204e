import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeServer = { url: string; close: () => Promise<void> };

/** What the fake answers: a JSON body (omitted when undefined) and any extra headers. */
export type FakeAnswer = { status: number; body: unknown; headers?: Record<string, string> };

/**
 * A small HTTP server on 127.0.0.1 and a free port, for faking a provider's public API. The
 * handler gets the request, its URL and its whole body, and may answer later (a promise).
 */
export async function startFakeServer(
  handle: (request: IncomingMessage, url: URL, body: Buffer) => FakeAnswer | Promise<FakeAnswer>,
): Promise<FakeServer> {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      let answer: FakeAnswer;
      try {
        answer = await handle(request, url, Buffer.concat(chunks));
      } catch (error) {
        answer = { status: 500, body: { error: String(error) } };
      }
      if (response.destroyed) return;
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
