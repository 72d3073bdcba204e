import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { signWooWebhook, verifyOAuth1 } from './woocommerce-signing.ts';

/**
 * A WooCommerce shop in the app's memory, answering the calls the real one answers: the
 * `/wc-auth/v1/authorize` approval (keys POSTed to the callback), `wp-json/wc/v3` orders, notes,
 * webhooks, and the Shipment Tracking extension's `wp-json/wc-shipment-tracking/v3` routes (a site
 * may be made without it, to take the order-note path). It serves the built-in sandbox shop (no
 * network: sites at `https://{name}.woocommerce.invalid`) and the local fake of the tests (over
 * http on 127.0.0.1, where requests are signed with OAuth 1.0a and checked as WooCommerce does).
 * Consumer secrets are derived from the key with the sandbox's secret, so keys outlive a restart.
 */

export type WooSandboxRequest = {
  method: string;
  /** The full URL as requested (OAuth 1.0a signs it). */
  url: URL;
  /** The path after the site's own path: `/wp-json/wc/v3/orders`. */
  path: string;
  headers: Record<string, string | undefined>;
  body: string;
};
export type WooSandboxAnswer = { status: number; headers: Record<string, string>; body: unknown };

/** A webhook delivery as WooCommerce POSTs it: headers and the exact signed bytes. */
export type WooDelivery = { url: string; headers: Record<string, string>; body: Buffer };

type Tracking = {
  tracking_id: string;
  tracking_provider: string;
  tracking_number: string;
  custom_tracking_link: string;
  date_shipped: string;
};
type Note = { id: number; note: string; customer_note: boolean; date_created_gmt: string };
type Webhook = {
  id: number;
  name: string;
  topic: string;
  delivery_url: string;
  secret: string;
  status: string;
};
type SandboxOrder = Record<string, unknown> & {
  id: number;
  number: string;
  status: string;
  date_modified_gmt: string;
  line_items: { id: number; name: string; sku: string; quantity: number }[];
};
type Site = {
  url: string;
  orders: Map<number, SandboxOrder>;
  notes: Map<number, Note[]>;
  trackings: Map<number, Tracking[]>;
  webhooks: Webhook[];
  shipmentTracking: boolean;
  /** Keys issued since the sandbox started, and those the merchant revoked. */
  issued: Set<string>;
  revoked: Set<string>;
};

export type WooSandboxOptions = { secret: string; now?: () => number };

export type WooSandbox = ReturnType<typeof createWooSandbox>;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
  status,
  headers,
  body,
});
const gmt = (at: number) => new Date(at).toISOString().replace(/\.\d+Z$/, '');
const noRoute = () =>
  json(404, {
    code: 'rest_no_route',
    message: 'No route was found matching the URL and request method.',
    data: { status: 404 },
  });
const unauthorized = () =>
  json(401, {
    code: 'woocommerce_rest_cannot_view',
    message: 'Sorry, you cannot list resources.',
    data: { status: 401 },
  });

