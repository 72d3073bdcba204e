import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { outOfStocks } from '../../db/schema/index.ts';

export type OutOfStockRow = typeof outOfStocks.$inferSelect;

/** Every marked variant (a short list: admins mark them by hand), or those of some catalogs. */
export function listOutOfStockRows(db: DbOrTx, catalogIds?: readonly number[]) {
  const query = db
    .select({
      id: outOfStocks.id,
      catalogId: outOfStocks.catalogId,
      color: outOfStocks.color,
      size: outOfStocks.size,
    })
    .from(outOfStocks);
  const filtered =
    catalogIds === undefined
      ? query
      : query.where(sql`${outOfStocks.catalogId} = any(${`{${catalogIds.join(',')}}`}::int[])`);
  return filtered.orderBy(asc(outOfStocks.catalogId), asc(outOfStocks.id));
}

export function deleteOutOfStockRowsOfCatalog(db: DbOrTx, catalogId: number) {
  return db.delete(outOfStocks).where(eq(outOfStocks.catalogId, catalogId));
}

/** Serialises two replacements of one catalog's list (the second waits for the first). */
export async function lockOutOfStockCatalog(db: DbOrTx, catalogId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('out_of_stocks'), ${catalogId})`);
}

export function insertOutOfStockRows(
  db: DbOrTx,
  rows: { catalogId: number; color: string; size: string; createdById: number }[],
) {
  if (rows.length === 0) return Promise.resolve([]);
  return db.insert(outOfStocks).values(rows).returning({
    id: outOfStocks.id,
    catalogId: outOfStocks.catalogId,
    color: outOfStocks.color,
    size: outOfStocks.size,
  });
}
