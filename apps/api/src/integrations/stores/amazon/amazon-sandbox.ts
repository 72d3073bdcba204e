import { createHash, randomBytes } from 'node:crypto';
import type { SandboxShop } from '@stitchworks/shared';
import {
  formOf,
  readClaims,
  type SandboxAnswer,
  type SandboxRequest,
  type SignedClaims,
  sandboxFetch,
  signClaims,
} from '../sandbox-http.ts';
import {
  AMAZON_ORDERS_VERSION,
  AMAZON_USAGE_PLANS,
  type AmazonOperation,
} from './amazon-config.ts';

/**
 * The built-in sandbox Amazon (no AMAZON_LWA_CLIENT_ID), also served over HTTP as the tests' fake
 * Amazon: Seller Central's consent (`/apps/authorize/consent`, back to the redirect with `state`,
 * `selling_partner_id` and `spapi_oauth_code`), Login with Amazon's token endpoint, the Orders API
 * v2026-01-01 (`searchOrders`, `getOrder`) and v0's `confirmShipment`, with Amazon's error bodies
 * (`{"errors":[{code,message,details}]}`), request ids, `x-amzn-RateLimit-Limit` and a 429 when an
 * operation's usage plan is spent. Codes and tokens are signed; orders live in memory.
 */

export type SandboxAmazonOptions = {
  secret: string;
  applicationId: string;
  clientId: string;
  clientSecret: string;
  marketplaceId: string;
  now?: () => number;
  /** Enforce the published usage plans (on for the fake; the built-in sandbox may relax them). */
  usagePlans?: boolean;
};

type Item = { orderItemId: string; sku: string; title: string; quantity: number; shipped: number };
type Package = {
  packageReferenceId: string;
  carrierCode: string;
  carrierName: string | null;
  trackingNumber: string;
  shipDate: string;
  items: { orderItemId: string; quantity: number }[];
  at: number;
};
type Order = {
  orderId: string;
  seller: string;
  status: 'PENDING' | 'UNSHIPPED' | 'PARTIALLY_SHIPPED' | 'SHIPPED' | 'CANCELLED';
  createdAt: number;
  updatedAt: number;
  items: Item[];
  packages: Package[];
};
type Claims = SignedClaims & { seller: string; iat: number; redirectUri?: string };

const PURPOSE = 'amazon-sandbox';
const errors = (code: string, message: string, details = '') => ({
  errors: [{ code, message, details }],
});
const sha = (value: string) => createHash('sha256').update(value).digest('hex');

export type SandboxAmazon = ReturnType<typeof createSandboxAmazon>;

