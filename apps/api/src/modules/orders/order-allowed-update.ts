import { orderAftercareMessages } from '@stitchworks/shared';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { returnStockOfItems, takeStockForOrder } from '../inventory/inventory-orders.ts';
import { findItemCosts, findScans } from '../production/production.repository.ts';
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
 * Refuses (400, before anything is written) an update that would take away what the floor has
 * done: a removed row with a scan or a cost charged on it, or units past a row's new quantity that
 * were scanned. Removing them would delete the scans and the costs with the row (ON DELETE
 * CASCADE) while the seller stays charged, or hide scanned units the production board no longer
 * counts. Undone scans count too: the history of a unit is kept. Rows and units without work may
 * go; a row with work may still change, and its work stays with it.
 */
export async function assertKeepsFloorWork(
  tx: Tx,
  orderId: number,
  before: readonly Pick<OrderItemRow, 'id' | 'quantity'>[],
  items: readonly Blank[],
): Promise<void> {
  const shrinks = before.some((row, index) => row.quantity > (items[index]?.quantity ?? 0));
  if (!shrinks) return;
  const lastScannedUnit = new Map<number, number>();
  for (const { scan } of await findScans(tx, { orderId })) {
    const last = lastScannedUnit.get(scan.orderItemId) ?? 0;
    lastScannedUnit.set(scan.orderItemId, Math.max(last, scan.unit));
  }
  const charged = new Set((await findItemCosts(tx, { orderId })).map((cost) => cost.orderItemId));
  const takesWork = before.some((row, index) => {
    const item = items[index];
    if (!item && charged.has(row.id)) return true;
    return (lastScannedUnit.get(row.id) ?? 0) > (item?.quantity ?? 0);
  });
  if (takesWork) throw new AppError('BAD_REQUEST', orderAftercareMessages.updateRemovesWork);
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
