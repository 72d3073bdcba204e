import { and, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  sessions,
  twoFactorChallenges,
  twoFactorRecoveryCodes,
  userTwoFactors,
} from '../../db/schema/index.ts';

export type TwoFactorRow = typeof userTwoFactors.$inferSelect;

export async function findTwoFactor(db: DbOrTx, userId: number): Promise<TwoFactorRow | undefined> {
  const [row] = await db.select().from(userTwoFactors).where(eq(userTwoFactors.userId, userId));
  return row;
}

/** A new secret waiting for its first code (replaces a setup never confirmed). */
export async function savePendingTwoFactor(
  db: DbOrTx,
  userId: number,
  secretSealed: string,
): Promise<void> {
  await db
    .insert(userTwoFactors)
    .values({ userId, secretSealed })
    .onConflictDoUpdate({
      target: userTwoFactors.userId,
      set: { secretSealed, enabledAt: null, lastUsedStep: null, createdAt: sql`now()` },
      setWhere: isNull(userTwoFactors.enabledAt),
    });
}

/**
 * Takes a code's step for the user: true when no code of this step or a later one was used
 * before. One statement, so two requests with the same code cannot both pass. `enabling` confirms
 * a pending setup in the same statement.
 */
export async function claimTotpStep(
  db: DbOrTx,
  userId: number,
  step: number,
  enabling: boolean,
): Promise<boolean> {
  const claimed = await db
    .update(userTwoFactors)
    .set(enabling ? { lastUsedStep: step, enabledAt: sql`now()` } : { lastUsedStep: step })
    .where(
      and(
        eq(userTwoFactors.userId, userId),
        enabling ? isNull(userTwoFactors.enabledAt) : isNotNull(userTwoFactors.enabledAt),
        or(isNull(userTwoFactors.lastUsedStep), lt(userTwoFactors.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userTwoFactors.userId });
  return claimed.length > 0;
}

export async function deleteTwoFactor(db: DbOrTx, userId: number): Promise<boolean> {
  const removed = await db
    .delete(userTwoFactors)
    .where(eq(userTwoFactors.userId, userId))
    .returning({ userId: userTwoFactors.userId });
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
  return removed.length > 0;
}

export async function replaceRecoveryCodes(
  db: DbOrTx,
  userId: number,
  codeHashes: string[],
): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db
    .insert(twoFactorRecoveryCodes)
    .values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

export function unusedRecoveryCodes(db: DbOrTx, userId: number) {
  return db
    .select({ id: twoFactorRecoveryCodes.id, codeHash: twoFactorRecoveryCodes.codeHash })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
}

/** Marks a recovery code used: true for the one request that got it first. */
export async function claimRecoveryCode(db: DbOrTx, id: number): Promise<boolean> {
  const claimed = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(twoFactorRecoveryCodes.id, id), isNull(twoFactorRecoveryCodes.usedAt)))
    .returning({ id: twoFactorRecoveryCodes.id });
  return claimed.length > 0;
}

export async function countUnusedRecoveryCodes(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.count ?? 0;
}

export async function insertChallenge(
  db: DbOrTx,
  values: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(twoFactorChallenges).values(values);
}

/** A challenge still open: not used and not expired. */
export async function findOpenChallenge(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, tokenHash),
        isNull(twoFactorChallenges.usedAt),
        gt(twoFactorChallenges.expiresAt, new Date()),
      ),
    );
  return row;
}

export async function claimChallenge(db: DbOrTx, id: number): Promise<boolean> {
  const claimed = await db
    .update(twoFactorChallenges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(twoFactorChallenges.id, id), isNull(twoFactorChallenges.usedAt)))
    .returning({ id: twoFactorChallenges.id });
  return claimed.length > 0;
}

/**
 * The user's sign-ins still standing, one row each: the newest token of each family (its device,
 * address and time) with the family's first time, newest first.
 */
export async function listLiveSignIns(db: DbOrTx, userId: number) {
  const latest = db
    .selectDistinctOn([sessions.familyId], {
      familyId: sessions.familyId,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      lastSeenAt: sessions.createdAt,
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
      signedInAt: sql<Date>`min(${sessions.createdAt}) over (partition by ${sessions.familyId})`.as(
        'signed_in_at',
      ),
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(sessions.familyId, desc(sessions.createdAt))
    .as('latest');
  return db
    .select({
      familyId: latest.familyId,
      userAgent: latest.userAgent,
      ip: latest.ip,
      lastSeenAt: latest.lastSeenAt,
      signedInAt: latest.signedInAt,
    })
    .from(latest)
    .where(and(isNull(latest.revokedAt), gt(latest.expiresAt, new Date())))
    .orderBy(desc(latest.lastSeenAt))
    .limit(100);
}

/** Whether the family is a sign-in of this user still standing (ending another's is a 404). */
export async function isLiveSignInOf(db: DbOrTx, userId: number, familyId: string) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        eq(sessions.familyId, familyId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row !== undefined;
}
