import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { authTokens, signInAttempts, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type AuthTokenPurpose = 'reset_password' | 'activate';

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function findUserByProviderId(
  db: DbOrTx,
  provider: 'google' | 'facebook',
  subject: string,
): Promise<UserRow | undefined> {
  const column = provider === 'google' ? users.googleSub : users.facebookId;
  const [user] = await db.select().from(users).where(eq(column, subject)).limit(1);
  return user;
}

export async function insertUser(db: DbOrTx, values: NewUser): Promise<UserRow> {
  const [user] = await db.insert(users).values(values).returning();
  if (!user) throw new Error('insert into users returned no row');
  return user;
}

export async function updateUser(
  db: DbOrTx,
  id: number,
  values: Partial<NewUser>,
): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return user;
}

/** inactive → active; a locked account stays locked. */
export async function activateUser(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(users)
    .set({ status: 'active', updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.status, 'inactive')));
}

export async function insertAuthToken(
  db: DbOrTx,
  values: { userId: number; purpose: AuthTokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(authTokens).values(values);
}

/** A token still usable (not used, not expired) and its owner's e-mail. */
export async function findUsableAuthToken(
  db: DbOrTx,
  tokenHash: string,
  purpose: AuthTokenPurpose,
): Promise<{ userId: number; email: string } | undefined> {
  const [row] = await db
    .select({ userId: authTokens.userId, email: users.email })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

/** Marks a usable token used in one statement, so two requests cannot both spend it. */
export async function claimAuthToken(
  db: DbOrTx,
  tokenHash: string,
  purpose: AuthTokenPurpose,
): Promise<number | undefined> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId;
}

/** Spends every outstanding token of a purpose (a newer link replaces the older ones). */
export async function expireAuthTokens(
  db: DbOrTx,
  userId: number,
  purpose: AuthTokenPurpose,
): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
      ),
    );
}

export type AttemptCount = { key: string; attempts: number; waitSeconds: number };

/**
 * Counts one sign-in attempt for each key in one statement and answers the counts: a window
 * older than `windowSeconds` starts again at 1. The upsert locks each key's row, so concurrent
 * attempts are numbered one after the other (1, 2, 3, …) and none can read a stale count.
 * Keys are locked in the order given (the address before the client), so two attempts never
 * wait on each other in a cycle.
 */
export async function countSignInAttempts(
  db: DbOrTx,
  keys: string[],
  windowSeconds: number,
): Promise<AttemptCount[]> {
  const expired = sql`${signInAttempts.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`;
  return db
    .insert(signInAttempts)
    .values(keys.map((key) => ({ key, attempts: 1, windowStartedAt: sql`now()` })))
    .onConflictDoUpdate({
      target: signInAttempts.key,
      set: {
        attempts: sql`case when ${expired} then 1 else ${signInAttempts.attempts} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${signInAttempts.windowStartedAt} end`,
      },
    })
    .returning({
      key: signInAttempts.key,
      attempts: signInAttempts.attempts,
      waitSeconds: sql<number>`greatest(0, extract(epoch from ${signInAttempts.windowStartedAt} + make_interval(secs => ${windowSeconds}) - now()))::float8`,
    });
}

/** Forgets a key's attempts (the address's owner signed in or chose a new password). */
export async function deleteSignInAttempts(db: DbOrTx, key: string): Promise<void> {
  await db.delete(signInAttempts).where(eq(signInAttempts.key, key));
}

/** Gives back one counted attempt (a client's successful sign-in is not a guess). */
export async function uncountSignInAttempt(db: DbOrTx, key: string): Promise<void> {
  await db
    .update(signInAttempts)
    .set({ attempts: sql`greatest(${signInAttempts.attempts} - 1, 0)` })
    .where(eq(signInAttempts.key, key));
}
