import type { Factory, Role, UserStatus } from '@stitchworks/shared';
import { and, eq, isNull, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
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
  /**
   * The user's row as read when this request was authenticated, so a read of the caller's own
   * account (GET /users/self) needs no second query. Absent where a caller is built by hand.
   */
  row?: typeof users.$inferSelect;
  /** What the caller's access was built from, as the database wrote it (signInMarkOf). */
  signInMark?: string;
};

/**
 * Everything a caller's access is built from, as one text: the role, the status, whether the
 * password was chosen, the factories, the permissions and the disabled flag. Two reads of a
 * sign-in that give the same mark give the same AuthUser, for every rule the routes check.
 */
function signInMarkOf(
  user: Record<
    'role' | 'status' | 'passwordChanged' | 'factories' | 'permissionIds' | 'meta',
    SQLWrapper
  >,
): SQL<string> {
  return sql<string>`concat_ws('|', ${user.role}, ${user.status}, ${user.passwordChanged}::text,
    ${user.factories}::text, ${user.permissionIds}::text, ${user.meta}->>'disabled')`;
}

/**
 * The sign-in's mark now, as a scalar subquery to put into another statement: null when the
 * sign-in has ended or the user is gone (and when the placeholders are null). A read that takes
 * its caller from memory (the auth plugin's confirmsSignIn) asks for it in its own statement, so
 * the rows and the sign-in are read in one snapshot and one round trip.
 */
export function signInMarkNow(
  userId: number | null | Placeholder,
  familyId: string | null | Placeholder,
): SQL<string | null> {
  // The join written out with its table names, so that every column is qualified.
  return sql<string | null>`(select ${signInMarkOf(users)} from users
    join sessions on sessions.family_id = ${familyId}::uuid
      and sessions.user_id = users.id and sessions.revoked_at is null
    where users.id = ${userId}::int limit 1)`;
}

export function toAuthUser(
  user: typeof users.$inferSelect,
  via: { familyId: string | null; apiKeyId: number | null; signInMark?: string },
): AuthUser {
  const authUser: AuthUser = {
    id: user.id,
    role: user.role,
    status: user.status,
    passwordChanged: user.passwordChanged,
    disabled: user.meta.disabled === true,
    factories: user.factories,
    permissionIds: user.permissionIds,
    ...via,
  };
  // Not enumerable: the row holds the password hash, and a logged or serialised caller must not.
  Object.defineProperty(authUser, 'row', { value: user, enumerable: false });
  return authUser;
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
  const [row] = await signedInUserQuery(db).execute({
    userId: claims.userId,
    familyId: claims.familyId,
  });
  if (!row || row.user.status === 'locked') return null;
  return toAuthUser(row.user, { familyId: row.familyId, apiKeyId: null, signInMark: row.mark });
}

/** The user with their sign-in, if it still stands: read on every signed-in request. */
function selectSignedInUser(db: DbOrTx) {
  return db
    .select({ user: users, familyId: sessions.familyId, mark: signInMarkOf(users) })
    .from(users)
    .innerJoin(
      sessions,
      and(
        eq(sessions.familyId, sql.placeholder('familyId')),
        eq(sessions.userId, users.id),
        isNull(sessions.revokedAt),
      ),
    )
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1);
}

type SignedInUserQuery = ReturnType<ReturnType<typeof selectSignedInUser>['prepare']>;
const preparedQueries = new WeakMap<object, SignedInUserQuery>();

/**
 * The lookup built once per database and prepared by name: building a Drizzle query costs more
 * CPU than PostgreSQL takes to answer it, and a named statement is parsed and planned once per
 * connection. A transaction gets a statement of its own.
 */
function signedInUserQuery(db: DbOrTx): SignedInUserQuery {
  if (db instanceof PgTransaction) return selectSignedInUser(db).prepare('signed_in_user_tx');
  let query = preparedQueries.get(db);
  if (!query) {
    query = selectSignedInUser(db).prepare('signed_in_user');
    preparedQueries.set(db, query);
  }
  return query;
}
