import { fillTemplate, stockMovementNotes } from '@stitchworks/shared';
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
 * - the one allowed update of a paid order gives back what its changed and removed rows hold
 *   ('returned'), and takes the new blanks of its changed and added rows once it is on the floor.
 * Each is idempotent: an item that currently holds stock is never taken twice, and only what is
 * still out comes back. An item that gave its stock back (its row changed) holds nothing, so it is
 * taken again, for its new blank and quantity.
 */
export async function takeStockForOrder(
  tx: Tx,
  orderId: number,
  actorId: number | null,
  /** Items left as they are (an update's rows whose blank did not change). */
  leave: ReadonlySet<number> = new Set(),
): Promise<void> {
  const blanks = (await readOrderBlanks(tx, orderId)).filter(
    (blank) => !leave.has(blank.order_item_id),
  );
  if (blanks.length === 0) return;
  const holding = itemsHoldingStock(
    await takenByItems(
      tx,
      blanks.map((blank) => blank.order_item_id),
    ),
  );
  for (const blank of blanks) {
    if (holding.has(blank.order_item_id) || blank.quantity <= 0) continue;
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
      note:
        short > 0
          ? fillTemplate(stockMovementNotes.orderTakenShort, { id: orderId, short })
          : fillTemplate(stockMovementNotes.orderTaken, { id: orderId }),
      orderId,
      orderItemId: blank.order_item_id,
      userId: actorId,
    });
    const catalogName = (await findCatalogName(tx, row.catalogId)) ?? `Catalog ${row.catalogId}`;
    await checkLowStock(tx, after, catalogName);
  }
}

/**
 * The items that currently hold stock: more taken than given back on some row. One whose stock
 * went back (its row changed by an update) holds nothing, however often it was taken before; so
 * does one whose take found nothing on the shelf, which the next take tries again.
 */
function itemsHoldingStock(moved: readonly { orderItemId: number; taken: number }[]) {
  return new Set(moved.filter((row) => row.taken > 0).map((row) => row.orderItemId));
}

/** Gives back what a cancelled order's items still hold ('returned' movements). */
export async function returnStockOfOrder(
  tx: Tx,
  orderId: number,
  actorId: number | null,
): Promise<void> {
  const blanks = await readOrderBlanks(tx, orderId);
  await returnStockOfItems(tx, {
    orderId,
    itemIds: blanks.map((blank) => blank.order_item_id),
    actorId,
    note: fillTemplate(stockMovementNotes.orderCancelled, { id: orderId }),
  });
}

/**
 * Gives back what these items of an order still hold, row by row ('returned' movements with the
 * note given); an item that holds nothing moves nothing.
 */
export async function returnStockOfItems(
  tx: Tx,
  give: { orderId: number; itemIds: readonly number[]; actorId: number | null; note: string },
): Promise<void> {
  const held = (await takenByItems(tx, give.itemIds)).filter((moved) => moved.taken > 0);
  for (const moved of held) {
    const after = await addToQuantity(tx, moved.inventoryId, moved.taken);
    if (!after) continue;
    await insertMovement(tx, {
      inventoryId: moved.inventoryId,
      delta: moved.taken,
      quantityAfter: after.quantity,
      reason: 'returned',
      note: give.note,
      orderId: give.orderId,
      orderItemId: moved.orderItemId,
      userId: give.actorId,
    });
    const row = await findInventoryWithCatalog(tx, moved.inventoryId);
    if (row) await checkLowStock(tx, after, row.catalogName);
  }
}
