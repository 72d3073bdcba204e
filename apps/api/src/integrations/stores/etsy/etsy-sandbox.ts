import { createHash } from 'node:crypto';
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
import { ETSY_LIMIT_PER_DAY, ETSY_LIMIT_PER_SECOND } from './etsy-config.ts';

/**
 * The built-in sandbox Etsy (no ETSY_API_KEY), also served over HTTP as the tests' fake Etsy: an
 * in-process Etsy that answers what the Open API v3 answers (`/oauth/connect`, the token endpoint
 * with PKCE and rotating refresh tokens, `users/me`, `getShopReceipts`, `getShopReceipt`,
 * `createReceiptShipment`), with Etsy's `{"error": …}` bodies, its rate-limit headers and its 429
 * over 10 calls a second per app. Codes and tokens are signed and carry their facts, so a restart
 * leaves sandbox stores connected; receipts live in memory.
 */

export type SandboxEtsyOptions = {
  /** Signs codes and tokens. */
  secret: string;
  /**
   * App keys the sandbox knows (keystring → shared secret). `any` accepts every non-empty pair:
   * the built-in sandbox's self_app_etsy takes whatever keys the seller typed.
   */
  apps: Map<string, string> | 'any';
  now?: () => number;
};

type Transaction = {
  transactionId: number;
  title: string;
  sku: string;
  quantity: number;
};
type Shipment = { id: number; carrier: string; trackingCode: string; at: number };
type Receipt = {
  id: number;
  shopId: number;
  buyerEmail: string;
  name: string;
  paid: boolean;
  status: string;
  createdAt: number;
  updatedAt: number;
  transactions: Transaction[];
  shipments: Shipment[];
};
type Shop = { shopId: number; userId: number; receipts: Map<number, Receipt> };

type Claims = SignedClaims & {
  userId: number;
  shopId: number;
  clientId: string;
  iat: number;
  challenge?: string;
  redirectUri?: string;
};

const PURPOSE = 'etsy-sandbox';
const ACCESS_SECONDS = 3600;
const REFRESH_SECONDS = 90 * 24 * 3600;

const json = (
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): SandboxAnswer => ({
  status,
  headers,
  body,
});
const sha = (value: string) => createHash('sha256').update(value).digest('hex');
const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export type SandboxEtsy = ReturnType<typeof createSandboxEtsy>;

