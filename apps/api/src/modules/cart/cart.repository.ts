import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cartItems, catalogs, products } from '../../db/schema/index.ts';

export type CartItemRow = typeof cartItems.$inferSelect;

/** The seller's cart lines whose product still exists, oldest first. */
export function listCartRows(db: DbOrTx, userId: number) {
  return db
    .select({ item: cartItems, product: products, catalogText: catalogs.text })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(catalogs, eq(catalogs.id, products.catalogId))
    .where(and(eq(cartItems.userId, userId), isNull(products.deletedAt)))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

export function findCartRowsOfProduct(db: DbOrTx, userId: number, productId: number) {
  return db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .for('update');
}

/**
 * Adds a cart line; if a concurrent request added the same variation first, the quantities are
 * summed instead (capped at the 1000 limit) rather than failing on the unique key.
 */
export async function insertCartRow(db: DbOrTx, values: typeof cartItems.$inferInsert) {
  await db
    .insert(cartItems)
    .values(values)
    .onConflictDoUpdate({
      target: [
        cartItems.userId,
        cartItems.productId,
        cartItems.color,
        cartItems.size,
        cartItems.frameColor,
      ],
      set: {
        quantity: sql`least(${cartItems.quantity} + excluded.quantity, 1000)`,
        updatedAt: new Date(),
      },
    });
}

export async function setCartRowQuantity(db: DbOrTx, id: number, quantity: number) {
  await db.update(cartItems).set({ quantity, updatedAt: new Date() }).where(eq(cartItems.id, id));
}

export async function deleteOwnCartRow(db: DbOrTx, userId: number, id: number) {
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return deleted.length > 0;
}

/** The seller's cart lines of live products, locked until the caller's transaction ends. */
export function lockCartLines(db: DbOrTx, userId: number) {
  return db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      storeId: products.storeId,
      color: cartItems.color,
      size: cartItems.size,
      frameColor: cartItems.frameColor,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.userId, userId), isNull(products.deletedAt)))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    .for('update', { of: cartItems });
}

export async function deleteCartRowsOfUser(db: DbOrTx, userId: number) {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
