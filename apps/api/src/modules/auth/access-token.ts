import { randomBytes } from 'node:crypto';
import type { Role } from '@stitchworks/shared';
import { eq } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client.ts';
import { appSettings } from '../../db/schema/index.ts';

/** Access tokens live 30 minutes; the web app renews them once they are 20 minutes old. */
export const ACCESS_TOKEN_TTL_SECONDS = 30 * 60;

export type AccessClaims = { userId: number; role: Role; familyId: string };

export type AccessTokenSigner = {
  sign: (claims: AccessClaims) => Promise<string>;
  /** The claims, or null for a token that is malformed, forged or expired. */
  verify: (token: string) => Promise<AccessClaims | null>;
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

export function createAccessTokenSigner(secret: Uint8Array): AccessTokenSigner {
  return {
    sign: ({ userId, role, familyId }) =>
      new SignJWT({ role, sid: familyId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(secret),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
        return { userId, role: payload.role as Role, familyId: payload.sid };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
