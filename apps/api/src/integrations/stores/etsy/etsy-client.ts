import { createHash, randomBytes } from 'node:crypto';
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
  type StorePlatformMode,
  StorePlatformRefusal,
  StorePlatformUnavailable,
} from '../store-platform.ts';
import {
  ETSY_LIMIT_PER_SECOND,
  ETSY_RETURN_PATH,
  ETSY_SCOPES,
  type EtsyConfig,
} from './etsy-config.ts';
import {
  type EtsyReceipt,
  etsyReceiptSchema,
  etsyReceiptsPageSchema,
  orderFromReceipt,
} from './etsy-receipts.ts';

/**
 * The Etsy adapter (Open API v3): OAuth 2 with PKCE (S256), access tokens of an hour renewed with
 * refresh tokens that rotate (each answer's refresh token replaces the stored one), receipts read
 * by polling `getShopReceipts` (paid, not shipped, changed since the last poll) and tracking sent
 * back with `createReceiptShipment`. Every call carries `x-api-key: keystring:shared_secret`.
 * `etsy` uses the app's keys; `self_app_etsy` the seller's own app's (apiKey on the store, apiSecret
 * sealed in the grant). The same code runs against Etsy, the local fake and the built-in sandbox.
 */

export type EtsyTransportOptions = {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /** Tries per call, the first included (4). */
  maxAttempts?: number;
  timeoutMs?: number;
};

type EtsyKeys = { keystring: string; sharedSecret: string };

const tokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().nonnegative(),
  refresh_token: z.string().min(1),
});
const oauthErrorSchema = z.object({
  error: z.string().optional(),
  error_description: z.string().optional(),
});
const meSchema = z.object({ user_id: z.number(), shop_id: z.number().nullish() });

/** Etsy's refresh tokens last 90 days. */
const REFRESH_TOKEN_DAYS = 90;
/** Receipts per page (Etsy's maximum). */
export const ETSY_PAGE_SIZE = 100;
/** The longest wait for a 429's Retry-After before giving the call up to the next poll. */
const MAX_RETRY_WAIT_MS = 10_000;

const base64url = (buffer: Buffer) => buffer.toString('base64url');
export const codeChallengeOf = (verifier: string) =>
  base64url(createHash('sha256').update(verifier).digest());

/**
 * Keeps an app's calls at or under Etsy's published per-second limit (one call each 1/10 s per
 * keystring) and stops calling when the answers say the day's quota is spent.
 */
function createPacer(now: () => number, sleep: (ms: number) => Promise<void>) {
  const nextAt = new Map<string, number>();
  const dayLeft = new Map<string, { left: number; at: number }>();
  return {
    async wait(keystring: string) {
      const day = dayLeft.get(keystring);
      if (day && day.left <= 0 && now() - day.at < 60_000) {
        throw new StorePlatformUnavailable('Etsy daily request quota spent (429)', 429);
      }
      const at = Math.max(now(), nextAt.get(keystring) ?? 0);
      nextAt.set(keystring, at + Math.ceil(1000 / ETSY_LIMIT_PER_SECOND));
      if (at > now()) await sleep(at - now());
    },
    note(keystring: string, headers: Headers) {
      const left = Number(headers.get('x-remaining-today'));
      if (headers.has('x-remaining-today') && Number.isFinite(left)) {
        dayLeft.set(keystring, { left, at: now() });
      }
    },
  };
}

export type EtsyAdapter = StorePlatformAdapter & {
  readonly config: EtsyConfig;
  /** The keys a store's calls use (the app's, or the seller's own for self_app_etsy). */
  keysOf(configuration: Record<string, string>, extra?: Record<string, string>): EtsyKeys;
};

