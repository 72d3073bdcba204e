import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { productSyncs, stores, users } from '../../db/schema/index.ts';
import { sellerColumns, storeColumns } from './store-sync.repository.ts';

// Queries of the remembered SKU mappings (product_syncs).

export type ProductSyncRow = typeof productSyncs.$inferSelect;

export async function findMappingsBySku(db: DbOrTx, storeId: number, skus: string[]) {
  if (skus.length === 0) return [];
  return db
    .select({ id: productSyncs.id, sku: productSyncs.sku, options: productSyncs.options })
    .from(productSyncs)
    .where(and(eq(productSyncs.storeId, storeId), inArray(productSyncs.sku, skus)));
}

export async function upsertProductSync(db: DbOrTx, values: typeof productSyncs.$inferInsert) {
  const [row] = await db
    .insert(productSyncs)
    .values(values)
    .onConflictDoUpdate({
      target: [productSyncs.storeId, productSyncs.sku],
      set: { options: values.options, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

/** Counts an import for each id given, as many times as it is given. */
export async function countImports(db: DbOrTx, ids: readonly number[], at: Date) {
  const times = new Map<number, number>();
  for (const id of ids) times.set(id, (times.get(id) ?? 0) + 1);
  const byTimes = new Map<number, number[]>();
  for (const [id, count] of times) byTimes.set(count, [...(byTimes.get(count) ?? []), id]);
  for (const [count, group] of byTimes) {
    await db
      .update(productSyncs)
      .set({ importedCount: sql`${productSyncs.importedCount} + ${count}`, lastImportedAt: at })
      .where(inArray(productSyncs.id, group));
  }
}

export async function findProductSyncRow(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ sync: productSyncs, store: storeColumns, seller: sellerColumns })
    .from(productSyncs)
    .innerJoin(stores, eq(stores.id, productSyncs.storeId))
    .innerJoin(users, eq(users.id, productSyncs.userId))
    .where(eq(productSyncs.id, id));
  return row;
}

export async function findProductSyncBySku(db: DbOrTx, storeId: number, sku: string) {
  const [row] = await db
    .select({ sync: productSyncs, store: storeColumns, seller: sellerColumns })
    .from(productSyncs)
    .innerJoin(stores, eq(stores.id, productSyncs.storeId))
    .innerJoin(users, eq(users.id, productSyncs.userId))
    .where(and(eq(productSyncs.storeId, storeId), eq(productSyncs.sku, sku)));
  return row;
}

export async function deleteProductSyncRow(db: DbOrTx, id: number) {
  await db.delete(productSyncs).where(eq(productSyncs.id, id));
}

export async function listProductSyncRows(
  db: DbOrTx,
  filter: {
    userId?: number | undefined;
    storeId?: number | undefined;
    keyword?: string | undefined;
  },
  page: { limit: number; offset: number },
) {
  const where = and(
    filter.userId === undefined ? undefined : eq(productSyncs.userId, filter.userId),
    filter.storeId === undefined ? undefined : eq(productSyncs.storeId, filter.storeId),
    filter.keyword ? ilike(productSyncs.sku, containsPattern(filter.keyword)) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ sync: productSyncs, store: storeColumns, seller: sellerColumns })
      .from(productSyncs)
      .innerJoin(stores, eq(stores.id, productSyncs.storeId))
      .innerJoin(users, eq(users.id, productSyncs.userId))
      .where(where)
      .orderBy(desc(productSyncs.updatedAt), desc(productSyncs.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(productSyncs).where(where),
  ]);
  return { rows, count: counted?.value ?? 0 };
}

export async function countProductSyncRows(db: DbOrTx, userId: number | undefined) {
  const [row] = await db
    .select({ value: count() })
    .from(productSyncs)
    .where(userId === undefined ? undefined : eq(productSyncs.userId, userId));
  return row?.value ?? 0;
}

export async function deleteProductSyncsOfStores(db: DbOrTx, storeIds: number[]) {
  if (storeIds.length === 0) return;
  await db.delete(productSyncs).where(inArray(productSyncs.storeId, storeIds));
}
