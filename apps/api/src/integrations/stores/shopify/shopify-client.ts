import { storeSyncMessages } from '@stitchworks/shared';
import { z } from 'zod';
import {
  type StoreFulfilmentInput,
  type StoreGrant,
  type StoreOrder,
  type StoreOrderPage,
  StorePlatformRefusal,
} from '../store-platform.ts';
import { missingScopes, type ShopifyConfig } from './shopify-config.ts';
import { createShopifyFulfillment } from './shopify-fulfilment.ts';
import {
  createShopifyGraphql,
  type GraphqlCall,
  type ShopifyTransportOptions,
  shopOriginOf,
  unavailable,
} from './shopify-graphql.ts';
import {
  isShopDomain,
  normalizeShop,
  verifyInstallQuery,
  verifyWebhookBody,
} from './shopify-hmac.ts';
import {
  type GraphqlLine,
  type GraphqlOrderLinesPage,
  type GraphqlOrdersPage,
  ORDER_LINES,
  ORDERS_PAGE_SIZE,
  ORDERS_UPDATED_SINCE,
  orderFromGraphql,
  parseWebhookOrder,
  updatedSinceQuery,
} from './shopify-orders.ts';
import {
  ensureWebhookSubscriptions,
  parsePrivacyRequest,
  readWebhookHeaders,
  type WebhookSubscriptionResult,
} from './shopify-webhooks.ts';

/**
 * The Shopify adapter: OAuth (authorization code grant with expiring offline tokens and their
 * refresh), webhook verification and parsing, the reconciliation poll and fulfillments, all on the
 * GraphQL Admin API at the pinned version. The same code runs against shopify.com, the local fake
 * (tests) and the built-in sandbox shop; only `config` and `options.fetch` differ.
 */

export type ShopifyClient = ReturnType<typeof createShopifyClient>;

const tokenSchema = z.object({
  access_token: z.string().min(1),
  scope: z.string().default(''),
  expires_in: z.number().nonnegative().nullish(),
  refresh_token: z.string().min(1).nullish(),
  refresh_token_expires_in: z.number().nonnegative().nullish(),
});
const tokenErrorSchema = z.object({
  error: z.string().optional(),
  error_description: z.string().optional(),
  errors: z.string().optional(),
});

export function createShopifyClient(config: ShopifyConfig, options: ShopifyTransportOptions = {}) {
  const send = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const graphql: GraphqlCall = createShopifyGraphql(config, options);
  const shopOrigin = (shop: string) => shopOriginOf(config, shop);

  const at = (seconds: number | null | undefined) =>
    seconds === null || seconds === undefined
      ? null
      : new Date(now() + seconds * 1000).toISOString();

  /** `POST {origin}/admin/oauth/access_token`: a code or a refresh token for a grant. */
  async function tokenCall(shop: string, body: Record<string, unknown>): Promise<StoreGrant> {
    const url = `${shopOrigin(shop)}/admin/oauth/access_token`;
    let response: Response;
    try {
      response = await send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          client_id: config.apiKey,
          client_secret: config.apiSecret,
          ...body,
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
    } catch (error) {
      throw unavailable('access token', null, error);
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (response.status === 429 || response.status >= 500) {
      throw unavailable('access token', response.status);
    }
    if (response.status !== 200) {
      const error = tokenErrorSchema.safeParse(json).data;
      // Shopify's own words when it gives some (`invalid_grant`: expired or revoked).
      const reason =
        error?.error_description ||
        error?.error ||
        error?.errors ||
        storeSyncMessages.storeNotConnected;
      const revoked = response.status === 400 || response.status === 401;
      throw new StorePlatformRefusal(reason, response.status, revoked);
    }
    const token = tokenSchema.safeParse(json);
    if (!token.success) throw unavailable('access token, no token', 200);
    return {
      accessToken: token.data.access_token,
      expiresAt: at(token.data.expires_in),
      refreshToken: token.data.refresh_token ?? null,
      refreshTokenExpiresAt: token.data.refresh_token
        ? at(token.data.refresh_token_expires_in)
        : null,
      scope: token.data.scope,
    };
  }

  return {
    config,
    sandbox: config.sandbox,
    isShopDomain,
    normalizeShop,
    shopOrigin,
    missingScopes: (granted: string) => missingScopes(granted, config.scopes),

    /** Where the seller approves the app: offline access (no `grant_options[]=per-user`). */
    authorizeUrl({
      shop,
      state,
      redirectUri,
    }: {
      shop: string;
      state: string;
      redirectUri: string;
    }) {
      const query = new URLSearchParams({
        client_id: config.apiKey,
        scope: config.scopes,
        redirect_uri: redirectUri,
        state,
      });
      return `${shopOrigin(shop)}/admin/oauth/authorize?${query.toString()}`;
    },

    /** The redirect Shopify sent the browser back with is signed by Shopify, and recent. */
    verifyInstallQuery: (query: Record<string, string>) =>
      verifyInstallQuery(config.apiSecret, query, now()),

    /** The install's code for an expiring offline token and its refresh token. */
    exchangeCode: (shop: string, code: string) => tokenCall(shop, { code, expiring: 1 }),

    /** A new token pair (store both at once: Shopify rotates the refresh token on every use). */
    refreshGrant: (shop: string, refreshToken: string) =>
      tokenCall(shop, { grant_type: 'refresh_token', refresh_token: refreshToken }),

    graphql,

    subscribeWebhooks: (
      shop: string,
      accessToken: string,
      callbackUrl: string,
    ): Promise<WebhookSubscriptionResult[]> =>
      ensureWebhookSubscriptions(graphql, shop, accessToken, callbackUrl),

    verifyWebhook: (rawBody: Buffer, hmacHeader: string | undefined) =>
      verifyWebhookBody(config.apiSecret, rawBody, hmacHeader),

    readWebhookHeaders,
    parseWebhookOrder,
    parsePrivacyRequest,

    /** One page of the orders updated after `since`, oldest change first. */
    async fetchOrdersUpdatedSince(
      shop: string,
      accessToken: string,
      since: string,
      cursor: string | null,
    ): Promise<StoreOrderPage> {
      const page = await graphql<GraphqlOrdersPage>(shop, accessToken, ORDERS_UPDATED_SINCE, {
        first: ORDERS_PAGE_SIZE,
        after: cursor,
        query: updatedSinceQuery(since),
      });
      const orders: StoreOrder[] = [];
      for (const node of page.orders.nodes) {
        const lines: GraphqlLine[] = [...node.lineItems.nodes];
        let more = node.lineItems.pageInfo;
        while (more.hasNextPage && more.endCursor) {
          const next = await graphql<GraphqlOrderLinesPage>(shop, accessToken, ORDER_LINES, {
            id: node.id,
            after: more.endCursor,
          });
          if (!next.order) break;
          lines.push(...next.order.lineItems.nodes);
          more = next.order.lineItems.pageInfo;
        }
        orders.push(orderFromGraphql(node, lines));
      }
      const { hasNextPage, endCursor } = page.orders.pageInfo;
      return { orders, nextCursor: hasNextPage && endCursor ? endCursor : null };
    },

    createFulfillment: (shop: string, accessToken: string, input: StoreFulfilmentInput) =>
      createShopifyFulfillment(graphql, shop, accessToken, input),
  };
}