export function createSandboxEtsy(options: SandboxEtsyOptions) {
  const now = options.now ?? Date.now;
  const shops = new Map<number, Shop>();
  const spent = new Set<string>();
  const revokedAt = new Map<number, number>();
  const seconds = new Map<string, { second: number; count: number }>();
  const days = new Map<string, { day: number; count: number }>();
  let failures: number[] = [];
  let ids = Math.floor(now() / 1000) % 100_000_000;
  const nextId = () => {
    ids += 1;
    return ids;
  };

  function shopOf(shopId: number, userId?: number): Shop {
    let shop = shops.get(shopId);
    if (!shop) {
      shop = { shopId, userId: userId ?? shopId + 1, receipts: new Map() };
      shops.set(shopId, shop);
    }
    return shop;
  }

  const appKnown = (keystring: string, secret: string) =>
    options.apps === 'any'
      ? keystring.length > 0 && secret.length > 0
      : options.apps.get(keystring) === secret;

  function issue(
    kind: 'code' | 'access' | 'refresh',
    claims: Omit<Claims, 'kind' | 'exp' | 'iat'>,
  ) {
    const life = kind === 'code' ? 300 : kind === 'access' ? ACCESS_SECONDS : REFRESH_SECONDS;
    const token = signClaims(options.secret, PURPOSE, `${claims.userId}.`, {
      ...claims,
      kind,
      iat: now(),
      exp: now() + life * 1000,
    });
    return token;
  }

  function read(kind: 'code' | 'access' | 'refresh', token: string | undefined) {
    const userId = Number(token?.split('.')[0]);
    if (!token || !Number.isInteger(userId)) return null;
    const claims = readClaims<Claims>(options.secret, PURPOSE, `${userId}.`, kind, token, now());
    if (!claims || claims.userId !== userId) return null;
    if ((revokedAt.get(userId) ?? -1) >= claims.iat) return null;
    return claims;
  }

  /** The consent: the seller allows the app; the browser goes back with a code and the state. */
  function approve(query: URLSearchParams): string | { error: string } {
    const clientId = query.get('client_id') ?? '';
    const redirectUri = query.get('redirect_uri') ?? '';
    const state = query.get('state') ?? '';
    if (query.get('response_type') !== 'code') return { error: 'unsupported_response_type' };
    if (!clientId || (options.apps !== 'any' && !options.apps.has(clientId))) {
      return { error: 'invalid_client' };
    }
    if (query.get('code_challenge_method') !== 'S256' || !query.get('code_challenge')) {
      return { error: 'invalid_request' };
    }
    if (!redirectUri || !state) return { error: 'invalid_request' };
    const shopId = nextId();
    const shop = shopOf(shopId, shopId + 7_000_000);
    const code = issue('code', {
      userId: shop.userId,
      shopId,
      clientId,
      challenge: query.get('code_challenge') ?? '',
      redirectUri,
    });
    const separator = redirectUri.includes('?') ? '&' : '?';
    return `${redirectUri}${separator}${new URLSearchParams({ code, state }).toString()}`;
  }

  function limitHeaders(keystring: string): { headers: Record<string, string>; over: boolean } {
    const at = now();
    const second = Math.floor(at / 1000);
    const day = Math.floor(at / 86_400_000);
    const s = seconds.get(keystring);
    const perSecond = s && s.second === second ? s : { second, count: 0 };
    const d = days.get(keystring);
    const perDay = d && d.day === day ? d : { day, count: 0 };
    perSecond.count += 1;
    perDay.count += 1;
    seconds.set(keystring, perSecond);
    days.set(keystring, perDay);
    return {
      headers: {
        'x-limit-per-second': String(ETSY_LIMIT_PER_SECOND),
        'x-remaining-this-second': String(Math.max(0, ETSY_LIMIT_PER_SECOND - perSecond.count)),
        'x-limit-per-day': String(ETSY_LIMIT_PER_DAY),
        'x-remaining-today': String(Math.max(0, ETSY_LIMIT_PER_DAY - perDay.count)),
      },
      over: perSecond.count > ETSY_LIMIT_PER_SECOND || perDay.count > ETSY_LIMIT_PER_DAY,
    };
  }

  function receiptJson(receipt: Receipt) {
    const created = Math.floor(receipt.createdAt / 1000);
    const updated = Math.floor(receipt.updatedAt / 1000);
    return {
      receipt_id: receipt.id,
      receipt_type: 0,
      seller_user_id: shopOf(receipt.shopId).userId,
      seller_email: null,
      buyer_user_id: 9_000_000 + (receipt.id % 1000),
      buyer_email: receipt.buyerEmail,
      name: receipt.name,
      first_line: '350 Fifth Avenue',
      second_line: null,
      city: 'New York',
      state: 'NY',
      zip: '10118',
      status: receipt.status,
      formatted_address: `${receipt.name}\n350 Fifth Avenue\nNew York, NY 10118\nUnited States`,
      country_iso: 'US',
      payment_method: 'cc',
      is_paid: receipt.paid,
      is_shipped: receipt.shipments.length > 0,
      create_timestamp: created,
      created_timestamp: created,
      update_timestamp: updated,
      updated_timestamp: updated,
      is_gift: false,
      grandtotal: {
        amount: 2500 * receipt.transactions.length,
        divisor: 100,
        currency_code: 'USD',
      },
      shipments: receipt.shipments.map((shipment) => ({
        receipt_shipping_id: shipment.id,
        shipment_notification_timestamp: Math.floor(shipment.at / 1000),
        carrier_name: shipment.carrier,
        tracking_code: shipment.trackingCode,
      })),
      transactions: receipt.transactions.map((line) => ({
        transaction_id: line.transactionId,
        title: line.title,
        seller_user_id: shopOf(receipt.shopId).userId,
        quantity: line.quantity,
        receipt_id: receipt.id,
        is_digital: false,
        listing_id: 1_000_000 + (line.transactionId % 1000),
        transaction_type: 'listing',
        sku: line.sku,
        price: { amount: 2500, divisor: 100, currency_code: 'USD' },
        variations: [],
      })),
    };
  }

  function tokenEndpoint(request: SandboxRequest): SandboxAnswer {
    const form = formOf(request.body, request.headers['content-type']);
    const clientId = form.client_id ?? '';
    const invalid = (description: string) =>
      json(400, { error: 'invalid_grant', error_description: description });
    if (form.grant_type === 'authorization_code') {
      const claims = read('code', form.code);
      if (!claims || spent.has(sha(form.code ?? ''))) return invalid('code is invalid or expired');
      if (claims.clientId !== clientId) return json(400, { error: 'invalid_client' });
      if (claims.redirectUri !== form.redirect_uri) return invalid('redirect_uri mismatch');
      if (!form.code_verifier || challengeOf(form.code_verifier) !== claims.challenge) {
        return invalid('code_verifier does not match the code_challenge');
      }
      spent.add(sha(form.code ?? ''));
      return tokens(claims);
    }
    if (form.grant_type === 'refresh_token') {
      const claims = read('refresh', form.refresh_token);
      if (!claims || spent.has(sha(form.refresh_token ?? ''))) {
        return invalid('refresh token is invalid, expired or already used');
      }
      if (claims.clientId !== clientId) return json(400, { error: 'invalid_client' });
      spent.add(sha(form.refresh_token ?? ''));
      return tokens(claims);
    }
    return json(400, { error: 'unsupported_grant_type' });
  }

  function tokens(claims: Claims): SandboxAnswer {
    const base = { userId: claims.userId, shopId: claims.shopId, clientId: claims.clientId };
    return json(200, {
      access_token: issue('access', base),
      token_type: 'Bearer',
      expires_in: ACCESS_SECONDS,
      refresh_token: issue('refresh', base),
    });
  }

  function handle(request: SandboxRequest): SandboxAnswer {
    const failure = failures.shift();
    if (failure !== undefined) {
      if (failure === 429) {
        return json(429, { error: 'Too Many Requests' }, { 'retry-after': '1' });
      }
      return json(failure, { error: 'Internal Server Error' });
    }
    const { method, path } = request;
    if (method === 'GET' && path === '/oauth/connect') {
      const location = approve(request.query);
      if (typeof location !== 'string') return json(400, location);
      return json(302, undefined, { location });
    }
    const apiKey = request.headers['x-api-key'] ?? '';
    const [keystring = '', sharedSecret = ''] = apiKey.split(':');
    if (!apiKey.includes(':') || !appKnown(keystring, sharedSecret)) {
      return json(403, {
        error: "Invalid API key: the x-api-key header must be 'keystring:shared_secret'",
      });
    }
    const limits = limitHeaders(keystring);
    if (limits.over) {
      return json(429, { error: 'Too Many Requests' }, { ...limits.headers, 'retry-after': '1' });
    }
    const answer = (status: number, body: unknown) => json(status, body, limits.headers);
    if (method === 'POST' && path === '/v3/public/oauth/token') {
      const result = tokenEndpoint(request);
      return { ...result, headers: { ...limits.headers, ...result.headers } };
    }
    const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const claims = read('access', bearer);
    if (!claims || claims.clientId !== keystring) {
      return answer(401, { error: 'invalid_token' });
    }
    if (method === 'GET' && path === '/v3/application/users/me') {
      return answer(200, { user_id: claims.userId, shop_id: claims.shopId });
    }
    const match = /^\/v3\/application\/shops\/(\d+)\/receipts(?:\/(\d+)(\/tracking)?)?$/.exec(path);
    if (!match) return answer(404, { error: 'Resource not found' });
    const shopId = Number(match[1]);
    if (shopId !== claims.shopId) {
      return answer(403, { error: 'The shop does not belong to the authenticated user' });
    }
    const shop = shopOf(shopId);
    if (!match[2] && method === 'GET') {
      const q = request.query;
      const limit = Math.min(100, Math.max(1, Number(q.get('limit') ?? 25) || 25));
      const offset = Math.max(0, Number(q.get('offset') ?? 0) || 0);
      const since = Number(q.get('min_last_modified') ?? 0) * 1000;
      const wasPaid = q.get('was_paid');
      const wasShipped = q.get('was_shipped');
      const rows = [...shop.receipts.values()]
        .filter((receipt) => receipt.updatedAt >= since)
        .filter((receipt) => wasPaid === null || String(receipt.paid) === wasPaid)
        .filter(
          (receipt) => wasShipped === null || String(receipt.shipments.length > 0) === wasShipped,
        )
        .sort((a, b) =>
          q.get('sort_on') === 'updated' ? a.updatedAt - b.updatedAt : a.createdAt - b.createdAt,
        );
      if (q.get('sort_order') === 'desc' || q.get('sort_order') === 'down') rows.reverse();
      return answer(200, {
        count: rows.length,
        results: rows.slice(offset, offset + limit).map(receiptJson),
      });
    }
    const receipt = shop.receipts.get(Number(match[2]));
    if (!receipt) return answer(404, { error: `Receipt with receipt_id ${match[2]} not found` });
    if (!match[3] && method === 'GET') return answer(200, receiptJson(receipt));
    if (match[3] && method === 'POST') {
      const form = formOf(request.body, request.headers['content-type']);
      if (!form.tracking_code || !form.carrier_name) {
        return answer(400, { error: 'tracking_code and carrier_name are required' });
      }
      receipt.shipments.push({
        id: nextId(),
        carrier: form.carrier_name,
        trackingCode: form.tracking_code,
        at: now(),
      });
      receipt.status = 'Completed';
      receipt.updatedAt = Math.max(now(), receipt.updatedAt + 1000);
      return answer(200, receiptJson(receipt));
    }
    return answer(405, { error: 'Method not allowed' });
  }

  return {
    handle,
    fetch: sandboxFetch(handle),
    approve,

    /** A buyer pays for these SKUs: a new paid receipt of the shop. */
    createReceipt(
      shopId: string | number,
      input: { lines: { sku: string; quantity?: number; title?: string }[]; paid?: boolean },
    ) {
      const shop = shopOf(Number(shopId));
      const at = now();
      const id = nextId();
      const receipt: Receipt = {
        id,
        shopId: shop.shopId,
        buyerEmail: `buyer${id % 1000}@example.com`,
        name: 'Jamie Rivera',
        paid: input.paid ?? true,
        status: input.paid === false ? 'Open' : 'Paid',
        createdAt: at,
        updatedAt: at,
        transactions: input.lines.map((line) => ({
          transactionId: nextId(),
          title: line.title ?? `Embroidered ${line.sku}`,
          sku: line.sku,
          quantity: line.quantity ?? 1,
        })),
        shipments: [],
      };
      shop.receipts.set(id, receipt);
      return receiptJson(receipt);
    },

    /** The receipt as Etsy answers it now, or null. */
    receipt(shopId: string | number, receiptId: string | number) {
      const receipt = shopOf(Number(shopId)).receipts.get(Number(receiptId));
      return receipt ? receiptJson(receipt) : null;
    },

    /** The shop's receipts, newest first, for the store page's sandbox panel. */
    ordersOf(shopId: string | number): SandboxShop['orders'] {
      return [...shopOf(Number(shopId)).receipts.values()].reverse().map((receipt) => ({
        id: String(receipt.id),
        name: `#${receipt.id}`,
        createdAt: new Date(receipt.createdAt).toISOString(),
        lines: receipt.transactions.map((line) => ({ sku: line.sku, quantity: line.quantity })),
        fulfillments: receipt.shipments.map((shipment) => ({
          trackingNumber: shipment.trackingCode,
          company: shipment.carrier,
          url: null,
          createdAt: new Date(shipment.at).toISOString(),
        })),
      }));
    },

    /** Every token of the shop's owner issued so far stops working (the seller removed the app). */
    revoke(shopId: string | number) {
      revokedAt.set(shopOf(Number(shopId)).userId, now());
    },

    /** The next answers fail with these HTTP statuses (429 with Retry-After: 1). */
    failNext(...statuses: number[]) {
      failures.push(...statuses);
    },
    reset() {
      failures = [];
    },
  };
}
