import { storeSyncMessages } from '@stitchworks/shared';
import { StorePlatformRefusal, StorePlatformUnavailable } from '../store-platform.ts';
import type { ShopifyConfig } from './shopify-config.ts';
import { isShopDomain, normalizeShop } from './shopify-hmac.ts';

/**
 * The GraphQL Admin API transport: `POST {shop origin}/admin/api/{version}/graphql.json` with the
 * shop's token in `X-Shopify-Access-Token`. Shopify limits each app and shop by calculated query
 * cost (a leaky bucket, reported in `extensions.cost.throttleStatus`), so the client keeps a local
 * picture of each shop's bucket and waits before a query its bucket cannot pay for; a `THROTTLED`
 * answer, a 429 or a 5xx is retried after a wait, a few times. The token never appears in an error.
 */

/**
 * Shopify could not be reached or kept failing: a later retry may succeed. Its message is for the
 * log (never a token in it); a user is answered with a shared text.
 */
export class ShopifyUnavailableError extends StorePlatformUnavailable {
  constructor(message: string, status: number | null, options?: { cause?: unknown }) {
    super(message, status, options);
    this.name = 'ShopifyUnavailableError';
  }
}

/** Shopify unavailable for an operation: an HTTP status, or no answer at all (null). */
export function unavailable(
  operation: string,
  status: number | null,
  cause?: unknown,
): ShopifyUnavailableError {
  const what = status === null ? 'could not be reached' : `answered ${status}`;
  return new ShopifyUnavailableError(`Shopify ${what} (${operation})`, status, { cause });
}

export type ShopifyTransportOptions = {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /** Tries per call, the first included (5). */
  maxAttempts?: number;
  timeoutMs?: number;
};

export type GraphqlCall = <T>(
  shop: string,
  accessToken: string,
  query: string,
  variables?: Record<string, unknown>,
) => Promise<T>;

type ThrottleStatus = { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
type Bucket = { available: number; maximum: number; restoreRate: number; at: number };
type GraphqlError = { message?: unknown; extensions?: { code?: unknown } };
type GraphqlBody = {
  data?: Record<string, unknown> | null;
  errors?: GraphqlError[] | string;
  extensions?: { cost?: { requestedQueryCost?: number; throttleStatus?: ThrottleStatus } };
};

const MAX_WAIT_MS = 60_000;
/** What a query is assumed to cost before Shopify has told us. */
const UNKNOWN_QUERY_COST = 10;

export const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `config.shopOrigin` for this shop; anything but a myshopify domain is refused before a call. */
export function shopOriginOf(config: ShopifyConfig, shop: string): string {
  if (!isShopDomain(shop)) throw new StorePlatformRefusal(storeSyncMessages.shopInvalid, 400);
  return config.shopOrigin.replaceAll('{shop}', normalizeShop(shop)).replace(/\/+$/, '');
}

const backoffMs = (attempt: number) => Math.min(500 * 2 ** (attempt - 1), 8_000);

/** Retry-After in seconds (Shopify answers `2.0`) or as an HTTP date. */
function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.min(Math.max(0, seconds * 1000), MAX_WAIT_MS);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.min(Math.max(0, at - now), MAX_WAIT_MS);
}

function messageOf(body: GraphqlBody | null, status: number): string {
  const errors = body?.errors;
  if (typeof errors === 'string' && errors) return errors;
  const first = Array.isArray(errors) ? errors[0]?.message : undefined;
  return typeof first === 'string' && first ? first : `Shopify answered ${status}`;
}

/** The first `userErrors` of a mutation's payload, if any. */
function firstUserError(data: Record<string, unknown> | null | undefined): string | null {
  for (const payload of Object.values(data ?? {})) {
    const userErrors = (payload as { userErrors?: { message?: unknown }[] } | null)?.userErrors;
    if (Array.isArray(userErrors) && userErrors.length > 0) {
      return String(userErrors[0]?.message ?? 'Shopify refused the change');
    }
  }
  return null;
}

