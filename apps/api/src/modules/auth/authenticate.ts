import type { Factory, Role, UserStatus } from '@stitchworks/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import type { AccessTokenSigner } from './access-token.ts';

/** Who is asking: set on every request that carries a valid token, checked against the database. */
export type AuthUser = {
  id: number;
  role: Role;
  status: UserStatus;
  passwordChanged: boolean;
  disabled: boolean;
  factories: Factory[];
  permissionIds: number[];
  /** The sign-in this request belongs to (null for API-key requests). */
  familyId: string | null;
  /** The API key the request authenticated with (X-API-Key), else null. */
  apiKeyId: number | null;
};

export function toAuthUser(
  user: typeof users.$inferSelect,
  via: { familyId: string | null; apiKeyId: number | null },
): AuthUser {
  return {
    id: user.id,
    role: user.role,
    status: user.status,
    passwordChanged: user.passwordChanged,
    disabled: user.meta.disabled === true,
    factories: user.factories,
    permissionIds: user.permissionIds,
    ...via,
  };
}

/**
 * The user behind an access token, read from the database with its sign-in: null for a bad or
 * expired token, a sign-in that was ended, or a locked user. HTTP requests and socket handshakes
 * both go through here, so the two can never disagree.
 */
export async function authenticateAccessToken(
  db: DbOrTx,
  tokens: AccessTokenSigner,
  token: string,
): Promise<AuthUser | null> {
  const claims = await tokens.verify(token);
  if (!claims) return null;
  const [row] = await db
    .select({ user: users, familyId: sessions.familyId })
    .from(users)
    .innerJoin(
      sessions,
      and(
        eq(sessions.familyId, claims.familyId),
        eq(sessions.userId, users.id),
        isNull(sessions.revokedAt),
      ),
    )
    .where(eq(users.id, claims.userId))
    .limit(1);
  if (!row || row.user.status === 'locked') return null;
  return toAuthUser(row.user, { familyId: row.familyId, apiKeyId: null });
}
