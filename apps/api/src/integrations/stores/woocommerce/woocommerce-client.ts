import WooCommerceRestApiExport from '@woocommerce/woocommerce-rest-api';
import type {
  StoreFulfilmentInput,
  StoreFulfilmentResult,
  StoreOrder,
  StoreOrderPage,
} from '../store-platform.ts';
import { StorePlatformRefusal, StorePlatformUnavailable } from '../store-platform.ts';
import { guardedAgents, PrivateShopAddressError } from './shop-address-guard.ts';
import { orderFromWoo } from './woocommerce-orders.ts';

/**
 * The WooCommerce REST API (wc/v3) through the official client (`@woocommerce/woocommerce-rest-api`):
 * over https it authenticates with the store's consumer key and secret as Basic auth, over plain
 * http (only outside production: the local fake) it signs each request with OAuth 1.0a
 * (HMAC-SHA256), as WooCommerce requires there. The client's axios takes our agents (which refuse
 * private addresses in production) or, for the built-in sandbox shop, an in-process adapter.
 */

// The package is CommonJS with `exports.default`: Node's own loader hands us the whole
// `module.exports`, bundlers and Vitest the class itself.
const WooCommerceRestApi = (
  'default' in WooCommerceRestApiExport
    ? WooCommerceRestApiExport.default
    : WooCommerceRestApiExport
) as typeof WooCommerceRestApiExport;

export type WooCredentials = { siteUrl: string; consumerKey: string; consumerSecret: string };

/** An in-process answerer standing in for the network (the sandbox shop). */
export type WooTransportAdapter = (request: {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}) => Promise<{ status: number; headers: Record<string, string>; body: unknown }>;

export type WooTransport = {
  /** Refuse private, loopback and link-local addresses (production). */
  guardAddresses: boolean;
  /** Answers instead of the network (the sandbox shop). */
  adapter?: WooTransportAdapter;
  timeoutMs?: number;
};

/** Orders one page holds (WooCommerce's maximum is 100). */
export const WOO_ORDERS_PAGE_SIZE = 50;

type Answer = { status: number; headers: Record<string, string>; data: unknown };

const errorCodeOf = (data: unknown) =>
  data && typeof data === 'object' && 'code' in data
    ? String((data as { code: unknown }).code)
    : '';

function axiosConfigOf(transport: WooTransport) {
  const base: Record<string, unknown> = {
    // Every status is answered to us: the adapter below decides what is an error.
    validateStatus: () => true,
    maxRedirects: 0,
  };
  if (transport.adapter) {
    const answer = transport.adapter;
    base.adapter = async (config: {
      method?: string;
      url?: string;
      params?: Record<string, unknown>;
      headers?: Record<string, unknown> & { toJSON?: () => Record<string, unknown> };
      data?: unknown;
      auth?: { username: string; password: string };
    }) => {
      const url = new URL(config.url ?? '');
      for (const [key, value] of Object.entries(config.params ?? {})) {
        url.searchParams.set(key, String(value));
      }
      const plain = (config.headers?.toJSON?.() ?? config.headers ?? {}) as Record<string, unknown>;
      const headers: Record<string, string> = {};
      for (const [key, value] of Object.entries(plain)) {
        if (value !== undefined && value !== null) headers[key.toLowerCase()] = String(value);
      }
      if (config.auth) {
        headers.authorization = `Basic ${Buffer.from(`${config.auth.username}:${config.auth.password}`).toString('base64')}`;
      }
      const result = await answer({
        method: (config.method ?? 'get').toUpperCase(),
        url: url.toString(),
        headers,
        body: typeof config.data === 'string' ? config.data : '',
      });
      return {
        data: result.body,
        status: result.status,
        statusText: String(result.status),
        headers: result.headers,
        config,
        request: {},
      };
    };
  } else if (transport.guardAddresses) {
    Object.assign(base, guardedAgents());
  }
  return base;
}

export type WooClient = ReturnType<typeof createWooClient>;