export function createShopifyGraphql(
  config: ShopifyConfig,
  options: ShopifyTransportOptions = {},
): GraphqlCall {
  const send = options.fetch ?? fetch;
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? Date.now;
  const maxAttempts = options.maxAttempts ?? 5;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const buckets = new Map<string, Bucket>();
  const costs = new Map<string, number>();

  /** Waits until this shop's bucket can pay `cost`, then takes it from the local picture. */
  async function reserve(shop: string, cost: number, throttled: boolean): Promise<void> {
    const bucket = buckets.get(shop);
    if (!bucket) {
      if (throttled) await sleep(1_000);
      return;
    }
    const start = now();
    const elapsed = Math.max(0, start - bucket.at) / 1000;
    let available = Math.min(bucket.maximum, bucket.available + elapsed * bucket.restoreRate);
    const need = Math.min(cost, bucket.maximum);
    let at = start;
    if (available < need || throttled) {
      const ms = Math.min(
        MAX_WAIT_MS,
        Math.max(
          throttled ? 1_000 : 0,
          Math.ceil(((need - available) / bucket.restoreRate) * 1000),
        ),
      );
      await sleep(ms);
      available = Math.max(available, need);
      at = Math.max(now(), start + ms);
    }
    bucket.available = available - need;
    bucket.at = at;
  }

  function record(shop: string, status: ThrottleStatus | undefined): void {
    if (!status || !Number.isFinite(status.currentlyAvailable)) return;
    buckets.set(shop, {
      available: status.currentlyAvailable,
      maximum: status.maximumAvailable > 0 ? status.maximumAvailable : 1000,
      restoreRate: status.restoreRate > 0 ? status.restoreRate : 50,
      at: now(),
    });
  }

  return async function graphql<T>(
    shop: string,
    accessToken: string,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<T> {
    const url = `${shopOriginOf(config, shop)}/admin/api/${config.apiVersion}/graphql.json`;
    const key = normalizeShop(shop);
    const body = JSON.stringify({ query, variables });
    let throttled = false;
    for (let attempt = 1; ; attempt += 1) {
      const last = attempt >= maxAttempts;
      await reserve(key, costs.get(query) ?? UNKNOWN_QUERY_COST, throttled);
      throttled = false;
      let response: Response;
      try {
        response = await send(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'x-shopify-access-token': accessToken,
          },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        if (last) throw unavailable('graphql', null, error);
        await sleep(backoffMs(attempt));
        continue;
      }
      const { status } = response;
      const text = await response.text();
      let parsed: GraphqlBody | null = null;
      try {
        parsed = text ? (JSON.parse(text) as GraphqlBody) : null;
      } catch {
        parsed = null;
      }
      if (status === 401 || status === 403) {
        throw new StorePlatformRefusal(storeSyncMessages.storeNotConnected, status, true);
      }
      if (status === 429 || status >= 500) {
        if (last) throw unavailable('graphql', status);
        const wait =
          status === 429 ? retryAfterMs(response.headers.get('retry-after'), now()) : null;
        await sleep(wait ?? backoffMs(attempt));
        continue;
      }
      if (status !== 200 || !parsed) {
        if (status === 200) throw unavailable('graphql, no JSON', status);
        throw new StorePlatformRefusal(messageOf(parsed, status), status);
      }
      const cost = parsed.extensions?.cost;
      record(key, cost?.throttleStatus);
      if (typeof cost?.requestedQueryCost === 'number') costs.set(query, cost.requestedQueryCost);
      const errors = Array.isArray(parsed.errors) ? parsed.errors : [];
      if (errors.some((error) => error.extensions?.code === 'THROTTLED')) {
        if (last) throw unavailable('graphql, throttled', 429);
        throttled = true;
        continue;
      }
      if (errors.length > 0 || typeof parsed.errors === 'string') {
        const denied = errors.some((error) => error.extensions?.code === 'ACCESS_DENIED');
        throw new StorePlatformRefusal(messageOf(parsed, status), denied ? 403 : 400);
      }
      const userError = firstUserError(parsed.data);
      if (userError) throw new StorePlatformRefusal(userError, 422);
      return (parsed.data ?? {}) as T;
    }
  };
}