export function createEtsyAdapter(
  type: 'etsy' | 'self_app_etsy',
  config: EtsyConfig,
  options: EtsyTransportOptions = {},
): EtsyAdapter {
  const send = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  const maxAttempts = options.maxAttempts ?? 4;
  const pacer = createPacer(now, sleep);
  const mode: StorePlatformMode = config.sandbox ? 'sandbox' : 'live';
  const apiUrl = config.apiUrl.replace(/\/+$/, '');
  const oauthUrl = config.oauthUrl.replace(/\/+$/, '');

  function keysOf(configuration: Record<string, string>, extra?: Record<string, string>): EtsyKeys {
    if (type === 'etsy') {
      if (!config.keystring || !config.sharedSecret) {
        throw new StorePlatformRefusal(storeSyncMessages.connectFailed, 409);
      }
      return { keystring: config.keystring, sharedSecret: config.sharedSecret };
    }
    const keystring = configuration.apiKey?.trim();
    const sharedSecret = (extra?.apiSecret ?? configuration.apiSecret ?? '').trim();
    if (!keystring || !sharedSecret) {
      throw new StorePlatformRefusal(storeSyncMessages.connectFailed, 400);
    }
    return { keystring, sharedSecret };
  }

  const at = (seconds: number) => new Date(now() + seconds * 1000).toISOString();

  /** One HTTP call, paced, retried on 429 (after Retry-After) and 5xx; never a key in an error. */
  async function call(
    keys: EtsyKeys,
    operation: string,
    url: string,
    init: { method: string; headers?: Record<string, string>; body?: string },
  ): Promise<{ status: number; json: unknown }> {
    for (let attempt = 1; ; attempt += 1) {
      await pacer.wait(keys.keystring);
      let response: Response;
      try {
        response = await send(url, {
          method: init.method,
          headers: {
            accept: 'application/json',
            'x-api-key': `${keys.keystring}:${keys.sharedSecret}`,
            ...init.headers,
          },
          body: init.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
        });
      } catch (error) {
        if (attempt < maxAttempts) {
          await sleep(500 * 2 ** (attempt - 1));
          continue;
        }
        throw new StorePlatformUnavailable(`Etsy could not be reached (${operation})`, null, {
          cause: error,
        });
      }
      pacer.note(keys.keystring, response.headers);
      const text = await response.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      if (response.status === 429 || response.status >= 500) {
        const retryAfter = Number(response.headers.get('retry-after'));
        const wait =
          response.status === 429 && Number.isFinite(retryAfter) && retryAfter > 0
            ? retryAfter * 1000
            : 500 * 2 ** (attempt - 1);
        if (attempt < maxAttempts && wait <= MAX_RETRY_WAIT_MS) {
          await sleep(wait);
          continue;
        }
        throw new StorePlatformUnavailable(
          `Etsy answered ${response.status} (${operation})`,
          response.status,
        );
      }
      return { status: response.status, json };
    }
  }

  /** Etsy's own words of a refusal (`{"error": "…"}`), or a shared text. */
  const reasonOf = (json: unknown) => {
    const parsed = oauthErrorSchema.safeParse(json).data;
    return (
      parsed?.error_description ||
      parsed?.error ||
      storeSyncMessages.storeNotConnected
    ).slice(0, 300);
  };

  /** `POST /v3/public/oauth/token`: a code (with its verifier) or a refresh token for a grant. */
  async function tokenCall(
    keys: EtsyKeys,
    form: Record<string, string>,
    extra: Record<string, string> | undefined,
  ): Promise<StoreGrant> {
    const { status, json } = await call(keys, 'oauth token', `${apiUrl}/v3/public/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: keys.keystring, ...form }).toString(),
    });
    if (status !== 200) {
      // invalid_grant: the code or refresh token is spent, expired or revoked.
      throw new StorePlatformRefusal(reasonOf(json), status, status === 400 || status === 401);
    }
    const token = tokenSchema.safeParse(json);
    if (!token.success) throw new StorePlatformUnavailable('Etsy answered no token', 200);
    return {
      accessToken: token.data.access_token,
      expiresAt: at(token.data.expires_in),
      refreshToken: token.data.refresh_token,
      refreshTokenExpiresAt: at(REFRESH_TOKEN_DAYS * 24 * 3600),
      scope: ETSY_SCOPES,
      ...(extra && Object.keys(extra).length > 0 ? { extra } : {}),
    };
  }

  /** A call of the API with the store's bearer token; 401 means the grant is gone. */
  async function api(
    connection: Pick<StoreConnection, 'configuration' | 'grant'>,
    operation: string,
    path: string,
    init: { method?: string; form?: Record<string, string> } = {},
  ) {
    const keys = keysOf(connection.configuration, connection.grant.extra);
    const answer = await call(keys, operation, `${apiUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${connection.grant.accessToken}`,
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    if (answer.status === 401) {
      throw new StorePlatformRefusal(reasonOf(answer.json), 401, true);
    }
    return answer;
  }

  const refuse = (status: number, json: unknown) =>
    new StorePlatformRefusal(reasonOf(json), status, false);

  function parseReceipt(value: unknown): EtsyReceipt | null {
    const parsed = etsyReceiptSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  }

  async function getReceipt(connection: StoreConnection, receiptId: string) {
    const { status, json } = await api(
      connection,
      'getShopReceipt',
      `/v3/application/shops/${encodeURIComponent(connection.shop)}/receipts/${encodeURIComponent(receiptId)}`,
    );
    if (status === 404) return null;
    if (status !== 200) throw refuse(status, json);
    return parseReceipt(json);
  }

  return {
    type,
    mode,
    config,
    keysOf,
    // Etsy sends no order webhooks to a third-party app: the poll is how receipts arrive. Ten
    // minutes keeps a shop to ~150 calls a day, far inside 10,000 a day per app.
    pollEveryMinutes: 10,

    connectUrl(input: ConnectUrlInput): ConnectStart {
      const keys = keysOf(input.configuration);
      const verifier = base64url(randomBytes(48));
      const query = new URLSearchParams({
        response_type: 'code',
        redirect_uri: `${input.publicUrl}${ETSY_RETURN_PATH}`,
        scope: ETSY_SCOPES,
        client_id: keys.keystring,
        state: input.state,
        code_challenge: codeChallengeOf(verifier),
        code_challenge_method: 'S256',
      });
      return {
        url: `${oauthUrl}/oauth/connect?${query.toString()}`,
        keep: {
          codeVerifier: verifier,
          ...(type === 'self_app_etsy' ? { apiSecret: keys.sharedSecret } : {}),
        },
      };
    },

    async exchange(input: ExchangeInput): Promise<ConnectResult> {
      const code = input.params.code;
      const verifier = input.kept.codeVerifier;
      if (input.params.error || !code || !verifier) {
        throw new StorePlatformRefusal(
          input.params.error_description || input.params.error || storeSyncMessages.connectFailed,
          400,
        );
      }
      const extra =
        type === 'self_app_etsy' ? { apiSecret: input.kept.apiSecret ?? '' } : undefined;
      const keys = keysOf(input.configuration, extra);
      const grant = await tokenCall(
        keys,
        {
          grant_type: 'authorization_code',
          redirect_uri: `${input.publicUrl}${ETSY_RETURN_PATH}`,
          code,
          code_verifier: verifier,
        },
        extra,
      );
      const { status, json } = await api(
        { configuration: input.configuration, grant },
        'getMe',
        '/v3/application/users/me',
      );
      if (status !== 200) throw refuse(status, json);
      const me = meSchema.safeParse(json);
      if (!me.success) throw new StorePlatformUnavailable('Etsy answered no user', 200);
      if (!me.data.shop_id) {
        throw new StorePlatformRefusal(storeSyncMessages.connectFailed, 409);
      }
      // The seller's own keys stay on the store (a reconnect needs them; the secret is masked
      // whenever the store is shown).
      const configuration: Record<string, string> =
        type === 'self_app_etsy'
          ? { ...input.configuration, apiKey: keys.keystring, shopId: String(me.data.shop_id) }
          : { shopId: String(me.data.shop_id) };
      return { shop: String(me.data.shop_id), grant, configuration };
    },

    refreshGrant(connection: StoreConnection) {
      const refreshToken = connection.grant.refreshToken;
      if (!refreshToken) {
        return Promise.reject(
          new StorePlatformRefusal(storeSyncMessages.storeNotConnected, 401, true),
        );
      }
      const keys = keysOf(connection.configuration, connection.grant.extra);
      return tokenCall(
        keys,
        { grant_type: 'refresh_token', refresh_token: refreshToken },
        connection.grant.extra,
      );
    },

    async listOrdersUpdatedSince(
      connection: StoreConnection,
      since: string,
      cursor: string | null,
    ): Promise<StoreOrderPage> {
      const offset = cursor ? Number(cursor) : 0;
      const query = new URLSearchParams({
        min_last_modified: String(Math.max(946684800, Math.floor(Date.parse(since) / 1000))),
        was_paid: 'true',
        was_shipped: 'false',
        sort_on: 'updated',
        sort_order: 'asc',
        limit: String(ETSY_PAGE_SIZE),
        offset: String(Number.isFinite(offset) && offset > 0 ? offset : 0),
      });
      const { status, json } = await api(
        connection,
        'getShopReceipts',
        `/v3/application/shops/${encodeURIComponent(connection.shop)}/receipts?${query.toString()}`,
      );
      if (status !== 200) throw refuse(status, json);
      const page = etsyReceiptsPageSchema.safeParse(json);
      if (!page.success) throw new StorePlatformUnavailable('Etsy answered no receipts', 200);
      const orders: StoreOrder[] = [];
      for (const value of page.data.results) {
        const receipt = parseReceipt(value);
        if (receipt) orders.push(orderFromReceipt(receipt));
      }
      const next = (Number.isFinite(offset) ? offset : 0) + page.data.results.length;
      return {
        orders,
        nextCursor:
          page.data.results.length === ETSY_PAGE_SIZE && next < page.data.count
            ? String(next)
            : null,
      };
    },

    async fetchOrder(connection: StoreConnection, platformOrderId: string) {
      const receipt = await getReceipt(connection, platformOrderId);
      return receipt ? orderFromReceipt(receipt) : null;
    },

    /**
     * `createReceiptShipment`; a receipt that already holds this tracking code (a retry after a
     * lost answer) is answered with that shipment instead of a second one.
     */
    async pushFulfilment(connection: StoreConnection, input: StoreFulfilmentInput) {
      const receipt = await getReceipt(connection, input.platformOrderId);
      if (!receipt) {
        throw new StorePlatformRefusal(`Etsy has no receipt ${input.platformOrderId}`, 404);
      }
      const shipmentId = (value: EtsyReceipt | null) =>
        value?.shipments?.find((shipment) => shipment.tracking_code === input.trackingNumber)
          ?.receipt_shipping_id;
      const existing = shipmentId(receipt);
      if (existing !== undefined) {
        return {
          fulfillmentId: String(existing ?? `${receipt.receipt_id}:${input.trackingNumber}`),
        };
      }
      const { status, json } = await api(
        connection,
        'createReceiptShipment',
        `/v3/application/shops/${encodeURIComponent(connection.shop)}/receipts/${receipt.receipt_id}/tracking`,
        {
          method: 'POST',
          form: {
            tracking_code: input.trackingNumber,
            carrier_name: input.company,
            send_bcc: 'false',
          },
        },
      );
      if (status !== 200) throw refuse(status, json);
      const id = shipmentId(parseReceipt(json));
      return { fulfillmentId: String(id ?? `${receipt.receipt_id}:${input.trackingNumber}`) };
    },
  };
}
