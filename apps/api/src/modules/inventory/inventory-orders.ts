import type { Tx } from '../../db/client.ts';
import {
  addToQuantity,
  findCatalogName,
  findInventoryWithCatalog,
  findVariantForUpdate,
  insertMovement,
  readOrderBlanks,
  takenByItems,
} from './inventory.repository.ts';
import { checkLowStock } from './inventory-low-stock.ts';

/**
 * Stock follows the order book (called by the orders module in its own transaction):
 * - an order leaving On-design for the floor takes each item's blanks from its factory's row
 *   (catalog, colour and size, case-insensitive). Production is never blocked: a missing row takes
 *   nothing, short stock takes what there is (never below 0), and the movement's note says what
 *   was short; the fall below the threshold warns the stock keepers as any other.
 * - a cancelled order gives back what its items took ('returned'); one cancelled On-design took
 *   nothing and gets nothing back.
 * Both are idempotent: an item that already has a production movement is never taken twice, and
 * only what is still out comes back.
 */
export async function takeStockForOrder(
  tx: Tx,
  orderId: number,
  actorId: number | null,
): Promise<void> {
  const blanks = await readOrderBlanks(tx, orderId);
  if (blanks.length === 0) return;
  const done = new Set(
    (
      await takenByItems(
        tx,
        blanks.map((blank) => blank.order_item_id),
      )
    ).map((moved) => moved.orderItemId),
  );
  for (const blank of blanks) {
    if (done.has(blank.order_item_id) || blank.quantity <= 0) continue;
    const row = await findVariantForUpdate(tx, {
      factory: blank.factory,
      catalogId: blank.catalog_id,
      color: blank.color,
      size: blank.size,
    });
    if (!row) continue;
    const taken = Math.min(row.quantity, blank.quantity);
    const after = taken > 0 ? await addToQuantity(tx, row.id, -taken) : row;
    if (!after) continue;
    const short = blank.quantity - taken;
    await insertMovement(tx, {
      inventoryId: row.id,
      delta: -taken,
      quantityAfter: after.quantity,
      reason: 'production',
      note: short > 0 ? `Order #${orderId}: ${short} short` : `Order #${orderId}`,
      orderId,
      orderItemId: blank.order_item_id,
      userId: actorId,
    });
    const catalogName = (await findCatalogName(tx, row.catalogId)) ?? `Catalog ${row.catalogId}`;
    await checkLowStock(tx, after, catalogName);
  }
}

/** Gives back what a cancelled order's items still hold ('returned' movements). */
export async function returnStockOfOrder(
  tx: Tx,
  orderId: number,
  actorId: number | null,
): Promise<void> {
  const blanks = await readOrderBlanks(tx, orderId);
  const held = (
    await takenByItems(
      tx,
      blanks.map((blank) => blank.order_item_id),
    )
  ).filter((moved) => moved.taken > 0);
  for (const moved of held) {
    const after = await addToQuantity(tx, moved.inventoryId, moved.taken);
    if (!after) continue;
    await insertMovement(tx, {
      inventoryId: moved.inventoryId,
      delta: moved.taken,
      quantityAfter: after.quantity,
      reason: 'returned',
      note: `Order #${orderId} cancelled`,
      orderId,
      orderItemId: moved.orderItemId,
      userId: actorId,
    });
    const row = await findInventoryWithCatalog(tx, moved.inventoryId);
    if (row) await checkLowStock(tx, after, row.catalogName);
  }
}
