import { storeSyncMessages } from '@stitchworks/shared';
import { z } from 'zod';
import { defaultSleep } from '../sandbox-http.ts';
import {
  type ConnectResult,
  type ConnectStart,
  type ConnectUrlInput,
  type ExchangeInput,
  type StoreConnection,
  type StoreFulfilmentInput,
  type StoreGrant,
  type StoreOrder,
  type StoreOrderPage,
  type StorePlatformAdapter,
  StorePlatformRefusal,
  StorePlatformUnavailable,
} from '../store-platform.ts';
import {
  AMAZON_ORDERS_VERSION,
  AMAZON_RETURN_PATH,
  AMAZON_USAGE_PLANS,
  type AmazonConfig,
  type AmazonOperation,
} from './amazon-config.ts';
import {
  type AmazonOrder,
  amazonOrderSchema,
  carrierOf,
  INCLUDED_DATA,
  orderFromAmazon,
  searchOrdersSchema,
} from './amazon-orders.ts';

/**
 * The Amazon adapter (Selling Partner API): website authorization (Seller Central consent with
 * our `state`; the return brings `spapi_oauth_code` and `selling_partner_id`), the code exchanged
 * at Login with Amazon for a refresh token, access tokens of an hour from it (`x-amz-access-token`
 * on every call), orders read with the Orders API v2026-01-01 `searchOrders` (updated since the
 * last poll, merchant-fulfilled) and tracking sent back with `confirmShipment`. Each operation
 * keeps to its published usage plan per selling partner (a token bucket); a call the bucket cannot
 * pay for soon is left to the next poll. The same code runs against Amazon, the fake and the sandbox.
 */

export type AmazonTransportOptions = {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  timeoutMs?: number;
};

const tokenSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).nullish(),
  token_type: z.string().optional(),
  expires_in: z.number().nonnegative(),
});
const lwaErrorSchema = z.object({
  error: z.string().optional(),
  error_description: z.string().optional(),
});
const spErrorSchema = z.object({
  errors: z.array(z.object({ code: z.string(), message: z.string().nullish() })),
});

/** The longest wait for the usage plan before a call is left to the next poll. */
const MAX_WAIT_MS = 10_000;
const ORDERS_PAGE_SIZE = 100;

/** A token bucket per selling partner and operation, filled at the operation's published rate. */
function createLimiter(now: () => number, sleep: (ms: number) => Promise<void>) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    async take(seller: string, operation: AmazonOperation) {
      const plan = AMAZON_USAGE_PLANS[operation];
      const key = `${seller}:${operation}`;
      const bucket = buckets.get(key) ?? { tokens: plan.burst, at: now() };
      bucket.tokens = Math.min(
        plan.burst,
        bucket.tokens + ((now() - bucket.at) / 1000) * plan.rate,
      );
      bucket.at = now();
      buckets.set(key, bucket);
      if (bucket.tokens < 1) {
        const wait = Math.ceil(((1 - bucket.tokens) / plan.rate) * 1000);
        if (wait > MAX_WAIT_MS) {
          throw new StorePlatformUnavailable(
            `Amazon ${operation} usage plan spent for now (next try in ${Math.ceil(wait / 1000)} s)`,
            429,
          );
        }
        await sleep(wait);
        bucket.tokens = 1;
        bucket.at = now();
      }
      bucket.tokens -= 1;
    },
    /** Amazon answered 429: the bucket is empty whatever we counted. */
    drain(seller: string, operation: AmazonOperation) {
      buckets.set(`${seller}:${operation}`, { tokens: 0, at: now() });
    },
  };
}

export type AmazonAdapter = StorePlatformAdapter & { readonly config: AmazonConfig };

