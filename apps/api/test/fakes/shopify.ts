import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  SHOPIFY_API_VERSION,
  SHOPIFY_SCOPES,
  type ShopifyConfig,
} from '../../src/integrations/stores/shopify/shopify-config.ts';
import {
  createSandboxShopify,
  type SandboxDelivery,
  type SandboxHttpAnswer,
  type SandboxShopify,
} from '../../src/integrations/stores/shopify/shopify-sandbox.ts';

/**
 * A local fake Shopify on 127.0.0.1: the sandbox shop's handler served over real HTTP at
 * `http://127.0.0.1:PORT/{shop}/admin/…` (point SHOPIFY_SHOP_ORIGIN, or `config.shopOrigin`, at
 * `${url}/{shop}`), with its own app credentials, and test controls: the next answers' failures
 * (an HTTP status or a `THROTTLED` GraphQL answer), a request log (method, path, GraphQL operation,
 * status; never a token or a body), revoking a shop's tokens, and webhook deliveries signed with
 * the app secret, posted to a listening app or handed over for `app.inject`.
 */

export type FakeShopifyRequest = {
  method: string;
  path: string;
  /** The GraphQL operation name (`StitchworksOrdersUpdatedSince`), or `access_token`, `authorize`. */
  operation: string | null;
  status: number;
  /** Answered `THROTTLED` (by the bucket or by failNext). */
  throttled: boolean;
};

export type FakeShopify = {
  url: string;
  /** A live (not sandbox) configuration that reaches this fake. */
  config: ShopifyConfig;
  /** The shops behind the fake: orders, approvals, deliveries, what each shop received. */
  sandbox: SandboxShopify;
  requests: FakeShopifyRequest[];
  /** The next request (any kind) answers this HTTP status, or a GraphQL `THROTTLED` error. */
  failNext: (failure: number | 'THROTTLED') => void;
  /** Every token issued so far for the shop answers 401 (GraphQL) or invalid_grant (refresh). */
  revokeTokens: (shop: string) => void;
  /** POSTs the delivery to a listening app's webhook URL, as Shopify does. */
  deliver: (url: string, delivery: SandboxDelivery) => Promise<{ status: number; body: string }>;
  /** The same delivery as `app.inject` options. */
  injection: (
    delivery: SandboxDelivery,
    path?: string,
  ) => { method: 'POST'; url: string; headers: Record<string, string>; payload: Buffer };
  close: () => Promise<void>;
};

const operationOf = (path: string, body: string): string | null => {
  if (path.endsWith('/admin/oauth/access_token')) return 'access_token';
  if (path.endsWith('/admin/oauth/authorize')) return 'authorize';
  if (!path.endsWith('/graphql.json')) return null;
  try {
    const query = (JSON.parse(body) as { query?: unknown }).query;
    return typeof query === 'string'
      ? (/^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? 'anonymous')
      : null;
  } catch {
    return null;
  }
};

function failureAnswer(failure: number | 'THROTTLED'): SandboxHttpAnswer {
  if (failure === 'THROTTLED') {
    return {
      status: 200,
      headers: {},
      body: {
        errors: [
          {
            message: 'Throttled',
            extensions: {
              code: 'THROTTLED',
              documentation: 'https://shopify.dev/api/usage/rate-limits',
            },
          },
        ],
        extensions: {
          cost: {
            requestedQueryCost: 100,
            actualQueryCost: null,
            throttleStatus: { maximumAvailable: 2000, currentlyAvailable: 20, restoreRate: 100 },
          },
        },
      },
    };
  }
  if (failure === 429) {
    return {
      status: 429,
      headers: { 'retry-after': '2.0' },
      body: { errors: 'Exceeded 2 calls per second for api client. Reduce request rates.' },
    };
  }
  if (failure === 401) {
    return {
      status: 401,
      headers: {},
      body: {
        errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
      },
    };
  }
  return { status: failure, headers: {}, body: { errors: 'Internal Server Error' } };
}

export async function startFakeShopify(
  options: {
    apiVersion?: string;
    now?: () => number;
    bucket?: { maximum: number; restoreRate: number };
  } = {},
): Promise<FakeShopify> {
  const apiKey = `fake-${randomBytes(8).toString('hex')}`;
  const apiSecret = randomBytes(24).toString('hex');
  const apiVersion = options.apiVersion ?? SHOPIFY_API_VERSION;
  const sandbox = createSandboxShopify({
    apiKey,
    apiSecret,
    apiVersion,
    now: options.now,
    bucket: options.bucket,
  });
  const requests: FakeShopifyRequest[] = [];
  let failures: (number | 'THROTTLED')[] = [];

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const body = Buffer.concat(chunks).toString('utf8');
      const failure = failures.shift();
      let answer: SandboxHttpAnswer;
      try {
        answer =
          failure !== undefined
            ? failureAnswer(failure)
            : sandbox.handle({
                method: request.method ?? 'GET',
                path: url.pathname,
                query: url.searchParams,
                headers: Object.fromEntries(
                  Object.entries(request.headers).map(([key, value]) => [
                    key,
                    Array.isArray(value) ? value[0] : value,
                  ]),
                ),
                body,
              });
      } catch (error) {
        answer = { status: 500, headers: {}, body: { errors: String(error) } };
      }
      const errors = (answer.body as { errors?: unknown } | undefined)?.errors;
      requests.push({
        method: request.method ?? '',
        path: url.pathname,
        operation: operationOf(url.pathname, body),
        status: answer.status,
        throttled:
          Array.isArray(errors) &&
          errors.some(
            (error: { extensions?: { code?: unknown } }) => error.extensions?.code === 'THROTTLED',
          ),
      });
      if (response.destroyed) return;
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    config: {
      apiKey,
      apiSecret,
      apiVersion,
      shopOrigin: `${url}/{shop}`,
      scopes: SHOPIFY_SCOPES,
      sandbox: false,
    },
    sandbox,
    requests,
    failNext: (failure) => failures.push(failure),
    revokeTokens: (shop) => sandbox.revokeTokens(shop),
    async deliver(target, delivery) {
      const answer = await fetch(target, {
        method: 'POST',
        headers: delivery.headers,
        body: delivery.body,
      });
      return { status: answer.status, body: await answer.text() };
    },
    injection: (delivery, path = '/api/webhooks/shopify') => ({
      method: 'POST',
      url: path,
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
