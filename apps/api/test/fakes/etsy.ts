import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EtsyConfig } from '../../src/integrations/stores/etsy/etsy-config.ts';
import {
  createSandboxEtsy,
  type SandboxEtsy,
} from '../../src/integrations/stores/etsy/etsy-sandbox.ts';

/**
 * A local fake Etsy (Open API v3) on 127.0.0.1: the sandbox Etsy's handler over real HTTP, with its
 * own app keys (and room for sellers' own apps), a request log (method, path, status; never a
 * token, key or body), and the sandbox's controls (receipts, revocation, failures).
 */

export type FakeEtsyRequest = { method: string; path: string; status: number; apiKey: string };

export type FakeEtsy = {
  url: string;
  /** A live configuration (the app's keys) that reaches this fake. */
  config: EtsyConfig;
  etsy: SandboxEtsy;
  requests: FakeEtsyRequest[];
  /** A seller's own Etsy app the fake accepts (self_app_etsy). */
  addApp: (keystring: string, sharedSecret: string) => void;
  close: () => Promise<void>;
};

export async function startFakeEtsy(options: { now?: () => number } = {}): Promise<FakeEtsy> {
  const keystring = `fakeetsy${randomBytes(6).toString('hex')}`;
  const sharedSecret = randomBytes(12).toString('hex');
  const apps = new Map([[keystring, sharedSecret]]);
  const etsy = createSandboxEtsy({
    secret: randomBytes(24).toString('hex'),
    apps,
    now: options.now,
  });
  const requests: FakeEtsyRequest[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([key, value]) => [
          key,
          Array.isArray(value) ? value[0] : value,
        ]),
      );
      const answer = etsy.handle({
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      requests.push({
        method: request.method ?? '',
        path: url.pathname,
        status: answer.status,
        apiKey: (headers['x-api-key'] ?? '').split(':')[0] ?? '',
      });
      if (response.destroyed) return;
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    config: { apiUrl: url, oauthUrl: url, keystring, sharedSecret, sandbox: false },
    etsy,
    requests,
    addApp: (key, secret) => apps.set(key, secret),
    close: () =>
      new Promise<void>((resolve, reject) => {
        etsy.reset();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
