import type { CatalogCategory, ProductStatus } from '@stitchworks/shared';
import { and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { catalogs, products } from '../../db/schema/index.ts';

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

export function insertProductRows(db: DbOrTx, values: NewProductRow[]) {
  return db.insert(products).values(values).returning();
}

export async function findOwnProductRow(db: DbOrTx, userId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.userId, userId), isNull(products.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A product by its sku, or by the sku of one of its variations (`<sku>-<color>-<size>`). */
export async function findOwnProductRowBySku(db: DbOrTx, userId: number, sku: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.userId, userId),
        isNull(products.deletedAt),
        or(
          sql`upper(${products.sku}) = upper(${sku})`,
          sql`upper(${sku}) like upper(${products.sku}) || '-%'`,
        ),
      ),
    )
    .orderBy(desc(sql`length(${products.sku})`))
    .limit(1);
  return row;
}

export type ProductFilter = {
  userId: number;
  status?: ProductStatus | undefined;
  category?: CatalogCategory | undefined;
  storeId?: number | undefined;
  keyword?: string | undefined;
};

function whereOf(filter: ProductFilter) {
  const keyword = filter.keyword ? containsPattern(filter.keyword) : undefined;
  return and(
    eq(products.userId, filter.userId),
    isNull(products.deletedAt),
    filter.status ? eq(products.status, filter.status) : undefined,
    filter.category ? eq(catalogs.category, filter.category) : undefined,
    filter.storeId ? eq(products.storeId, filter.storeId) : undefined,
    keyword ? or(ilike(products.title, keyword), ilike(products.sku, keyword)) : undefined,
  );
}

export async function listProductRows(
  db: DbOrTx,
  filter: ProductFilter,
  page: { limit: number; offset: number },
) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({ product: products })
      .from(products)
      .innerJoin(catalogs, eq(catalogs.id, products.catalogId))
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ value: count() })
      .from(products)
      .innerJoin(catalogs, eq(catalogs.id, products.catalogId))
      .where(where),
  ]);
  return { rows: rows.map((row) => row.product), count: Number(total?.value ?? 0) };
}

export async function updateProductRow(db: DbOrTx, id: number, values: Partial<NewProductRow>) {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  return row;
}
