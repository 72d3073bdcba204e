import { createHmac, timingSafeEqual } from 'node:crypto';

/** `X-WC-Webhook-Signature`: base64 HMAC-SHA256 of the raw body with the webhook's secret. */
export function signWooWebhook(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}

/** Constant-time check of a delivery's signature over its exact bytes. */
export function verifyWooWebhook(
  secret: string,
  rawBody: Buffer,
  signature: string | undefined,
): boolean {
  if (!signature || !secret) return false;
  const expected = Buffer.from(signWooWebhook(secret, rawBody));
  const given = Buffer.from(signature.trim());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** RFC 3986 percent-encoding, as OAuth 1.0a signs. */
const percent = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * Checks an OAuth 1.0a one-legged signature (HMAC-SHA256, no token) of a request over plain
 * http, as WooCommerce does: the base string of the method, the URL without its query and the
 * sorted, encoded parameters; the key is the consumer secret and '&'.
 */
export function verifyOAuth1(
  method: string,
  url: URL,
  consumerSecret: string,
): { consumerKey: string } | null {
  // A parameter named twice counts once, the last value (as PHP reads a query string).
  const params = [...new Map(url.searchParams.entries()).entries()];
  const signature = params.find(([key]) => key === 'oauth_signature')?.[1];
  const consumerKey = params.find(([key]) => key === 'oauth_consumer_key')?.[1];
  const signatureMethod = params.find(([key]) => key === 'oauth_signature_method')?.[1];
  if (!signature || !consumerKey || signatureMethod !== 'HMAC-SHA256') return null;
  const normalized = params
    .filter(([key]) => key !== 'oauth_signature')
    .map(([key, value]) => [percent(key), percent(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const base = `${method.toUpperCase()}&${percent(`${url.origin}${url.pathname}`)}&${percent(normalized)}`;
  const expected = Buffer.from(
    createHmac('sha256', `${percent(consumerSecret)}&`)
      .update(base)
      .digest('base64'),
  );
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { consumerKey };
}
