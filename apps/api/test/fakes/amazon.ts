import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type AmazonConfig,
  DEFAULT_AMAZON_MARKETPLACE_ID,
} from '../../src/integrations/stores/amazon/amazon-config.ts';
import {
  createSandboxAmazon,
  type SandboxAmazon,
} from '../../src/integrations/stores/amazon/amazon-sandbox.ts';

/**
 * A local fake Amazon on 127.0.0.1 (Seller Central consent, Login with Amazon, the SP-API Orders
 * calls): the sandbox Amazon's handler over real HTTP with its own application and LWA client,
 * the published usage plans enforced (429 QuotaExceeded), and a request log (method, path,
 * status; never a token or a body).
 */

export type FakeAmazonRequest = { method: string; path: string; status: number };

export type FakeAmazon = {
  url: string;
  config: AmazonConfig;
  amazon: SandboxAmazon;
  requests: FakeAmazonRequest[];
  close: () => Promise<void>;
};

export async function startFakeAmazon(options: { now?: () => number } = {}): Promise<FakeAmazon> {
  const applicationId = `amzn1.sp.solution.${randomBytes(8).toString('hex')}`;
  const clientId = `amzn1.application-oa2-client.${randomBytes(8).toString('hex')}`;
  const clientSecret = randomBytes(24).toString('hex');
  const amazon = createSandboxAmazon({
    secret: randomBytes(24).toString('hex'),
    applicationId,
    clientId,
    clientSecret,
    marketplaceId: DEFAULT_AMAZON_MARKETPLACE_ID,
    now: options.now,
    usagePlans: true,
  });
  const requests: FakeAmazonRequest[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const answer = amazon.handle({
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([key, value]) => [
            key,
            Array.isArray(value) ? value[0] : value,
          ]),
        ),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      requests.push({ method: request.method ?? '', path: url.pathname, status: answer.status });
      if (response.destroyed) return;
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    config: {
      sellerCentralUrl: url,
      lwaUrl: url,
      spapiUrl: url,
      applicationId,
      clientId,
      clientSecret,
      marketplaceId: DEFAULT_AMAZON_MARKETPLACE_ID,
      draft: false,
      sandbox: false,
    },
    amazon,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        amazon.reset();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
