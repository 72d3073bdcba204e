import { createHmac, randomBytes } from 'node:crypto';
import type { Role } from '@stitchworks/shared';
import { eq } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client.ts';
import { appSettings } from '../../db/schema/index.ts';
import { setKeepingAtMost } from '../../lib/bounded-map.ts';

/** Access tokens live 30 minutes; the web app renews them once they are 20 minutes old. */
export const ACCESS_TOKEN_TTL_SECONDS = 30 * 60;

export type AccessClaims = { userId: number; role: Role; familyId: string };

export type AccessTokenSigner = {
  sign: (claims: AccessClaims) => Promise<string>;
  /** The claims, or null for a token that is malformed, forged or expired. */
  verify: (token: string) => Promise<AccessClaims | null>;
  /**
   * Without waiting: the claims of a token verified before and not yet expired, null for one
   * verified before that has expired, undefined for a token not seen (verify it).
   */
  verifiedBefore: (token: string) => AccessClaims | null | undefined;
  /**
   * The refresh token that follows `refreshToken` when it is rotated: derived from it under the
   * signing secret, so two refreshes of one token at once get the same one (sessions.ts), and
   * nobody without the secret can tell it from the old one.
   */
  successorOf: (refreshToken: string) => string;
  /** A mark of `text` only the holder of the signing secret can make (a known device's cookie). */
  deviceMark: (text: string) => string;
};

const SECRET_KEY = 'auth.jwt_secret';

/**
 * The signing secret is JWT_SECRET when given; otherwise one is generated once and kept in the
 * database, so every instance on the same database signs and verifies alike.
 */
export async function loadSigningSecret(
  db: Db,
  configured: string | undefined,
): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const candidate = randomBytes(48).toString('base64url');
  await db.insert(appSettings).values({ key: SECRET_KEY, value: candidate }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SECRET_KEY));
  return new TextEncoder().encode(String(row?.value));
}

const keyedHash = (secret: Uint8Array, text: string) =>
  createHmac('sha256', secret).update(text).digest('base64url');

/** Tokens already verified, kept until they expire; past this many the oldest are forgotten. */
const VERIFIED_TOKENS_KEPT = 10_000;

export function createAccessTokenSigner(secret: Uint8Array): AccessTokenSigner {
  // The HMAC key imported once: given the raw bytes, jose imports a WebCrypto key on every call,
  // which a profile of thousands of socket handshakes (each a new token) showed.
  const key = crypto.subtle.importKey(
    'raw',
    new Uint8Array(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // A token's signature is checked once per process: the same token on later requests costs a
  // map lookup instead of an HMAC through WebCrypto. A token cannot be changed without changing
  // its text, and its expiry is still checked on every use; whether its sign-in still stands is
  // read from the database on each request, as before.
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  const remember = (token: string, claims: AccessClaims, expiresAt: number) =>
    setKeepingAtMost(verified, VERIFIED_TOKENS_KEPT, token, { claims, expiresAt });
  const verifiedBefore = (token: string) => {
    const known = verified.get(token);
    if (!known) return undefined;
    if (known.expiresAt > Date.now()) return known.claims;
    verified.delete(token);
    return null;
  };
  return {
    verifiedBefore,
    successorOf: (refreshToken) => keyedHash(secret, `refresh-successor:${refreshToken}`),
    deviceMark: (text) => keyedHash(secret, `known-device:${text}`),
    sign: async ({ userId, role, familyId }) =>
      new SignJWT({ role, sid: familyId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(await key),
    verify: async (token) => {
      const known = verifiedBefore(token);
      if (known !== undefined) return known;
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
        const claims: AccessClaims = { userId, role: payload.role as Role, familyId: payload.sid };
        if (typeof payload.exp === 'number') remember(token, claims, payload.exp * 1000);
        return claims;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
