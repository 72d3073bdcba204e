import { randomUUID } from 'node:crypto';
import type { SandboxShop } from '@stitchworks/shared';
import { isShopDomain, normalizeShop, signWebhookBody } from './shopify-hmac.ts';
import { runSandboxGraphql } from './shopify-sandbox-graphql.ts';
import { createSandboxOAuth } from './shopify-sandbox-oauth.ts';
import {
  addOrder,
  createIdSource,
  newShopState,
  restOrder,
  type SandboxOrderInput,
  type SandboxShopState,
  stableId,
} from './shopify-sandbox-shop.ts';

/**
 * The built-in sandbox Shopify, used when no SHOPIFY_API_KEY is set: an in-process shop that
 * answers the HTTP calls the real one answers (`/{shop}/admin/oauth/authorize`, `…/access_token`,
 * `…/admin/api/{version}/graphql.json`) as a `fetch`, so the real client runs unchanged against
 * it (`createShopifyClient(sandboxShopifyConfig(…), { fetch: sandbox.fetch })`). Orders,
 * fulfillments and webhook subscriptions live in memory; codes and tokens are signed and carry
 * their own expiry, so they outlive a restart. It also plays the shop's side of the loop: the
 * install approval (a redirect signed the real way), test orders and the signed webhook deliveries
 * the caller posts to our webhook route, and what the shop received (tracking).
 */

export type SandboxShopifyOptions = {
  apiKey: string;
  apiSecret: string;
  apiVersion: string;
  now?: () => number;
  /** Each shop's cost bucket (default 2,000 points restored at 100 a second). */
  bucket?: { maximum: number; restoreRate: number };
};

export type SandboxHttpRequest = {
  method: string;
  /** `/{shop}/admin/…` */
  path: string;
  query?: URLSearchParams;
  headers: Record<string, string | undefined>;
  body: string;
};
export type SandboxHttpAnswer = { status: number; headers: Record<string, string>; body: unknown };

/** A webhook as Shopify would POST it: its X-Shopify-* headers and the exact signed bytes. */
export type SandboxDelivery = { headers: Record<string, string>; body: Buffer };

export type SandboxRestOrder = Record<string, unknown> & { id: number; name: string };

export type SandboxShopify = ReturnType<typeof createSandboxShopify>;

const UNAUTHORIZED = {
  errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
  status,
  headers,
  body,
});

