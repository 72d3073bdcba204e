import { signInstallQuery } from './shopify-hmac.ts';
import { issueSandboxToken, readSandboxToken } from './shopify-sandbox-tokens.ts';

/**
 * The sandbox shop's side of OAuth: the install approval (the redirect back, signed the way
 * Shopify signs it), `POST /admin/oauth/access_token` for a code (one use) or a refresh token,
 * expiring offline tokens when asked (`expiring: 1`), and the revocation an uninstall causes.
 */

export type SandboxOAuthAnswer = { status: number; body: unknown };

const CODE_TTL_MS = 10 * 60 * 1000;
const ACCESS_TTL_S = 3600;
const REFRESH_TTL_S = 90 * 24 * 3600;
/** What Shopify answers for our scopes: a `write_` scope stands for its `read_` too. */
const GRANTED_SCOPE = [
  'read_orders',
  'write_merchant_managed_fulfillment_orders',
  'write_assigned_fulfillment_orders',
].join(',');

/** A token request's body: JSON, or a form as OAuth clients also send it. */
function formOf(body: string): Record<string, unknown> {
  try {
    const parsed = JSON.parse(body) as unknown;
    if (parsed && typeof parsed === 'object') return parsed as Record<string, unknown>;
  } catch {
    // a form, then
  }
  return Object.fromEntries(new URLSearchParams(body));
}

export function createSandboxOAuth(options: {
  apiKey: string;
  apiSecret: string;
  now: () => number;
}) {
  const { apiKey, apiSecret, now } = options;
  /** Tokens issued before this time (ms) are refused: the app was uninstalled. */
  const revokedBefore = new Map<string, number>();
  const usedCodes = new Map<string, number>();

  const issuedAt = (shop: string) => Math.max(now(), revokedBefore.get(shop) ?? 0);
  const live = (shop: string, iat: number) => iat >= (revokedBefore.get(shop) ?? 0);

  function grant(shop: string, expiring: boolean) {
    const iat = issuedAt(shop);
    const token = (kind: 'access' | 'refresh', ttl: number | null) =>
      issueSandboxToken(apiSecret, {
        kind,
        shop,
        iat,
        exp: ttl === null ? null : iat + ttl * 1000,
      });
    if (!expiring) return { access_token: token('access', null), scope: GRANTED_SCOPE };
    return {
      access_token: token('access', ACCESS_TTL_S),
      expires_in: ACCESS_TTL_S,
      refresh_token: token('refresh', REFRESH_TTL_S),
      refresh_token_expires_in: REFRESH_TTL_S,
      scope: GRANTED_SCOPE,
    };
  }

  return {
    /** Where Shopify sends the browser back once the merchant approved the install. */
    approveInstall(input: { shop: string; state: string; redirectUri: string }): string {
      const { shop } = input;
      const iat = now();
      const query: Record<string, string> = {
        code: issueSandboxToken(apiSecret, { kind: 'code', shop, iat, exp: iat + CODE_TTL_MS }),
        host: Buffer.from(
          `admin.shopify.com/store/${shop.replace(/\.myshopify\.com$/, '')}`,
        ).toString('base64url'),
        shop,
        state: input.state,
        timestamp: String(Math.floor(iat / 1000)),
      };
      const signed = new URLSearchParams({ ...query, hmac: signInstallQuery(apiSecret, query) });
      const separator = input.redirectUri.includes('?') ? '&' : '?';
      return `${input.redirectUri}${separator}${signed.toString()}`;
    },

    /** `POST /{shop}/admin/oauth/access_token`. */
    accessToken(shop: string, rawBody: string): SandboxOAuthAnswer {
      const form = formOf(rawBody);
      if (form.client_id !== apiKey || form.client_secret !== apiSecret) {
        const body = { error: 'invalid_client', error_description: 'Client authentication failed' };
        return { status: 401, body };
      }
      const at = now();
      if (form.grant_type === 'refresh_token') {
        const claims = readSandboxToken(apiSecret, 'refresh', String(form.refresh_token ?? ''), at);
        if (!claims || claims.shop !== shop || !live(shop, claims.iat)) {
          const body = {
            error: 'invalid_grant',
            error_description: 'Token has been expired or revoked.',
          };
          return { status: 400, body };
        }
        return { status: 200, body: grant(shop, true) };
      }
      const code = String(form.code ?? '');
      const claims = readSandboxToken(apiSecret, 'code', code, at);
      if (!claims || claims.shop !== shop || usedCodes.has(code)) {
        const body = {
          error: 'invalid_request',
          error_description: 'The authorization code was not found or was already used',
        };
        return { status: 400, body };
      }
      for (const [used, expires] of usedCodes) if (expires <= at) usedCodes.delete(used);
      usedCodes.set(code, claims.exp ?? at + CODE_TTL_MS);
      return { status: 200, body: grant(shop, String(form.expiring) === '1') };
    },

    /** True when this access token was issued for this shop, is unexpired and not revoked. */
    accessAllowed(shop: string, token: string | undefined): boolean {
      const claims = readSandboxToken(apiSecret, 'access', token, now());
      return Boolean(claims && claims.shop === shop && live(shop, claims.iat));
    },

    /** Every token issued so far for the shop is refused from now on. */
    revoke(shop: string): void {
      revokedBefore.set(shop, now() + 1);
    },
  };
}
