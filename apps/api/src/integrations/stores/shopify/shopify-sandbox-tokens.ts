import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The sandbox shop's OAuth codes and tokens hold their own facts (shop, kind, issue and expiry
 * times) and are signed with the sandbox's secret, so the sandbox keeps no table of them and a
 * restart of the API leaves connected sandbox stores connected. Prefixes follow Shopify's
 * (`shpat_` access token, `shprt_` refresh token).
 */

export type SandboxTokenKind = 'code' | 'access' | 'refresh';

export type SandboxTokenClaims = {
  kind: SandboxTokenKind;
  shop: string;
  /** Issued at, ms. */
  iat: number;
  /** Expires at, ms; null: never. */
  exp: number | null;
  nonce: string;
};

const PREFIX: Record<SandboxTokenKind, string> = {
  code: 'sbxcode_',
  access: 'shpat_',
  refresh: 'shprt_',
};

const signature = (secret: string, kind: SandboxTokenKind, payload: string) =>
  createHmac('sha256', secret).update(`shopify-sandbox:${kind}:${payload}`).digest();

export function issueSandboxToken(
  secret: string,
  claims: Omit<SandboxTokenClaims, 'nonce'>,
): string {
  const payload = Buffer.from(
    JSON.stringify({ ...claims, nonce: randomBytes(8).toString('hex') }),
  ).toString('base64url');
  const sig = signature(secret, claims.kind, payload).toString('base64url');
  return `${PREFIX[claims.kind]}${payload}.${sig}`;
}

/** The claims of a token of this kind signed with `secret` and not expired at `now`; else null. */
export function readSandboxToken(
  secret: string,
  kind: SandboxTokenKind,
  token: string | null | undefined,
  now: number,
): SandboxTokenClaims | null {
  if (!token?.startsWith(PREFIX[kind])) return null;
  const [payload, sig] = token.slice(PREFIX[kind].length).split('.');
  if (!payload || !sig) return null;
  const given = Buffer.from(sig, 'base64url');
  const expected = signature(secret, kind, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(
      Buffer.from(payload, 'base64url').toString('utf8'),
    ) as SandboxTokenClaims;
    if (claims.kind !== kind || typeof claims.shop !== 'string') return null;
    if (claims.exp !== null && claims.exp <= now) return null;
    return claims;
  } catch {
    return null;
  }
}