export function createAmazonAdapter(
  config: AmazonConfig,
  options: AmazonTransportOptions = {},
): AmazonAdapter {
  const send = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  const limiter = createLimiter(now, sleep);
  const spapi = config.spapiUrl.replace(/\/+$/, '');

  async function request(
    operation: string,
    url: string,
    init: { method: string; headers: Record<string, string>; body?: string },
  ) {
    let response: Response;
    try {
      response = await send(url, {
        ...init,
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
    } catch (error) {
      throw new StorePlatformUnavailable(`Amazon could not be reached (${operation})`, null, {
        cause: error,
      });
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: response.status, json };
  }

  /** `POST {LWA}/auth/o2/token`: the authorization code or the refresh token for an access token. */
  async function tokenCall(form: Record<string, string>, keepRefresh: string | null) {
    const { status, json } = await request(
      'LWA token',
      `${config.lwaUrl.replace(/\/+$/, '')}/auth/o2/token`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
          accept: 'application/json',
        },
        body: new URLSearchParams({
          ...form,
          client_id: config.clientId,
          client_secret: config.clientSecret,
        }).toString(),
      },
    );
    if (status === 429 || status >= 500) {
      throw new StorePlatformUnavailable(`Login with Amazon answered ${status}`, status);
    }
    if (status !== 200) {
      const error = lwaErrorSchema.safeParse(json).data;
      // invalid_grant: the code is spent or expired, or the seller removed the authorization.
      throw new StorePlatformRefusal(
        (error?.error_description || error?.error || storeSyncMessages.storeNotConnected).slice(
          0,
          300,
        ),
        status,
        error?.error === 'invalid_grant',
      );
    }
    const token = tokenSchema.safeParse(json);
    if (!token.success)
      throw new StorePlatformUnavailable('Login with Amazon answered no token', 200);
    const refreshToken = token.data.refresh_token ?? keepRefresh;
    const grant: StoreGrant = {
      accessToken: token.data.access_token,
      expiresAt: new Date(now() + token.data.expires_in * 1000).toISOString(),
      // LWA refresh tokens do not expire while the authorization stands (renewed yearly by the seller).
      refreshToken,
      refreshTokenExpiresAt: null,
      scope: 'sellingpartnerapi',
    };
    return grant;
  }

  /** A call of the SP-API, within the operation's usage plan, retried once after a 429. */
  async function sp(
    connection: Pick<StoreConnection, 'shop' | 'grant'>,
    operation: AmazonOperation,
    path: string,
    init: { method?: string; body?: unknown } = {},
  ) {
    for (let attempt = 1; ; attempt += 1) {
      await limiter.take(connection.shop, operation);
      const answer = await request(operation, `${spapi}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          accept: 'application/json',
          'x-amz-access-token': connection.grant.accessToken,
          'user-agent': 'Stitchworks/1.0 (Language=TypeScript)',
          ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      });
      if (answer.status === 429) {
        limiter.drain(connection.shop, operation);
        if (attempt < 2) continue;
      }
      if (answer.status === 429 || answer.status >= 500) {
        throw new StorePlatformUnavailable(
          `Amazon answered ${answer.status} (${operation})`,
          answer.status,
        );
      }
      return answer;
    }
  }

  const refuse = (status: number, json: unknown) => {
    const first = spErrorSchema.safeParse(json).data?.errors[0];
    const reason = first
      ? `${first.code}: ${first.message ?? ''}`.trim()
      : `Amazon answered ${status}`;
    return new StorePlatformRefusal(reason.slice(0, 300), status, false);
  };

  async function getOrder(
    connection: StoreConnection,
    orderId: string,
  ): Promise<AmazonOrder | null> {
    const query = new URLSearchParams({ includedData: INCLUDED_DATA.join(',') });
    const { status, json } = await sp(
      connection,
      'getOrder',
      `/orders/${AMAZON_ORDERS_VERSION}/orders/${encodeURIComponent(orderId)}?${query.toString()}`,
    );
    if (status === 404) return null;
    if (status !== 200) throw refuse(status, json);
    const parsed = amazonOrderSchema.safeParse((json as { order?: unknown } | null)?.order);
    if (!parsed.success) throw new StorePlatformUnavailable('Amazon answered no order', 200);
    return parsed.data;
  }

  return {
    type: 'amazon_seller_central',
    mode: config.sandbox ? 'sandbox' : 'live',
    config,
    // searchOrders refills one call every three minutes: a poll each 15 minutes stays in the plan.
    pollEveryMinutes: 15,

    connectUrl(input: ConnectUrlInput): ConnectStart {
      const query = new URLSearchParams({
        application_id: config.applicationId,
        state: input.state,
        redirect_uri: `${input.publicUrl}${AMAZON_RETURN_PATH}`,
      });
      if (config.draft) query.set('version', 'beta');
      return {
        url: `${config.sellerCentralUrl.replace(/\/+$/, '')}/apps/authorize/consent?${query.toString()}`,
      };
    },

    async exchange(input: ExchangeInput): Promise<ConnectResult> {
      const code = input.params.spapi_oauth_code;
      const seller = input.params.selling_partner_id?.trim();
      if (!code || !seller) {
        throw new StorePlatformRefusal(storeSyncMessages.connectFailed, 400);
      }
      // The seller id typed on the form (spec: amazonSellerId) must be the account that consented.
      const typed = input.configuration.amazonSellerId?.trim();
      if (typed && typed.toUpperCase() !== seller.toUpperCase()) {
        throw new StorePlatformRefusal(storeSyncMessages.connectFailed, 400);
      }
      const grant = await tokenCall(
        {
          grant_type: 'authorization_code',
          code,
          redirect_uri: `${input.publicUrl}${AMAZON_RETURN_PATH}`,
        },
        null,
      );
      if (!grant.refreshToken)
        throw new StorePlatformUnavailable('Login with Amazon answered no refresh token', 200);
      return {
        shop: seller,
        grant,
        configuration: { amazonSellerId: seller, marketplaceId: config.marketplaceId },
      };
    },

    refreshGrant(connection: StoreConnection) {
      const refreshToken = connection.grant.refreshToken;
      if (!refreshToken) {
        return Promise.reject(
          new StorePlatformRefusal(storeSyncMessages.storeNotConnected, 401, true),
        );
      }
      return tokenCall({ grant_type: 'refresh_token', refresh_token: refreshToken }, refreshToken);
    },

    async listOrdersUpdatedSince(
      connection: StoreConnection,
      since: string,
      cursor: string | null,
    ): Promise<StoreOrderPage> {
      const query = new URLSearchParams({
        lastUpdatedAfter: new Date(since).toISOString(),
        marketplaceIds: connection.configuration.marketplaceId || config.marketplaceId,
        fulfilledBy: 'MERCHANT',
        includedData: INCLUDED_DATA.join(','),
        maxResultsPerPage: String(ORDERS_PAGE_SIZE),
      });
      if (cursor) query.set('paginationToken', cursor);
      const { status, json } = await sp(
        connection,
        'searchOrders',
        `/orders/${AMAZON_ORDERS_VERSION}/orders?${query.toString()}`,
      );
      if (status !== 200) throw refuse(status, json);
      const page = searchOrdersSchema.safeParse(json);
      if (!page.success) throw new StorePlatformUnavailable('Amazon answered no orders', 200);
      const orders: StoreOrder[] = [];
      for (const value of page.data.orders) {
        const parsed = amazonOrderSchema.safeParse(value);
        if (parsed.success) orders.push(orderFromAmazon(parsed.data));
      }
      orders.sort((a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt));
      return { orders, nextCursor: page.data.pagination?.nextToken || null };
    },

    async fetchOrder(connection: StoreConnection, platformOrderId: string) {
      const order = await getOrder(connection, platformOrderId);
      return order ? orderFromAmazon(order) : null;
    },

    /**
     * `confirmShipment` (Orders API v0, current for shipment confirmation) of the package's items
     * (every item still to ship when the package names none). A package already on the order
     * with this tracking number (a retry after a lost answer) is answered as sent.
     */
    async pushFulfilment(connection: StoreConnection, input: StoreFulfilmentInput) {
      const order = await getOrder(connection, input.platformOrderId);
      if (!order)
        throw new StorePlatformRefusal(`Amazon has no order ${input.platformOrderId}`, 404);
      const packages = order.packages ?? [];
      const existing = packages.find((item) => item.trackingNumber === input.trackingNumber);
      if (existing) return { fulfillmentId: `${order.orderId}/${existing.packageReferenceId}` };
      const wanted = new Set(input.lineIds);
      const items = (order.orderItems ?? [])
        .filter((item) => wanted.size === 0 || wanted.has(item.orderItemId))
        .map((item) => ({
          orderItemId: item.orderItemId,
          quantity: item.fulfillment?.quantityUnfulfilled ?? item.quantityOrdered,
        }))
        .filter((item) => item.quantity > 0);
      if (items.length === 0) {
        throw new StorePlatformRefusal(
          `Amazon order ${order.orderId} has nothing left to ship`,
          409,
        );
      }
      const packageReferenceId = String(
        packages.reduce((max, item) => Math.max(max, Number(item.packageReferenceId) || 0), 0) + 1,
      );
      const { status, json } = await sp(
        connection,
        'confirmShipment',
        `/orders/v0/orders/${encodeURIComponent(order.orderId)}/shipmentConfirmation`,
        {
          method: 'POST',
          body: {
            marketplaceId:
              order.salesChannel?.marketplaceId ||
              connection.configuration.marketplaceId ||
              config.marketplaceId,
            packageDetail: {
              packageReferenceId,
              ...carrierOf(input.company),
              trackingNumber: input.trackingNumber,
              shipDate: new Date(now()).toISOString(),
              orderItems: items,
            },
          },
        },
      );
      if (status !== 204 && status !== 200) throw refuse(status, json);
      return { fulfillmentId: `${order.orderId}/${packageReferenceId}` };
    },
  };
}
