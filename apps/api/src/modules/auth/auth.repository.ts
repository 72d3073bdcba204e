import { and, count, eq, gt, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { authTokens, loginFailures, users } from '../../db/schema/index.ts';

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

export async function countLoginFailures(
  db: DbOrTx,
  by: { email: string } | { ip: string },
  since: Date,
): Promise<number> {
  const match = 'email' in by ? eq(loginFailures.email, by.email) : eq(loginFailures.ip, by.ip);
  const [row] = await db
    .select({ value: count() })
    .from(loginFailures)
    .where(and(match, gt(loginFailures.createdAt, since)));
  return row?.value ?? 0;
}

export async function insertLoginFailure(db: DbOrTx, email: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ email, ip });
}

/** Drops rows that no longer count, for this address and this IP (both indexed). */
export async function pruneLoginFailures(
  db: DbOrTx,
  email: string,
  ip: string,
  before: Date,
): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.email, email), lt(loginFailures.createdAt, before)));
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.ip, ip), lt(loginFailures.createdAt, before)));
}

export async function clearLoginFailures(db: DbOrTx, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
