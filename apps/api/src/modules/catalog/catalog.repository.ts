import type { Factory } from '@stitchworks/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { catalogs } from '../../db/schema/index.ts';

export type CatalogRow = typeof catalogs.$inferSelect;
export type NewCatalogRow = typeof catalogs.$inferInsert;

export function listCatalogRows(db: DbOrTx, filter: { factory?: Factory; activeOnly?: boolean }) {
  const conditions = [
    filter.factory ? eq(catalogs.factory, filter.factory) : undefined,
    filter.activeOnly ? eq(catalogs.active, true) : undefined,
  ];
  return db
    .select()
    .from(catalogs)
    .where(and(...conditions))
    .orderBy(asc(catalogs.id));
}

export async function findCatalogRow(db: DbOrTx, id: number, lock = false) {
  const query = db.select().from(catalogs).where(eq(catalogs.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export function findCatalogRows(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([] as CatalogRow[]);
  return db.select().from(catalogs).where(inArray(catalogs.id, ids));
}

/** Catalog ids are chosen by number; a new one takes the next free number. */
export async function nextCatalogId(db: DbOrTx): Promise<number> {
  await db.execute(sql`lock table ${catalogs} in share row exclusive mode`);
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${catalogs.id}), 0)` })
    .from(catalogs);
  return Number(row?.max ?? 0) + 1;
}

export async function insertCatalogRows(db: DbOrTx, values: NewCatalogRow[]) {
  if (values.length === 0) return [];
  return db.insert(catalogs).values(values).onConflictDoNothing().returning();
}

export async function updateCatalogRow(db: DbOrTx, id: number, values: Partial<NewCatalogRow>) {
  const [row] = await db
    .update(catalogs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(catalogs.id, id))
    .returning();
  return row;
}
