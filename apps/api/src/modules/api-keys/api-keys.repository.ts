import { and, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { apiKeys, stores, users } from '../../db/schema/index.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function listKeysOfUser(db: DbOrTx, userId: number): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/**
 * Locks the key owner's row until the transaction ends: creations for one seller then run one
 * after the other, so each counts the keys the previous one made and the cap holds.
 */
export async function lockKeyOwner(db: DbOrTx, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countActiveKeys(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  return row?.value ?? 0;
}

export async function insertKey(db: DbOrTx, values: typeof apiKeys.$inferInsert) {
  const [row] = await db.insert(apiKeys).values(values).returning();
  return row!;
}

export async function findKeyOfUserForUpdate(db: DbOrTx, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
    .for('update');
  return row;
}

export async function markRevoked(db: DbOrTx, id: number) {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(eq(apiKeys.id, id))
    .returning();
  return row!;
}

/** Revokes every key of the user still live; answers the keys revoked. */
export async function markAllRevoked(db: DbOrTx, userId: number): Promise<ApiKeyRow[]> {
  return db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning();
}

/** The key (not revoked) with this hash and the user it belongs to. */
export async function findLiveKeyByHash(db: DbOrTx, keyHash: string) {
  const [row] = await db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row;
}

/** Records use at most once a minute per key, so busy keys do not write on every request. */
export async function touchLastUsed(db: DbOrTx, id: number, now: Date) {
  const aMinuteAgo = new Date(now.getTime() - 60_000);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, aMinuteAgo))),
    );
}

/**
 * The store an order sent with this key belongs to: the key's store (an api or platfox store's
 * order key) when that store is live; null for a seller's own key.
 */
export async function findKeyStoreId(db: DbOrTx, keyId: number): Promise<number | null> {
  const [row] = await db
    .select({ storeId: stores.id })
    .from(apiKeys)
    .innerJoin(stores, eq(stores.id, apiKeys.storeId))
    .where(and(eq(apiKeys.id, keyId), isNull(stores.deletedAt), eq(stores.status, 'active')));
  return row?.storeId ?? null;
}
