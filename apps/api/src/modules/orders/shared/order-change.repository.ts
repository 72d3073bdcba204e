import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { recordsTable } from '../../../db/records.ts';
import { orderItems, orders } from '../../../db/schema/index.ts';
import type { ResolvedItem } from './order-input.ts';
import { insertItemRows, type OrderRow } from './orders.repository.ts';

/** The reads and writes of changing one order (edit, address, verification, factory, archive). */

/** Whether another live order of the seller uses the id (an order being edited is left out). */
export async function isSellerOrderIdTaken(
  db: DbOrTx,
  userId: number,
  sellerOrderId: string,
  exceptOrderId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.sellerOrderId, sellerOrderId),
        isNull(orders.archivedAt),
        ne(orders.id, exceptOrderId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findOrderRow(db: DbOrTx, id: number, lock = false) {
  const query = db.select().from(orders).where(eq(orders.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export function findOrderItemRows(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position), asc(orderItems.id));
}

export async function updateOrderRow(
  tx: DbOrTx,
  id: number,
  patch: Partial<typeof orders.$inferInsert>,
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(orders.id, id))
    .returning();
  return row!;
}

/** An edit replaces the rows of an order that is not yet paid. */
export async function replaceOrderItemRows(
  tx: DbOrTx,
  orderId: number,
  items: readonly ResolvedItem[],
): Promise<void> {
  await tx.delete(orderItems).where(eq(orderItems.orderId, orderId));
  await insertItemRows(
    tx,
    items.map((item) => ({ orderId, item })),
  );
}

/** The rows of the one allowed update of a paid order, paired with the order's rows. */
export type RowPairing<R, I> = {
  /** A row and the item that changes it where it stands. */
  pairs: { row: R; item: I }[];
  /** Rows no item changes: removed. */
  removed: R[];
  /** Items that change no row: new rows. */
  added: I[];
};

/**
 * The one allowed update of a paid order: its rows are changed where they stand, so what hangs on
 * them (scans, costs charged, the QR labels' links, the floor's notes) stays with them. Rows no
 * item changes are removed and new ones added.
 */
export async function updateOrderItemRowsInPlace(
  tx: DbOrTx,
  orderId: number,
  { pairs, removed, added }: RowPairing<{ id: number }, ResolvedItem>,
): Promise<void> {
  for (const { row, item } of pairs) {
    await tx
      .update(orderItems)
      .set({
        position: item.position,
        catalogId: item.catalogId,
        productId: item.productId,
        sku: item.sku,
        color: item.color,
        size: item.size,
        frameColor: item.frameColor,
        quantity: item.quantity,
        designImages: item.designImages,
        unitCents: item.unitCents,
        extraPositionCents: item.extraPositionCents,
        digitizingCents: item.digitizingCents,
        amountCents: item.amountCents,
      })
      .where(eq(orderItems.id, row.id));
  }
  if (removed.length > 0)
    await tx.delete(orderItems).where(
      inArray(
        orderItems.id,
        removed.map((row) => row.id),
      ),
    );
  if (added.length > 0)
    await insertItemRows(
      tx,
      added.map((item) => ({ orderId, item })),
    );
}

const itemPriceColumns = {
  id: 'int',
  unit_cents: 'int',
  extra_position_cents: 'int',
  digitizing_cents: 'int',
  amount_cents: 'int',
} as const;

/** New prices of an unpaid order's rows (its destination or the seller's prices changed). */
export async function updateItemPrices(
  tx: DbOrTx,
  rows: {
    id: number;
    unitCents: number;
    extraPositionCents: number;
    digitizingCents: number;
    amountCents: number;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  const records = rows.map((row) => ({
    id: row.id,
    unit_cents: row.unitCents,
    extra_position_cents: row.extraPositionCents,
    digitizing_cents: row.digitizingCents,
    amount_cents: row.amountCents,
  }));
  await tx.execute(sql`
    update ${orderItems} set unit_cents = r.unit_cents,
      extra_position_cents = r.extra_position_cents, digitizing_cents = r.digitizing_cents,
      amount_cents = r.amount_cents
    from ${recordsTable(records, itemPriceColumns)}
    where ${orderItems.id} = r.id`);
}

/** New blanks for some rows of an order (a move to another factory); nothing else changes. */
export async function updateItemBlanks(
  tx: DbOrTx,
  rows: readonly {
    id: number;
    catalogId: number;
    color: string;
    size: string;
    frameColor: string;
  }[],
): Promise<void> {
  for (const { id, ...blank } of rows) {
    await tx.update(orderItems).set(blank).where(eq(orderItems.id, id));
  }
}
