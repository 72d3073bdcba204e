import type { Tx } from '../../db/client.ts';
import { returnStockOfItems, takeStockForOrder } from '../inventory/inventory-orders.ts';
import { updateOrderItemRowsInPlace } from './order-change.repository.ts';
import type { ResolvedItem } from './order-input.ts';
import { blanksTaken } from './order-production-status.ts';
import type { OrderItemRow, OrderRow } from './orders.repository.ts';

/**
 * The rows of the one allowed update of a paid order. They are matched by position: the update's
 * first row changes the order's first row, and so on; rows past the new count are removed.
 */

type Blank = Pick<ResolvedItem, 'catalogId' | 'color' | 'size' | 'quantity'>;

/**
 * Whether a row now needs other blanks from stock: another catalog, colour, size or quantity.
 * Colour and size are compared as stock compares them, without case; a new product, design or
 * frame colour on the same blank moves no stock.
 */
export function needsOtherBlanks(row: Blank, item: Blank): boolean {
  return (
    row.catalogId !== item.catalogId ||
    row.color.toLowerCase() !== item.color.toLowerCase() ||
    row.size.toLowerCase() !== item.size.toLowerCase() ||
    row.quantity !== item.quantity
  );
}

/**
 * Writes the rows where they stand (updateOrderItemRowsInPlace) and moves stock with them, in the
 * caller's transaction. Each row that needs other blanks, or goes, first gives back what it holds
 * ('returned', "Order #N updated"): a removed row's movements keep the order but lose the row
 * (ON DELETE SET NULL), so what it holds can only be found while it is still there. Once the
 * order's blanks were taken, the changed and added rows take theirs; rows whose blank stays move
 * nothing.
 */
export async function updatePaidOrderRows(
  tx: Tx,
  order: OrderRow,
  before: readonly OrderItemRow[],
  items: readonly ResolvedItem[],
  actorId: number,
): Promise<void> {
  const released = before.filter((row, index) => {
    const item = items[index];
    return !item || needsOtherBlanks(row, item);
  });
  await returnStockOfItems(tx, {
    orderId: order.id,
    itemIds: released.map((row) => row.id),
    actorId,
    note: `Order #${order.id} updated`,
  });
  await updateOrderItemRowsInPlace(tx, order.id, before, items);
  if (!blanksTaken(order)) return;
  const unchanged = new Set(before.filter((row) => !released.includes(row)).map((row) => row.id));
  await takeStockForOrder(tx, order.id, actorId, unchanged);
}