export function createWooSandbox(options: WooSandboxOptions) {
  const now = options.now ?? Date.now;
  const sites = new Map<string, Site>();
  let nextId = 1000 + (Math.floor(now() / 1000) % 100_000);
  const newId = () => {
    nextId += 1;
    return nextId;
  };

  const siteKey = (url: string) => url.replace(/\/+$/, '').toLowerCase();

  function site(url: string): Site {
    const key = siteKey(url);
    let found = sites.get(key);
    if (!found) {
      found = {
        url: key,
        orders: new Map(),
        notes: new Map(),
        trackings: new Map(),
        webhooks: [],
        shipmentTracking: true,
        issued: new Set(),
        revoked: new Set(),
      };
      sites.set(key, found);
    }
    return found;
  }

  const secretOf = (consumerKey: string) =>
    `cs_${createHmac('sha256', options.secret).update(`woo-key:${consumerKey}`).digest('hex').slice(0, 40)}`;

  /** The consumer key of the request if it is one of this site's and its proof holds. */
  function authorized(target: Site, request: WooSandboxRequest): boolean {
    let consumerKey: string | null = null;
    const auth = request.headers.authorization;
    if (auth?.startsWith('Basic ')) {
      if (request.url.protocol !== 'https:') return false;
      const [key = '', secret = ''] = Buffer.from(auth.slice(6), 'base64')
        .toString('utf8')
        .split(':');
      const expected = Buffer.from(secretOf(key));
      const given = Buffer.from(secret);
      if (expected.length === given.length && timingSafeEqual(expected, given)) consumerKey = key;
    } else if (request.url.searchParams.has('oauth_signature')) {
      const key = request.url.searchParams.get('oauth_consumer_key') ?? '';
      consumerKey = verifyOAuth1(request.method, request.url, secretOf(key))?.consumerKey ?? null;
    }
    if (!consumerKey) return false;
    const [, siteHash] = /^ck_([0-9a-f]{12})_/.exec(consumerKey) ?? [];
    return siteHash === siteHashOf(target.url) && !target.revoked.has(consumerKey);
  }

  const siteHashOf = (url: string) =>
    createHmac('sha256', options.secret)
      .update(`woo-site:${siteKey(url)}`)
      .digest('hex')
      .slice(0, 12);

  /** Keys for a site as its `/wc-auth` approval issues them. */
  function issueKeys(url: string) {
    const consumerKey = `ck_${siteHashOf(url)}_${randomBytes(12).toString('hex')}`;
    return { consumerKey, consumerSecret: secretOf(consumerKey) };
  }

  /**
   * The merchant approves the app on the site's `/wc-auth/v1/authorize` page: the keys are made
   * and what WooCommerce POSTs to `callback_url` is answered, with where it then sends the browser.
   */
  function approve(input: { siteUrl: string; userId: string; returnUrl: string; scope?: string }) {
    const target = site(input.siteUrl);
    const keys = issueKeys(target.url);
    target.issued.add(keys.consumerKey);
    const callbackBody = {
      key_id: newId(),
      user_id: input.userId,
      consumer_key: keys.consumerKey,
      consumer_secret: keys.consumerSecret,
      key_permissions: input.scope ?? 'read_write',
    };
    const back = new URL(input.returnUrl, 'http://return.invalid');
    back.searchParams.set('success', '1');
    back.searchParams.set('user_id', input.userId);
    const redirectUrl = input.returnUrl.startsWith('/')
      ? `${back.pathname}${back.search}`
      : back.toString();
    return { callbackBody, redirectUrl };
  }

  function deliveriesOf(target: Site, topic: string, order: SandboxOrder): WooDelivery[] {
    return target.webhooks
      .filter((hook) => hook.status === 'active' && hook.topic === topic)
      .map((hook) => {
        const body = Buffer.from(JSON.stringify(order));
        return {
          url: hook.delivery_url,
          body,
          headers: {
            'content-type': 'application/json',
            'user-agent': 'WooCommerce/9.4.0 Hookshot (WordPress/6.7)',
            'x-wc-webhook-source': `${target.url}/`,
            'x-wc-webhook-topic': topic,
            'x-wc-webhook-resource': 'order',
            'x-wc-webhook-event': topic.split('.')[1] ?? '',
            'x-wc-webhook-signature': signWooWebhook(hook.secret, body),
            'x-wc-webhook-id': String(hook.id),
            'x-wc-webhook-delivery-id': randomUUID().replaceAll('-', ''),
          },
        };
      });
  }

  /** A paid order of these SKUs (status processing), and the `order.created` deliveries. */
  function createOrder(
    siteUrl: string,
    input: { lines: { sku: string; quantity: number }[]; status?: string },
  ) {
    const target = site(siteUrl);
    const id = newId();
    const at = gmt(now());
    const address = {
      first_name: 'Jamie',
      last_name: 'Rivera',
      company: '',
      address_1: '350 Fifth Avenue',
      address_2: '',
      city: 'New York',
      state: 'NY',
      postcode: '10118',
      country: 'US',
    };
    const order: SandboxOrder = {
      id,
      number: String(id),
      status: input.status ?? 'processing',
      currency: 'USD',
      date_created_gmt: at,
      date_modified_gmt: at,
      date_paid_gmt: (input.status ?? 'processing') === 'processing' ? at : null,
      billing: { ...address, email: 'jamie@example.com', phone: '+1 212 555 0100' },
      shipping: { ...address, phone: '' },
      line_items: input.lines.map((line, index) => ({
        id: id * 100 + index + 1,
        name: `Product ${line.sku}`,
        sku: line.sku,
        quantity: line.quantity,
        meta_data: [],
      })),
    };
    target.orders.set(id, order);
    return { order, deliveries: deliveriesOf(target, 'order.created', order) };
  }

  /** Changes an order as the merchant would (status), and the `order.updated` deliveries. */
  function updateOrder(siteUrl: string, id: number, changes: { status?: string }) {
    const target = site(siteUrl);
    const order = target.orders.get(id);
    if (!order) throw new Error(`sandbox WooCommerce: no order ${id}`);
    if (changes.status) order.status = changes.status;
    order.date_modified_gmt = gmt(now());
    return { order, deliveries: deliveriesOf(target, 'order.updated', order) };
  }

  const parse = (body: string): Record<string, unknown> => {
    try {
      const value = body ? JSON.parse(body) : {};
      return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  };

  function handleOrders(target: Site, request: WooSandboxRequest, rest: string): WooSandboxAnswer {
    const method = request.method.toUpperCase();
    const query = request.url.searchParams;
    if (rest === '/orders' && method === 'GET') {
      const after = query.get('modified_after');
      const afterAt = after ? Date.parse(after.endsWith('Z') ? after : `${after}Z`) : 0;
      const perPage = Math.min(100, Number(query.get('per_page') ?? '10') || 10);
      const page = Math.max(1, Number(query.get('page') ?? '1') || 1);
      const all = [...target.orders.values()]
        .filter((order) => Date.parse(`${order.date_modified_gmt}Z`) > afterAt)
        .sort((a, b) => a.date_modified_gmt.localeCompare(b.date_modified_gmt) || a.id - b.id);
      const pages = Math.max(1, Math.ceil(all.length / perPage));
      return json(200, all.slice((page - 1) * perPage, page * perPage), {
        'x-wp-total': String(all.length),
        'x-wp-totalpages': String(pages),
      });
    }
    const one = /^\/orders\/(\d+)(\/notes)?$/.exec(rest);
    if (!one) return noRoute();
    const id = Number(one[1]);
    const order = target.orders.get(id);
    if (!order) {
      return json(404, {
        code: 'woocommerce_rest_shop_order_invalid_id',
        message: 'Invalid ID.',
        data: { status: 404 },
      });
    }
    if (one[2]) {
      const notes = target.notes.get(id) ?? [];
      if (method === 'GET') return json(200, notes);
      if (method === 'POST') {
        const body = parse(request.body);
        const note: Note = {
          id: newId(),
          note: String(body.note ?? ''),
          customer_note: body.customer_note === true,
          date_created_gmt: gmt(now()),
        };
        target.notes.set(id, [...notes, note]);
        return json(201, note);
      }
      return noRoute();
    }
    if (method === 'GET') return json(200, order);
    if (method === 'PUT' || method === 'POST') {
      const body = parse(request.body);
      if (typeof body.status === 'string') order.status = body.status;
      order.date_modified_gmt = gmt(now());
      return json(200, order);
    }
    return noRoute();
  }

  function handleWebhooks(target: Site, request: WooSandboxRequest, rest: string) {
    const method = request.method.toUpperCase();
    if (rest === '/webhooks' && method === 'GET') return json(200, target.webhooks.map(publicHook));
    if (rest === '/webhooks' && method === 'POST') {
      const body = parse(request.body);
      const hook: Webhook = {
        id: newId(),
        name: String(body.name ?? ''),
        topic: String(body.topic ?? ''),
        delivery_url: String(body.delivery_url ?? ''),
        secret: String(body.secret ?? ''),
        status: String(body.status ?? 'active'),
      };
      if (!['order.created', 'order.updated'].includes(hook.topic) || !hook.delivery_url) {
        return json(400, {
          code: 'rest_invalid_param',
          message: 'Invalid parameter(s): topic',
          data: { status: 400 },
        });
      }
      target.webhooks.push(hook);
      return json(201, publicHook(hook));
    }
    const one = /^\/webhooks\/(\d+)$/.exec(rest);
    if (one && method === 'DELETE') {
      const id = Number(one[1]);
      const hook = target.webhooks.find((entry) => entry.id === id);
      target.webhooks = target.webhooks.filter((entry) => entry.id !== id);
      return hook
        ? json(200, publicHook(hook))
        : json(404, { code: 'woocommerce_rest_invalid_id' });
    }
    return noRoute();
  }

  const publicHook = (hook: Webhook) => ({
    id: hook.id,
    name: hook.name,
    topic: hook.topic,
    delivery_url: hook.delivery_url,
    status: hook.status,
  });

  function handleTracking(target: Site, request: WooSandboxRequest, rest: string) {
    if (!target.shipmentTracking) return noRoute();
    const match = /^\/orders\/(\d+)\/shipment-trackings$/.exec(rest);
    if (!match) return noRoute();
    const id = Number(match[1]);
    if (!target.orders.has(id)) {
      return json(404, {
        code: 'woocommerce_rest_order_invalid_id',
        message: 'Invalid order ID.',
        data: { status: 404 },
      });
    }
    const list = target.trackings.get(id) ?? [];
    if (request.method.toUpperCase() === 'GET') return json(200, list);
    if (request.method.toUpperCase() === 'POST') {
      const body = parse(request.body);
      const entry: Tracking = {
        tracking_id: randomBytes(8).toString('hex'),
        tracking_provider: String(body.tracking_provider ?? ''),
        tracking_number: String(body.tracking_number ?? ''),
        custom_tracking_link: String(body.custom_tracking_link ?? ''),
        date_shipped: String(Math.floor(now() / 1000)),
      };
      target.trackings.set(id, [...list, entry]);
      return json(201, entry);
    }
    return noRoute();
  }

  /** One HTTP request to the site at `siteUrl`. */
  function handle(siteUrl: string, request: WooSandboxRequest): WooSandboxAnswer {
    const target = site(siteUrl);
    const wc = /^\/wp-json\/wc\/v3(\/.*)$/.exec(request.path)?.[1];
    const tracking = /^\/wp-json\/wc-shipment-tracking\/v3(\/.*)$/.exec(request.path)?.[1];
    if (wc === undefined && tracking === undefined) return noRoute();
    if (!authorized(target, request)) return unauthorized();
    if (tracking !== undefined) return handleTracking(target, request, tracking);
    if (wc?.startsWith('/orders')) return handleOrders(target, request, wc);
    if (wc?.startsWith('/webhooks')) return handleWebhooks(target, request, wc);
    return noRoute();
  }

  /** What the site's orders received back: tracking numbers, notes and their status. */
  function ordersOf(siteUrl: string) {
    const target = site(siteUrl);
    return [...target.orders.values()].map((order) => ({
      id: String(order.id),
      name: `#${order.number}`,
      status: order.status,
      createdAt: `${String(order.date_created_gmt)}Z`,
      lines: order.line_items.map((line) => ({ sku: line.sku || null, quantity: line.quantity })),
      trackings: (target.trackings.get(order.id) ?? []).map((entry) => ({
        trackingNumber: entry.tracking_number,
        company: entry.tracking_provider,
        url: entry.custom_tracking_link || null,
      })),
      notes: (target.notes.get(order.id) ?? []).map((note) => note.note),
    }));
  }

  return {
    handle,
    approve,
    createOrder,
    updateOrder,
    ordersOf,
    webhooksOf: (siteUrl: string) => site(siteUrl).webhooks.map(publicHook),
    /** The site has no Shipment Tracking extension: tracking goes back as an order note. */
    withoutShipmentTracking: (siteUrl: string) => {
      site(siteUrl).shipmentTracking = false;
    },
    /** Every key issued so far for the site answers 401 (the merchant revoked them). */
    revokeKeys: (siteUrl: string) => {
      const target = site(siteUrl);
      for (const key of target.issued) target.revoked.add(key);
    },
  };
}
