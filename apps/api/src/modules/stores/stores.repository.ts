import { and, count, desc, eq, ilike, inArray, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { products, stores, users } from '../../db/schema/index.ts';

export type StoreRow = typeof stores.$inferSelect;
export type NewStoreRow = typeof stores.$inferInsert;

export async function insertStoreRow(db: DbOrTx, values: NewStoreRow) {
  const [row] = await db.insert(stores).values(values).returning();
  return row!;
}

export async function findStoreRow(db: DbOrTx, id: number, lock = false) {
  const query = db
    .select()
    .from(stores)
    .where(and(eq(stores.id, id), isNull(stores.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export type StoreFilter = {
  userId?: number | undefined;
  type?: StoreRow['type'] | undefined;
  keyword?: string | undefined;
};

function whereOf(filter: StoreFilter) {
  const keyword = filter.keyword ? containsPattern(filter.keyword) : undefined;
  return and(
    isNull(stores.deletedAt),
    filter.userId ? eq(stores.userId, filter.userId) : undefined,
    filter.type ? eq(stores.type, filter.type) : undefined,
    keyword ? or(ilike(stores.name, keyword), ilike(stores.url, keyword)) : undefined,
  );
}

export async function listStoreRows(
  db: DbOrTx,
  filter: StoreFilter,
  page: { limit: number; offset: number },
) {
  const where = whereOf(filter);
  const [rows, [matching]] = await Promise.all([
    db
      .select({
        store: stores,
        seller: { id: users.id, name: users.name, email: users.email },
      })
      .from(stores)
      .innerJoin(users, eq(users.id, stores.userId))
      .where(where)
      .orderBy(desc(stores.createdAt), desc(stores.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(stores).where(where),
  ]);
  return { rows, count: Number(matching?.value ?? 0) };
}

export async function countStoreRows(db: DbOrTx, userId: number | undefined) {
  const [row] = await db.select({ value: count() }).from(stores).where(whereOf({ userId }));
  return Number(row?.value ?? 0);
}

export async function findSellerOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Live products per store, for the list and the delete confirmation. */
export async function countProductsByStore(db: DbOrTx, storeIds: number[]) {
  if (storeIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ storeId: products.storeId, value: count() })
    .from(products)
    .where(and(inArray(products.storeId, storeIds), isNull(products.deletedAt)))
    .groupBy(products.storeId);
  return new Map(rows.map((row) => [row.storeId, Number(row.value)]));
}

export async function updateStoreRow(db: DbOrTx, id: number, values: Partial<NewStoreRow>) {
  const [row] = await db
    .update(stores)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(stores.id, id))
    .returning();
  return row;
}

/** Stores by id, deleted ones included: products and orders still name them. */
export function findStoreRowsById(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([] as StoreRow[]);
  return db.select().from(stores).where(inArray(stores.id, ids));
}

export async function touchStoreSynced(db: DbOrTx, id: number, at: Date) {
  await db
    .update(stores)
    .set({ lastSyncAt: at })
    .where(
      and(
        eq(stores.id, id),
        or(isNull(stores.lastSyncAt), lt(stores.lastSyncAt, new Date(at.getTime() - 1000))),
      ),
    );
}