export function createSandboxAmazon(options: SandboxAmazonOptions) {
  const now = options.now ?? Date.now;
  const orders = new Map<string, Order>();
  const spentCodes = new Set<string>();
  const revokedAt = new Map<string, number>();
  const buckets = new Map<string, { tokens: number; at: number }>();
  let failures: number[] = [];
  let counter = 0;

  const iso = (ms: number) => new Date(ms).toISOString();
  const digits = (n: number) => Array.from(randomBytes(n), (byte) => String(byte % 10)).join('');

  function issue(kind: 'code' | 'access' | 'refresh', seller: string, redirectUri?: string) {
    const life = kind === 'code' ? 5 * 60_000 : kind === 'access' ? 3600_000 : null;
    const prefix = kind === 'code' ? '' : kind === 'access' ? 'Atza|' : 'Atzr|';
    return signClaims(options.secret, PURPOSE, prefix, {
      kind,
      seller,
      iat: now(),
      exp: life === null ? null : now() + life,
      ...(redirectUri ? { redirectUri } : {}),
    });
  }
  function read(kind: 'code' | 'access' | 'refresh', token: string | undefined) {
    const prefix = kind === 'code' ? '' : kind === 'access' ? 'Atza|' : 'Atzr|';
    const claims = readClaims<Claims>(options.secret, PURPOSE, prefix, kind, token, now());
    if (!claims) return null;
    if ((revokedAt.get(claims.seller) ?? -1) >= claims.iat) return null;
    return claims;
  }

  /** The seller consents: back to the redirect with the code, the state and their seller id. */
  function approve(query: URLSearchParams, sellerId?: string): string | { error: string } {
    if (query.get('application_id') !== options.applicationId)
      return { error: 'invalid application_id' };
    const redirectUri = query.get('redirect_uri') ?? '';
    const state = query.get('state') ?? '';
    if (!redirectUri || !state) return { error: 'redirect_uri and state are required' };
    const seller = (
      sellerId?.trim() || `A${randomBytes(7).toString('hex').toUpperCase().slice(0, 13)}`
    ).toUpperCase();
    const separator = redirectUri.includes('?') ? '&' : '?';
    const back = new URLSearchParams({
      state,
      selling_partner_id: seller,
      spapi_oauth_code: issue('code', seller, redirectUri),
    });
    return `${redirectUri}${separator}${back.toString()}`;
  }

  function takeQuota(seller: string, operation: AmazonOperation) {
    if (options.usagePlans === false) return true;
    const plan = AMAZON_USAGE_PLANS[operation];
    const key = `${seller}:${operation}`;
    const bucket = buckets.get(key) ?? { tokens: plan.burst, at: now() };
    bucket.tokens = Math.min(plan.burst, bucket.tokens + ((now() - bucket.at) / 1000) * plan.rate);
    bucket.at = now();
    buckets.set(key, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  function orderJson(order: Order) {
    const fulfilled = (item: Item) => Math.min(item.quantity, item.shipped);
    return {
      orderId: order.orderId,
      createdTime: iso(order.createdAt),
      lastUpdatedTime: iso(order.updatedAt),
      programs: [],
      salesChannel: {
        channelName: 'AMAZON',
        marketplaceId: options.marketplaceId,
        marketplaceName: 'Amazon.com',
      },
      buyer: {
        buyerName: 'Casey Morgan',
        buyerEmail: `${order.orderId.replace(/-/g, '')}@marketplace.amazon.com`,
      },
      recipient: {
        deliveryAddress: {
          name: 'Casey Morgan',
          addressLine1: '410 Terry Ave N',
          city: 'Seattle',
          stateOrRegion: 'WA',
          postalCode: '98109',
          countryCode: 'US',
          phone: '+1 206-555-0100',
          addressType: 'RESIDENTIAL',
        },
      },
      fulfillment: {
        fulfillmentStatus: order.status,
        fulfilledBy: 'MERCHANT',
        fulfillmentServiceLevel: 'STANDARD',
      },
      orderItems: order.items.map((item) => ({
        orderItemId: item.orderItemId,
        quantityOrdered: item.quantity,
        product: {
          asin: `B0${digits(8)}`,
          title: item.title,
          sellerSku: item.sku,
          condition: { conditionType: 'NEW' },
        },
        fulfillment: {
          quantityFulfilled: fulfilled(item),
          quantityUnfulfilled: item.quantity - fulfilled(item),
        },
      })),
      packages: order.packages.map((item) => ({
        packageReferenceId: item.packageReferenceId,
        createdTime: iso(item.at),
        carrier: item.carrierName ?? item.carrierCode,
        shipTime: item.shipDate,
        trackingNumber: item.trackingNumber,
        packageStatus: { status: 'IN_TRANSIT' },
        packageItems: item.items,
      })),
    };
  }

  function tokenEndpoint(request: SandboxRequest): SandboxAnswer {
    const form = formOf(request.body, request.headers['content-type']);
    if (form.client_id !== options.clientId || form.client_secret !== options.clientSecret) {
      return {
        status: 401,
        body: { error: 'invalid_client', error_description: 'Client authentication failed' },
      };
    }
    const invalid = (what: string) => ({
      status: 400,
      body: {
        error: 'invalid_grant',
        error_description: `The request has an invalid grant parameter : ${what}`,
      },
    });
    let seller: string;
    if (form.grant_type === 'authorization_code') {
      const claims = read('code', form.code);
      if (!claims || spentCodes.has(sha(form.code ?? ''))) return invalid('code');
      if (form.redirect_uri && claims.redirectUri !== form.redirect_uri)
        return invalid('redirect_uri');
      spentCodes.add(sha(form.code ?? ''));
      seller = claims.seller;
      return {
        status: 200,
        body: {
          access_token: issue('access', seller),
          refresh_token: issue('refresh', seller),
          token_type: 'bearer',
          expires_in: 3600,
        },
      };
    }
    if (form.grant_type === 'refresh_token') {
      const claims = read('refresh', form.refresh_token);
      if (!claims) return invalid('refresh_token');
      return {
        status: 200,
        body: {
          access_token: issue('access', claims.seller),
          refresh_token: form.refresh_token,
          token_type: 'bearer',
          expires_in: 3600,
        },
      };
    }
    return {
      status: 400,
      body: {
        error: 'unsupported_grant_type',
        error_description: 'The authorization grant type is not supported',
      },
    };
  }

  function handle(request: SandboxRequest): SandboxAnswer {
    const requestId = randomBytes(16).toString('hex');
    const failure = failures.shift();
    if (failure !== undefined) {
      return {
        status: failure,
        headers: { 'x-amzn-RequestId': requestId },
        body:
          failure === 429
            ? errors('QuotaExceeded', 'You exceeded your quota for the requested resource.')
            : errors('InternalFailure', 'We encountered an internal error. Please try again.'),
      };
    }
    const { method, path, query } = request;
    if (method === 'GET' && path === '/apps/authorize/consent') {
      const location = approve(query);
      if (typeof location !== 'string') return { status: 400, body: location };
      return { status: 302, headers: { location }, body: undefined };
    }
    if (method === 'POST' && path === '/auth/o2/token') return tokenEndpoint(request);
    const claims = read('access', request.headers['x-amz-access-token']);
    const base = { 'x-amzn-RequestId': requestId };
    if (!claims) {
      return {
        status: 403,
        headers: base,
        body: errors(
          'Unauthorized',
          'Access to requested resource is denied.',
          'The access token you provided is revoked, malformed or invalid.',
        ),
      };
    }
    const seller = claims.seller;
    const operationOf = (): AmazonOperation | null => {
      if (method === 'GET' && path === `/orders/${AMAZON_ORDERS_VERSION}/orders`)
        return 'searchOrders';
      if (method === 'GET' && path.startsWith(`/orders/${AMAZON_ORDERS_VERSION}/orders/`))
        return 'getOrder';
      if (method === 'POST' && /^\/orders\/v0\/orders\/[^/]+\/shipmentConfirmation$/.test(path)) {
        return 'confirmShipment';
      }
      return null;
    };
    const operation = operationOf();
    if (!operation)
      return { status: 404, headers: base, body: errors('NotFound', 'Resource not found') };
    const headers = {
      ...base,
      'x-amzn-RateLimit-Limit': String(AMAZON_USAGE_PLANS[operation].rate),
    };
    if (!takeQuota(seller, operation)) {
      return {
        status: 429,
        headers,
        body: errors('QuotaExceeded', 'You exceeded your quota for the requested resource.'),
      };
    }
    const answer = (status: number, body: unknown) => ({ status, headers, body });
    if (operation === 'searchOrders') {
      const after = query.get('lastUpdatedAfter') ?? query.get('createdAfter');
      if (!after || Number.isNaN(Date.parse(after))) {
        return answer(
          400,
          errors('InvalidInput', 'Either createdAfter or lastUpdatedAfter must be specified.'),
        );
      }
      const byUpdate = query.has('lastUpdatedAfter');
      const size = Math.min(100, Math.max(1, Number(query.get('maxResultsPerPage') ?? 100) || 100));
      const offset =
        Number(Buffer.from(query.get('paginationToken') ?? '', 'base64url').toString() || 0) || 0;
      const rows = [...orders.values()]
        .filter((order) => order.seller === seller)
        .filter((order) => (byUpdate ? order.updatedAt : order.createdAt) >= Date.parse(after))
        .sort((a, b) => a.createdAt - b.createdAt);
      const next =
        offset + size < rows.length
          ? Buffer.from(String(offset + size)).toString('base64url')
          : null;
      return answer(200, {
        orders: rows.slice(offset, offset + size).map(orderJson),
        ...(next ? { pagination: { nextToken: next } } : {}),
        lastUpdatedBefore: iso(now()),
      });
    }
    const orderId = decodeURIComponent(
      operation === 'getOrder'
        ? path.slice(`/orders/${AMAZON_ORDERS_VERSION}/orders/`.length)
        : (path.split('/')[4] ?? ''),
    );
    const order = orders.get(orderId);
    if (!order || order.seller !== seller) {
      return answer(404, errors('NotFound', `Order ${orderId} was not found.`));
    }
    if (operation === 'getOrder') return answer(200, { order: orderJson(order) });
    let body: {
      marketplaceId?: string;
      packageDetail?: {
        packageReferenceId?: string;
        carrierCode?: string;
        carrierName?: string;
        trackingNumber?: string;
        shipDate?: string;
        orderItems?: { orderItemId?: string; quantity?: number }[];
      };
    };
    try {
      body = JSON.parse(request.body) as typeof body;
    } catch {
      return answer(400, errors('InvalidInput', 'The request body is not valid JSON.'));
    }
    const detail = body.packageDetail;
    if (
      body.marketplaceId !== options.marketplaceId ||
      !detail?.packageReferenceId ||
      !detail.carrierCode ||
      !detail.trackingNumber ||
      !detail.shipDate ||
      !detail.orderItems?.length
    ) {
      return answer(
        400,
        errors(
          'InvalidInput',
          'marketplaceId and packageDetail (packageReferenceId, carrierCode, trackingNumber, shipDate, orderItems) are required.',
        ),
      );
    }
    if (order.status === 'CANCELLED' || order.status === 'PENDING') {
      return answer(
        400,
        errors('InvalidInput', `Order ${orderId} cannot be shipped in status ${order.status}.`),
      );
    }
    if (order.packages.some((item) => item.packageReferenceId === detail.packageReferenceId)) {
      return answer(
        400,
        errors('InvalidInput', 'packageReferenceId is already used on this order.'),
      );
    }
    const items: { orderItemId: string; quantity: number }[] = [];
    for (const line of detail.orderItems) {
      const item = order.items.find((candidate) => candidate.orderItemId === line.orderItemId);
      const quantity = Number(line.quantity);
      if (
        !item ||
        !Number.isInteger(quantity) ||
        quantity < 1 ||
        item.shipped + quantity > item.quantity
      ) {
        return answer(
          400,
          errors('InvalidInput', `orderItemId ${line.orderItemId} or its quantity is not valid.`),
        );
      }
      items.push({ orderItemId: item.orderItemId, quantity });
    }
    for (const line of items) {
      const item = order.items.find((candidate) => candidate.orderItemId === line.orderItemId);
      if (item) item.shipped += line.quantity;
    }
    order.packages.push({
      packageReferenceId: detail.packageReferenceId,
      carrierCode: detail.carrierCode,
      carrierName: detail.carrierName ?? null,
      trackingNumber: detail.trackingNumber,
      shipDate: detail.shipDate,
      items,
      at: now(),
    });
    order.status = order.items.every((item) => item.shipped >= item.quantity)
      ? 'SHIPPED'
      : 'PARTIALLY_SHIPPED';
    order.updatedAt = Math.max(now(), order.updatedAt + 1000);
    return { status: 204, headers, body: undefined };
  }

  return {
    handle,
    fetch: sandboxFetch(handle),
    approve,

    /** A buyer orders these SKUs from the seller (UNSHIPPED: paid, waiting to ship). */
    createOrder(
      seller: string,
      input: {
        lines: { sku: string; quantity?: number; title?: string }[];
        status?: 'PENDING' | 'UNSHIPPED';
      },
    ) {
      counter += 1;
      const at = now();
      const orderId = `${digits(3)}-${digits(7)}-${String(counter).padStart(7, '0')}`;
      const order: Order = {
        orderId,
        seller: seller.toUpperCase(),
        status: input.status ?? 'UNSHIPPED',
        createdAt: at,
        updatedAt: at,
        items: input.lines.map((line) => ({
          orderItemId: digits(14),
          sku: line.sku,
          title: line.title ?? `Embroidered ${line.sku}`,
          quantity: line.quantity ?? 1,
          shipped: 0,
        })),
        packages: [],
      };
      orders.set(orderId, order);
      return orderJson(order);
    },

    /** The order changes on Amazon (payment authorised, cancelled). */
    updateOrder(orderId: string, status: 'UNSHIPPED' | 'CANCELLED') {
      const order = orders.get(orderId);
      if (!order) throw new Error(`sandbox Amazon: no order ${orderId}`);
      order.status = status;
      order.updatedAt = Math.max(now(), order.updatedAt + 1000);
      return orderJson(order);
    },

    order(orderId: string) {
      const order = orders.get(orderId);
      return order ? orderJson(order) : null;
    },

    /** The seller's orders, newest first, for the store page's sandbox panel. */
    ordersOf(seller: string): SandboxShop['orders'] {
      return [...orders.values()]
        .filter((order) => order.seller === seller.toUpperCase())
        .reverse()
        .map((order) => ({
          id: order.orderId,
          name: order.orderId,
          createdAt: iso(order.createdAt),
          lines: order.items.map((item) => ({ sku: item.sku, quantity: item.quantity })),
          fulfillments: order.packages.map((item) => ({
            trackingNumber: item.trackingNumber,
            company: item.carrierName ?? item.carrierCode,
            url: null,
            createdAt: iso(item.at),
          })),
        }));
    },

    /** The seller removes the authorization: every token so far stops working. */
    revoke(seller: string) {
      revokedAt.set(seller.toUpperCase(), now());
    },

    /** The next answers fail with these HTTP statuses. */
    failNext(...statuses: number[]) {
      failures.push(...statuses);
    },
    reset() {
      failures = [];
    },
  };
}
