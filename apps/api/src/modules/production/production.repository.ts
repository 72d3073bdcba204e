import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  catalogs,
  embs,
  orderItemCosts,
  orderItems,
  orders,
  productionScans,
  users,
} from '../../db/schema/index.ts';

export type ScanRow = typeof productionScans.$inferSelect;
export type NewScanRow = typeof productionScans.$inferInsert;

/** An order item with its order (locked when asked) and its catalog's name. */
export async function findItemWithOrder(db: DbOrTx, itemId: number, lock = false) {
  const [item] = await db
    .select({ item: orderItems, catalogText: catalogs.text })
    .from(orderItems)
    .innerJoin(catalogs, eq(catalogs.id, orderItems.catalogId))
    .where(eq(orderItems.id, itemId));
  if (!item) return undefined;
  const query = db.select().from(orders).where(eq(orders.id, item.item.orderId));
  const [order] = lock ? await query.for('update') : await query;
  return order ? { ...item, order } : undefined;
}

export function findItemsOfOrder(db: DbOrTx, orderId: number) {
  return db
    .select({ item: orderItems, catalogText: catalogs.text })
    .from(orderItems)
    .innerJoin(catalogs, eq(catalogs.id, orderItems.catalogId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position), asc(orderItems.id));
}

/** Every scan of these items (standing and undone), newest first, with who made it. */
export function findScans(db: DbOrTx, where: { orderId: number } | { itemId: number }) {
  return db
    .select({ scan: productionScans, userName: users.name })
    .from(productionScans)
    .leftJoin(users, eq(users.id, productionScans.userId))
    .where(
      'orderId' in where
        ? eq(productionScans.orderId, where.orderId)
        : eq(productionScans.orderItemId, where.itemId),
    )
    .orderBy(desc(productionScans.id));
}

/** The scans that stand (not undone) of one item. */
export function findStandingScans(db: DbOrTx, itemId: number) {
  return db
    .select()
    .from(productionScans)
    .where(and(eq(productionScans.orderItemId, itemId), isNull(productionScans.undoneAt)));
}

export async function insertScans(db: DbOrTx, rows: NewScanRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(productionScans).values(rows);
}

export async function undoScan(
  db: DbOrTx,
  scanId: number,
  undo: { undoneById: number; undoReason: string },
): Promise<void> {
  await db
    .update(productionScans)
    .set({ undoneAt: new Date(), ...undo })
    .where(eq(productionScans.id, scanId));
}

export async function setItemCompleted(db: DbOrTx, itemId: number, at: Date | null) {
  await db.update(orderItems).set({ completedAt: at }).where(eq(orderItems.id, itemId));
}

export async function setItemNote(db: DbOrTx, itemId: number, note: string) {
  await db.update(orderItems).set({ note }).where(eq(orderItems.id, itemId));
}

export async function setItemDesignImages(
  db: DbOrTx,
  itemId: number,
  designImages: (typeof orderItems.$inferSelect)['designImages'],
) {
  await db.update(orderItems).set({ designImages }).where(eq(orderItems.id, itemId));
}

/** True when every item of the order is completed (all units packed). */
export async function allItemsCompleted(db: DbOrTx, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ open: sql<number>`count(*)::int` })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.completedAt)));
  return (row?.open ?? 0) === 0;
}

/** The digitizing jobs of a seller's design images. */
export function findEmbsOfImages(db: DbOrTx, userId: number, imageUrls: string[]) {
  if (imageUrls.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: embs.id,
      imageUrl: embs.imageUrl,
      status: embs.status,
      approval: embs.approval,
      fileName: embs.fileName,
      format: embs.format,
      stitches: embs.stitches,
      colors: embs.colors,
      widthTenths: embs.widthTenths,
      heightTenths: embs.heightTenths,
      hasPreview: sql<boolean>`${embs.previewSvg} is not null`,
      hasFile: sql<boolean>`${embs.fileKey} is not null`,
    })
    .from(embs)
    .where(and(eq(embs.userId, userId), inArray(embs.imageUrl, imageUrls)));
}

export function findItemCosts(db: DbOrTx, where: { orderId: number } | { itemId: number }) {
  return db
    .select()
    .from(orderItemCosts)
    .where(
      'orderId' in where
        ? eq(orderItemCosts.orderId, where.orderId)
        : eq(orderItemCosts.orderItemId, where.itemId),
    )
    .orderBy(asc(orderItemCosts.id));
}