export function createWooClient(credentials: WooCredentials, transport: WooTransport) {
  const make = (version: string) =>
    new WooCommerceRestApi({
      url: credentials.siteUrl,
      consumerKey: credentials.consumerKey,
      consumerSecret: credentials.consumerSecret,
      version: version as 'wc/v3',
      timeout: transport.timeoutMs ?? 30_000,
      axiosConfig: axiosConfigOf(transport),
    });
  const wc = make('wc/v3');
  const tracking = make('wc-shipment-tracking/v3');

  async function call(
    api: WooCommerceRestApiExport,
    method: 'get' | 'post' | 'put' | 'delete',
    endpoint: string,
    body?: Record<string, unknown>,
    params?: Record<string, string | number>,
  ): Promise<Answer> {
    let response: { status: number; headers: Record<string, unknown>; data: unknown };
    try {
      response =
        method === 'get'
          ? await api.get(endpoint, params)
          : method === 'delete'
            ? await api.delete(endpoint, params ?? { force: true })
            : await api[method](endpoint, body ?? {}, params);
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause ?? error;
      if (cause instanceof PrivateShopAddressError || error instanceof PrivateShopAddressError) {
        throw new StorePlatformRefusal((cause as Error).message, 400);
      }
      throw new StorePlatformUnavailable(
        `WooCommerce could not be reached (${method.toUpperCase()} ${endpoint.split('?')[0]})`,
        null,
        { cause: error },
      );
    }
    const status = response.status;
    const headers = Object.fromEntries(
      Object.entries(response.headers ?? {}).map(([key, value]) => [
        key.toLowerCase(),
        String(value),
      ]),
    );
    if (status === 429 || status >= 500) {
      throw new StorePlatformUnavailable(
        `WooCommerce answered ${status} (${method.toUpperCase()} ${endpoint.split('?')[0]})`,
        status,
      );
    }
    return { status, headers, data: response.data };
  }

  /** A refusal in WooCommerce's words; 401/403: the keys were revoked or lost their rights. */
  function refusal(answer: Answer, what: string): StorePlatformRefusal {
    const code = errorCodeOf(answer.data) || `HTTP ${answer.status}`;
    const revoked = answer.status === 401 || answer.status === 403;
    return new StorePlatformRefusal(
      `WooCommerce refused ${what} (${code})`,
      answer.status,
      revoked,
    );
  }

  const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300;

  return {
    credentials,

    /** The keys work: the shop answers an authenticated read. */
    async checkAccess(): Promise<void> {
      const answer = await call(wc, 'get', 'orders', undefined, { per_page: 1 });
      if (!ok(answer)) throw refusal(answer, 'the keys');
    },

    /** One page of the orders modified after `since`, oldest change first. */
    async ordersModifiedSince(since: string, cursor: string | null): Promise<StoreOrderPage> {
      const page = cursor ? Number(cursor) : 1;
      const answer = await call(wc, 'get', 'orders', undefined, {
        modified_after: since.replace(/\.\d+Z$/, 'Z').replace(/Z$/, ''),
        dates_are_gmt: 'true',
        orderby: 'modified',
        order: 'asc',
        per_page: WOO_ORDERS_PAGE_SIZE,
        page,
      });
      if (!ok(answer)) throw refusal(answer, 'the orders');
      if (!Array.isArray(answer.data)) {
        throw new StorePlatformUnavailable('WooCommerce answered orders that are not a list', 200);
      }
      const orders: StoreOrder[] = [];
      for (const raw of answer.data) {
        try {
          orders.push(orderFromWoo(raw));
        } catch {
          // An order the shop holds in a shape we cannot read is skipped, not the whole page.
        }
      }
      const pages = Number(answer.headers['x-wp-totalpages'] ?? '1');
      return { orders, nextCursor: page < pages ? String(page + 1) : null };
    },

    async order(id: string): Promise<StoreOrder | null> {
      const answer = await call(wc, 'get', `orders/${encodeURIComponent(id)}`);
      if (answer.status === 404) return null;
      if (!ok(answer)) throw refusal(answer, 'the order');
      return orderFromWoo(answer.data);
    },

    /**
     * Our `order.created` and `order.updated` webhooks to `deliveryUrl`, signed with `secret`;
     * ours of an earlier connection (same delivery URL) are removed first.
     */
    async subscribeWebhooks(deliveryUrl: string, secret: string): Promise<string[]> {
      const list = await call(wc, 'get', 'webhooks', undefined, { per_page: 100 });
      if (!ok(list)) throw refusal(list, 'the webhooks');
      for (const hook of Array.isArray(list.data) ? list.data : []) {
        const { id, delivery_url: url } = hook as { id?: unknown; delivery_url?: unknown };
        if (url === deliveryUrl && id !== undefined) {
          await call(wc, 'delete', `webhooks/${String(id)}`, undefined, { force: 'true' });
        }
      }
      const ids: string[] = [];
      for (const topic of ['order.created', 'order.updated']) {
        const answer = await call(wc, 'post', 'webhooks', {
          name: `Stitchworks ${topic}`,
          topic,
          delivery_url: deliveryUrl,
          secret,
          status: 'active',
        });
        if (!ok(answer)) throw refusal(answer, 'the webhook');
        ids.push(String((answer.data as { id?: unknown }).id ?? ''));
      }
      return ids;
    },

    /**
     * Tracking back: through the Shipment Tracking extension when the shop has it (its route
     * answers), else as a note the customer sees; then the order is `completed`. A tracking
     * number already on the order is not added again (a retry after a lost answer).
     */
    async pushFulfilment(input: StoreFulfilmentInput): Promise<StoreFulfilmentResult> {
      const orderPath = `orders/${encodeURIComponent(input.platformOrderId)}`;
      const trackings = await call(tracking, 'get', `${orderPath}/shipment-trackings`);
      let recordedId: string | null = null;
      if (ok(trackings)) {
        const existing = (Array.isArray(trackings.data) ? trackings.data : []).find(
          (entry) =>
            (entry as { tracking_number?: unknown }).tracking_number === input.trackingNumber,
        ) as { tracking_id?: unknown } | undefined;
        if (existing) recordedId = `tracking:${String(existing.tracking_id ?? '')}`;
        else {
          const added = await call(tracking, 'post', `${orderPath}/shipment-trackings`, {
            tracking_provider: input.company,
            tracking_number: input.trackingNumber,
            ...(input.url ? { custom_tracking_link: input.url } : {}),
          });
          if (!ok(added)) throw refusal(added, 'the tracking');
          recordedId = `tracking:${String((added.data as { tracking_id?: unknown }).tracking_id ?? '')}`;
        }
      } else if (trackings.status === 404 && errorCodeOf(trackings.data) === 'rest_no_route') {
        const notes = await call(wc, 'get', `${orderPath}/notes`);
        if (!ok(notes)) throw refusal(notes, 'the order notes');
        const existing = (Array.isArray(notes.data) ? notes.data : []).find((entry) =>
          String((entry as { note?: unknown }).note ?? '').includes(input.trackingNumber),
        ) as { id?: unknown } | undefined;
        if (existing) recordedId = `note:${String(existing.id ?? '')}`;
        else {
          const note = `Shipped with ${input.company}: tracking number ${input.trackingNumber}${input.url ? ` (${input.url})` : ''}`;
          const added = await call(wc, 'post', `${orderPath}/notes`, {
            note,
            customer_note: true,
          });
          if (!ok(added)) throw refusal(added, 'the order note');
          recordedId = `note:${String((added.data as { id?: unknown }).id ?? '')}`;
        }
      } else {
        throw refusal(trackings, 'the tracking');
      }
      const completed = await call(wc, 'put', orderPath, { status: 'completed' });
      if (!ok(completed)) throw refusal(completed, 'the order status');
      return { fulfillmentId: recordedId };
    },
  };
}
