import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { errorMessages, type Role } from '@stitchworks/shared';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { afterCommit, rootDatabase } from '../../lib/transaction.ts';
import { type Realtime, realtimeFor } from '../../plugins/socket.ts';
import type { AccessTokenSigner } from './access-token.ts';

/** A sign-in lasts 30 days from its last refresh. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newOpaqueToken = () => randomBytes(32).toString('base64url');

export type SessionContext = { userAgent?: string | undefined; ip?: string | undefined };
export type IssuedTokens = { privateToken: string; refreshToken: string; familyId: string };

async function issue(
  db: DbOrTx,
  signer: AccessTokenSigner,
  user: { id: number; role: Role },
  familyId: string,
  context: SessionContext,
  refreshToken: string = newOpaqueToken(),
): Promise<IssuedTokens> {
  // A successor is inserted by whichever refresh of its predecessor comes first; the others find
  // it there (rotateSession).
  await db
    .insert(sessions)
    .values({
      familyId,
      userId: user.id,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
      userAgent: context.userAgent?.slice(0, 300),
      ip: context.ip,
    })
    .onConflictDoNothing({ target: sessions.tokenHash });
  const privateToken = await signer.sign({ userId: user.id, role: user.role, familyId });
  return { privateToken, refreshToken, familyId };
}

/** Starts a new sign-in (a new token family) for the user. */
export function startSession(
  db: DbOrTx,
  signer: AccessTokenSigner,
  user: { id: number; role: Role },
  context: SessionContext = {},
): Promise<IssuedTokens> {
  return issue(db, signer, user, randomUUID(), context);
}

/**
 * How long a rotated refresh token still gets its successor: two tabs (or a retried request)
 * refreshing with one token at once are one user, not a thief.
 */
export const REFRESH_GRACE_MS = 10_000;

/**
 * Swaps a refresh token for a new pair. The new refresh token is the old one's successor
 * (signer.successorOf), the same for every swap of it: refreshes of one token within
 * REFRESH_GRACE_MS of its first swap all get that one, with an access token each. A token swapped
 * longer ago than that means it leaked (or was replayed): the whole sign-in is revoked and the
 * caller must sign in again.
 */
export async function rotateSession(
  db: DbOrTx,
  signer: AccessTokenSigner,
  refreshToken: string,
  context: SessionContext = {},
): Promise<IssuedTokens> {
  const [found] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(refreshToken)))
    .limit(1);
  if (!found) throw new AppError('UNAUTHORIZED');
  const { session, user } = found;
  if (session.revokedAt || session.expiresAt < new Date() || user.status === 'locked') {
    throw new AppError('UNAUTHORIZED');
  }
  // Claim the row atomically: the first swap of a token is told apart from the ones after it.
  const claimed = await db
    .update(sessions)
    .set({ rotatedAt: new Date() })
    .where(and(eq(sessions.id, session.id), isNull(sessions.rotatedAt)))
    .returning({ id: sessions.id });
  if (claimed.length === 0) {
    const [swapped] = await db
      .select({ rotatedAt: sessions.rotatedAt, revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.id, session.id));
    if (swapped?.revokedAt) throw new AppError('UNAUTHORIZED');
    const swappedAgo = Date.now() - (swapped?.rotatedAt?.getTime() ?? 0);
    if (swappedAgo > REFRESH_GRACE_MS) {
      await revokeFamily(db, session.familyId);
      throw new AppError('UNAUTHORIZED', errorMessages.tokenReused);
    }
  }
  return issue(db, signer, user, session.familyId, context, signer.successorOf(refreshToken));
}

/**
 * Closes the sockets of the sign-ins just ended, once that is committed (at once when `db` is the
 * database itself): a socket must not outlive its sign-in, on this instance or another.
 */
async function endSockets(db: DbOrTx, close: (realtime: Realtime) => void): Promise<void> {
  const root = rootDatabase(db);
  await afterCommit(db, () => {
    const realtime = realtimeFor(root);
    if (realtime) close(realtime);
  });
}

export async function revokeFamily(db: DbOrTx, familyId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
  await endSockets(db, (realtime) => realtime.disconnectSession(familyId));
}

/** Ends every sign-in of a user (locked, status changed, password reset), their sockets too. */
export async function revokeUserSessions(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await endSockets(db, (realtime) => realtime.disconnectUser(userId));
}

/** Ends every sign-in of a user except one (changing the password keeps the current device in). */
export async function revokeOtherUserSessions(
  db: DbOrTx,
  userId: number,
  keepFamilyId: string | null,
): Promise<void> {
  const others = keepFamilyId
    ? and(eq(sessions.userId, userId), ne(sessions.familyId, keepFamilyId))
    : eq(sessions.userId, userId);
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(others, isNull(sessions.revokedAt)));
  await endSockets(db, (realtime) => realtime.disconnectUserExcept(userId, keepFamilyId));
}

/** The sign-in a refresh token belongs to, rotated or not (sign-out accepts any of its tokens). */
export async function findSessionFamily(
  db: DbOrTx,
  refreshToken: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ familyId: sessions.familyId })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(refreshToken)))
    .limit(1);
  return row?.familyId;
}
