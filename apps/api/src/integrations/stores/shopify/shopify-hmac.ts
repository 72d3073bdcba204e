import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Shopify's two signatures, both HMAC-SHA256 keyed with the app's client secret:
 * - a redirect from Shopify (install, OAuth callback) carries `hmac`, the hex digest of its other
 *   query parameters sorted by name and joined as `k=v&k=v` (the legacy `signature` left out);
 * - a webhook carries `X-Shopify-Hmac-Sha256`, the base64 digest of the raw request body.
 * Both are compared in constant time.
 */

const SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/i;

/** A shop's permanent domain (`name.myshopify.com`), the only host we ever call for a shop. */
export const isShopDomain = (shop: string): boolean => SHOP_DOMAIN.test(shop.trim());

export const normalizeShop = (shop: string): string => shop.trim().toLowerCase();

/** How long a signed redirect stays acceptable, and how far ahead a clock may run. */
export const INSTALL_QUERY_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const INSTALL_QUERY_MAX_SKEW_MS = 5 * 60 * 1000;

/** The message Shopify signs: every parameter but `hmac` and `signature`, sorted, encoded. */
export function installQueryMessage(query: Record<string, string>): string {
  const entries = Object.entries(query)
    .filter(([key]) => key !== 'hmac' && key !== 'signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

export function signInstallQuery(secret: string, query: Record<string, string>): string {
  return createHmac('sha256', secret).update(installQueryMessage(query)).digest('hex');
}

/** Equal-length buffers compared in constant time; different lengths are simply unequal. */
function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

/** True when `hmac` signs the rest of the query and its `timestamp` is recent (seconds). */
export function verifyInstallQuery(
  secret: string,
  query: Record<string, string>,
  now: number = Date.now(),
): boolean {
  const given = query.hmac;
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = Buffer.from(signInstallQuery(secret, query), 'hex');
  if (!sameBytes(Buffer.from(given, 'hex'), expected)) return false;
  const timestamp = Number(query.timestamp);
  if (!Number.isFinite(timestamp)) return false;
  const at = timestamp * 1000;
  return at >= now - INSTALL_QUERY_MAX_AGE_MS && at <= now + INSTALL_QUERY_MAX_SKEW_MS;
}

export function signWebhookBody(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}

/** True when `hmacHeader` is the base64 HMAC-SHA256 of exactly these bytes. */
export function verifyWebhookBody(
  secret: string,
  rawBody: Buffer,
  hmacHeader: string | undefined,
): boolean {
  if (!hmacHeader || !/^[A-Za-z0-9+/]+={0,2}$/.test(hmacHeader.trim())) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return sameBytes(Buffer.from(hmacHeader.trim(), 'base64'), expected);
}
