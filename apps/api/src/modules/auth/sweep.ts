import { lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  authTokens,
  sessions,
  signInAttempts,
  twoFactorChallenges,
} from '../../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often a running API sweeps; every instance may, since each sweep is idempotent. */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes what can no longer be used: sign-ins expired a day ago or ended 30 days ago (kept that
 * long so a replayed rotated token still revokes its sign-in), mailed links expired a day ago, and
 * sign-in attempt counts whose window began a day ago (a window lasts 15 minutes), and second-step
 * challenges expired a day ago (one lasts 5 minutes).
 */
export async function sweepExpiredAuthRecords(db: DbOrTx, now = new Date()) {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const monthAgo = new Date(now.getTime() - 30 * DAY_MS);
  const removedSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, dayAgo), lt(sessions.revokedAt, monthAgo)))
    .returning({ id: sessions.id });
  const removedTokens = await db
    .delete(authTokens)
    .where(lt(authTokens.expiresAt, dayAgo))
    .returning({ id: authTokens.id });
  const removedAttempts = await db
    .delete(signInAttempts)
    .where(lt(signInAttempts.windowStartedAt, dayAgo))
    .returning({ key: signInAttempts.key });
  await db.delete(twoFactorChallenges).where(lt(twoFactorChallenges.expiresAt, dayAgo));
  return {
    sessions: removedSessions.length,
    authTokens: removedTokens.length,
    signInAttempts: removedAttempts.length,
  };
}
