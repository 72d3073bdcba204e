import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { catalogs, storeConnectStates, stores, users } from '../../db/schema/index.ts';

export const sellerColumns = { id: users.id, name: users.name, email: users.email };

export const storeColumns = { id: stores.id, name: stores.name, type: stores.type };

export async function insertConnectState(
  db: DbOrTx,
  values: typeof storeConnectStates.$inferInsert,
) {
  await db.insert(storeConnectStates).values(values);
}

/** Marks the nonce used and answers its row, if it was unused and unexpired. */
export async function useConnectState(db: DbOrTx, nonceHash: string, now: Date) {
  const [row] = await db
    .update(storeConnectStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(storeConnectStates.nonceHash, nonceHash),
        isNull(storeConnectStates.usedAt),
        sql`${storeConnectStates.expiresAt} > ${now}`,
      ),
    )
    .returning();
  return row;
}

export async function findLiveStoreByShop(db: DbOrTx, type: string, shop: string) {
  const [row] = await db
    .select()
    .from(stores)
    .where(
      and(eq(stores.type, type as never), eq(stores.platformShop, shop), isNull(stores.deletedAt)),
    )
    .limit(1);
  return row;
}

export async function findConnectedStores(db: DbOrTx, type: string) {
  return db
    .select()
    .from(stores)
    .where(
      and(eq(stores.type, type as never), eq(stores.status, 'active'), isNull(stores.deletedAt)),
    );
}

export async function findStoresWithTokensDue(db: DbOrTx, type: string, before: Date) {
  return db
    .select()
    .from(stores)
    .where(
      and(
        eq(stores.type, type as never),
        eq(stores.status, 'active'),
        isNull(stores.deletedAt),
        lte(stores.tokenExpiresAt, before),
      ),
    );
}

export async function findCatalogKinds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: catalogs.id, kind: catalogs.kind })
    .from(catalogs)
    .where(inArray(catalogs.id, ids));
}

/** The stores a shop was ever connected as (disconnected and deleted ones included). */
export async function findStoresOfShop(db: DbOrTx, type: string, shop: string) {
  return db
    .select()
    .from(stores)
    .where(and(eq(stores.type, type as never), sql`${stores.configuration}->>'shop' = ${shop}`));
}
