import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createWooSandbox,
  type WooDelivery,
  type WooSandbox,
  type WooSandboxAnswer,
} from '../../src/integrations/stores/woocommerce/woocommerce-sandbox.ts';

/**
 * A local fake WooCommerce on 127.0.0.1: shops (sites) at `http://127.0.0.1:PORT/{site}`, each
 * answering `wp-json/wc/v3` and the Shipment Tracking extension's routes as the real one does.
 * Over plain http WooCommerce takes only OAuth 1.0a signed requests (HMAC-SHA256 with the consumer
 * secret), and so does the fake: an unsigned or Basic-auth request answers 401. Test controls: the
 * merchant's approval (the keys POSTed to the callback), orders and their signed webhook
 * deliveries, the next answers' failures, a request log (method, path, how it was signed, status;
 * never a key), revoking a site's keys and a site without Shipment Tracking.
 */

export type FakeWooRequest = {
  method: string;
  path: string;
  auth: 'oauth1' | 'basic' | null;
  status: number;
};

export type FakeWooCommerce = {
  url: string;
  /** A new site's address (`http://127.0.0.1:PORT/shop-N`). */
  newSite: () => string;
  shop: WooSandbox;
  requests: FakeWooRequest[];
  failNext: (status: number) => void;
  /** The same delivery as `app.inject` options (to the delivery's own path). */
  injection: (delivery: WooDelivery) => {
    method: 'POST';
    url: string;
    headers: Record<string, string>;
    payload: Buffer;
  };
  close: () => Promise<void>;
};

export async function startFakeWooCommerce(): Promise<FakeWooCommerce> {
  const shop = createWooSandbox({ secret: randomBytes(24).toString('hex') });
  const requests: FakeWooRequest[] = [];
  let failures: number[] = [];
  let sites = 0;
  let base = '';

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', base);
      const match = /^\/([^/]+)(\/.*)?$/.exec(url.pathname);
      const siteUrl = `${base}/${match?.[1] ?? ''}`;
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([key, value]) => [
          key,
          Array.isArray(value) ? value[0] : value,
        ]),
      );
      const failure = failures.shift();
      let answer: WooSandboxAnswer;
      try {
        answer =
          failure !== undefined
            ? {
                status: failure,
                headers: {},
                body: { code: 'internal_server_error', message: 'Failure' },
              }
            : shop.handle(siteUrl, {
                method: request.method ?? 'GET',
                url,
                path: match?.[2] ?? '/',
                headers,
                body: Buffer.concat(chunks).toString('utf8'),
              });
      } catch (error) {
        answer = { status: 500, headers: {}, body: { code: 'error', message: String(error) } };
      }
      requests.push({
        method: request.method ?? '',
        path: url.pathname,
        auth: url.searchParams.has('oauth_signature')
          ? 'oauth1'
          : headers.authorization?.startsWith('Basic ')
            ? 'basic'
            : null,
        status: answer.status,
      });
      if (response.destroyed) return;
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;

  return {
    url: base,
    newSite: () => {
      sites += 1;
      return `${base}/shop-${sites}-${process.pid}`;
    },
    shop,
    requests,
    failNext: (status) => failures.push(status),
    injection: (delivery) => ({
      method: 'POST',
      url: new URL(delivery.url).pathname,
      headers: delivery.headers,
      payload: delivery.body,
    }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        failures = [];
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
