import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { catalogs, products, users } from '../../../db/schema/index.ts';

/** Every catalog (a few dozen rows): orders name them by id and price them by size. */
export function listAllCatalogRows(db: DbOrTx) {
  return db.select().from(catalogs).orderBy(asc(catalogs.id));
}

/** The seller's own products among `ids`, deleted ones left out (one query for any number). */
export function findOwnProductRows(db: DbOrTx, userId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: products.id,
      storeId: products.storeId,
      catalogId: products.catalogId,
      sku: products.sku,
      title: products.title,
      colors: products.colors,
      sizes: products.sizes,
      designs: products.designs,
      mockupKey: products.mockupKey,
    })
    .from(products)
    .where(
      and(
        sql`${products.id} = any(${`{${ids.join(',')}}`}::int[])`,
        eq(products.userId, userId),
        isNull(products.deletedAt),
      ),
    );
}

/** What pricing and the order rules need of the seller behind an order (staff may act for them). */
export async function findOrderSellerRow(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, role: users.role, permissionIds: users.permissionIds })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