export function createSandboxShopify(options: SandboxShopifyOptions) {
  const { apiKey, apiSecret, apiVersion } = options;
  const now = options.now ?? Date.now;
  const bucket = options.bucket ?? { maximum: 2000, restoreRate: 100 };
  const nextId = createIdSource(now);
  const shops = new Map<string, SandboxShopState>();
  const oauth = createSandboxOAuth({ apiKey, apiSecret, now });

  function shopState(shop: string): SandboxShopState {
    const key = normalizeShop(shop);
    if (!isShopDomain(key)) throw new Error(`sandbox Shopify: not a shop domain: ${shop}`);
    let state = shops.get(key);
    if (!state) {
      state = newShopState(key, bucket, now());
      shops.set(key, state);
    }
    return state;
  }

  function approveInstall(input: { shop: string; state: string; redirectUri: string }): string {
    return oauth.approveInstall({ ...input, shop: shopState(input.shop).shop });
  }

  function handle(request: SandboxHttpRequest): SandboxHttpAnswer {
    const match = /^\/([^/]+)(\/admin\/.*)$/.exec(request.path);
    const shop = match ? normalizeShop(decodeURIComponent(match[1] as string)) : '';
    const rest = match?.[2] ?? '';
    if (!match || !isShopDomain(shop)) return json(404, { errors: 'Not Found' });
    const method = request.method.toUpperCase();
    if (method === 'GET' && rest === '/admin/oauth/authorize') {
      const query = request.query ?? new URLSearchParams();
      if (query.get('client_id') !== apiKey) return json(400, { errors: 'Invalid client_id' });
      const redirectUri = query.get('redirect_uri') ?? '';
      const location = approveInstall({ shop, state: query.get('state') ?? '', redirectUri });
      return json(302, undefined, { location });
    }
    if (method === 'POST' && rest === '/admin/oauth/access_token') {
      const answer = oauth.accessToken(shop, request.body);
      return json(answer.status, answer.body);
    }
    const version = /^\/admin\/api\/(\d{4}-\d{2}|unstable)\/graphql\.json$/.exec(rest)?.[1];
    if (method === 'POST' && version) {
      if (!oauth.accessAllowed(shop, request.headers['x-shopify-access-token'])) {
        return json(401, UNAUTHORIZED);
      }
      let body: { query?: unknown; variables?: unknown };
      try {
        body = JSON.parse(request.body) as typeof body;
      } catch {
        return json(400, { errors: 'Invalid JSON in request body' });
      }
      const answer = runSandboxGraphql({ state: shopState(shop), nextId, now: now() }, body);
      return json(answer.status, answer.body, { 'x-shopify-api-version': version });
    }
    return json(404, { errors: 'Not Found' });
  }

  const sandboxFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const original = input instanceof Request ? input : null;
    const url = new URL(original ? original.url : String(input));
    const headers = new Headers(init?.headers ?? original?.headers);
    const body =
      init?.body !== undefined && init.body !== null
        ? await new Response(init.body).text()
        : original
          ? await original.text()
          : '';
    const answer = handle({
      method: init?.method ?? original?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: Object.fromEntries(headers),
      body,
    });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json; charset=utf-8', ...answer.headers },
    });
  }) as typeof fetch;

  function webhookDelivery(
    shop: string,
    topic: string,
    payload: unknown,
    ids: { webhookId?: string; eventId?: string } = {},
  ): SandboxDelivery {
    const body = Buffer.from(JSON.stringify(payload));
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'X-Shopify-Topic': topic,
      'X-Shopify-Hmac-Sha256': signWebhookBody(apiSecret, body),
      'X-Shopify-Shop-Domain': normalizeShop(shop),
      'X-Shopify-API-Version': apiVersion,
      'X-Shopify-Webhook-Id': ids.webhookId ?? randomUUID(),
      'X-Shopify-Event-Id': ids.eventId ?? randomUUID(),
      'X-Shopify-Triggered-At': new Date(now()).toISOString(),
    };
    const orderId = (payload as { id?: unknown } | null)?.id;
    if (topic.startsWith('orders/') && orderId !== undefined) {
      headers['X-Shopify-Order-Id'] = String(orderId);
    }
    return { headers, body };
  }

  const findOrder = (shop: string, id: string | number) => shopState(shop).orders.get(String(id));

  function orderOrThrow(shop: string, id: string | number) {
    const order = findOrder(shop, id);
    if (!order) throw new Error(`sandbox Shopify: no order ${id} in ${shop}`);
    return order;
  }

  return {
    apiKey,
    apiVersion,
    handle,
    fetch: sandboxFetch,
    approveInstall,
    webhookDelivery,

    /** The shop sells: a new order (#1001, #1002 … per shop) and its signed `orders/create`. */
    createOrder(shop: string, input: SandboxOrderInput) {
      const state = shopState(shop);
      const order = restOrder(state, addOrder(state, nextId, now(), input)) as SandboxRestOrder;
      return { order, delivery: webhookDelivery(state.shop, 'orders/create', order) };
    },

    /** The order changes on the shop (paid, cancelled), with its signed `orders/updated`. */
    updateOrder(
      shop: string,
      id: string | number,
      changes: { paid?: boolean; cancelled?: boolean },
    ) {
      const state = shopState(shop);
      const order = orderOrThrow(shop, id);
      const at = Math.max(now(), order.updatedAt + 1);
      if (changes.paid !== undefined) order.financialStatus = changes.paid ? 'paid' : 'pending';
      if (changes.cancelled) {
        order.cancelledAt = at;
        for (const fulfillmentOrder of order.fulfillmentOrders) {
          if (fulfillmentOrder.status !== 'CLOSED') fulfillmentOrder.status = 'CANCELLED';
        }
      }
      order.updatedAt = at;
      const payload = restOrder(state, order) as SandboxRestOrder;
      return { order: payload, delivery: webhookDelivery(state.shop, 'orders/updated', payload) };
    },

    /** The merchant removes the app: its tokens stop working; the signed `app/uninstalled`. */
    uninstall(shop: string): SandboxDelivery {
      const state = shopState(shop);
      oauth.revoke(state.shop);
      state.subscriptions.clear();
      const name = state.shop.replace(/\.myshopify\.com$/, '');
      return webhookDelivery(state.shop, 'app/uninstalled', {
        id: Number(state.shopId),
        name,
        email: `owner@${name}.example.com`,
        domain: state.shop,
        myshopify_domain: state.shop,
        plan_name: 'partner_test',
        country_code: 'US',
        currency: 'USD',
      });
    },

    /** Every token issued so far for the shop is refused from now on (401 / invalid_grant). */
    revokeTokens(shop: string): void {
      oauth.revoke(shopState(shop).shop);
    },

    /**
     * A privacy request as Shopify sends it: `customers/data_request` and `customers/redact` for
     * the customer with this e-mail (default: the shop's first order's) and their orders,
     * `shop/redact` for the whole shop.
     */
    privacyDelivery(
      shop: string,
      topic: 'customers/data_request' | 'customers/redact' | 'shop/redact',
      input: { email?: string; orderIds?: (string | number)[] } = {},
    ): SandboxDelivery {
      const state = shopState(shop);
      const base = { shop_id: Number(state.shopId), shop_domain: state.shop };
      if (topic === 'shop/redact') return webhookDelivery(state.shop, topic, base);
      const orders = [...state.orders.values()];
      const email = input.email ?? orders[0]?.email ?? `buyer@example.com`;
      const orderIds = (
        input.orderIds ?? orders.filter((order) => order.email === email).map((order) => order.id)
      ).map(Number);
      const customer = {
        id: Number(stableId(`${state.shop}/customer/${email}`)),
        email,
        phone: null,
      };
      const payload =
        topic === 'customers/data_request'
          ? {
              ...base,
              customer,
              orders_requested: orderIds,
              data_request: { id: Number(nextId()) },
            }
          : { ...base, customer, orders_to_redact: orderIds };
      return webhookDelivery(state.shop, topic, payload);
    },

    /** The order as the shop holds it now (REST shape, with its fulfillments), or null. */
    order(shop: string, id: string | number): SandboxRestOrder | null {
      const order = findOrder(shop, id);
      return order ? (restOrder(shopState(shop), order) as SandboxRestOrder) : null;
    },

    /** The shop's orders, newest first, for the store page's sandbox panel. */
    ordersOf(shop: string): SandboxShop['orders'] {
      return [...shopState(shop).orders.values()].reverse().map((order) => ({
        id: order.id,
        name: order.name,
        createdAt: new Date(order.createdAt).toISOString(),
        lines: order.lines.map((line) => ({ sku: line.sku, quantity: line.quantity })),
        fulfillments: order.fulfillments.map((fulfillment) => ({
          trackingNumber: fulfillment.trackingNumber ?? '',
          company: fulfillment.company,
          url: fulfillment.url,
          createdAt: new Date(fulfillment.createdAt).toISOString(),
        })),
      }));
    },

    /** Every fulfillment the shop received, oldest first: what tracking reached which order. */
    fulfillments(shop: string) {
      return [...shopState(shop).orders.values()]
        .flatMap((order) => order.fulfillments.map((fulfillment) => ({ order, fulfillment })))
        .sort((a, b) => a.fulfillment.createdAt - b.fulfillment.createdAt)
        .map(({ order, fulfillment }) => ({
          id: fulfillment.id,
          orderId: order.id,
          orderName: order.name,
          trackingNumber: fulfillment.trackingNumber,
          company: fulfillment.company,
          url: fulfillment.url,
          notifyCustomer: fulfillment.notifyCustomer,
          lineIds: fulfillment.lines.map((line) => line.lineId),
          createdAt: new Date(fulfillment.createdAt).toISOString(),
        }));
    },

    webhookSubscriptions(shop: string) {
      return [...shopState(shop).subscriptions.values()].map(({ id, topic, uri }) => ({
        id,
        topic,
        uri,
      }));
    },

    /** Sets the shop's cost bucket (tests: a nearly empty bucket). */
    setBucket(
      shop: string,
      values: { currentlyAvailable?: number; maximumAvailable?: number; restoreRate?: number },
    ): void {
      const state = shopState(shop);
      if (values.maximumAvailable !== undefined) state.bucket.maximum = values.maximumAvailable;
      if (values.restoreRate !== undefined) state.bucket.restoreRate = values.restoreRate;
      if (values.currentlyAvailable !== undefined)
        state.bucket.available = values.currentlyAvailable;
      state.bucket.at = now();
    },
  };
}
