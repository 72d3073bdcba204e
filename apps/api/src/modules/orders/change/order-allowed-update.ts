import { fillTemplate, orderAftercareMessages, stockMovementNotes } from '@stitchworks/shared';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { returnStockOfItems, takeStockForOrder } from '../../inventory/inventory-orders.ts';
import { findItemCosts, findScans } from '../../production/production.repository.ts';
import { type RowPairing, updateOrderItemRowsInPlace } from '../shared/order-change.repository.ts';
import type { ResolvedItem } from '../shared/order-input.ts';
import { blanksTaken } from '../shared/order-production-status.ts';
import type { OrderItemRow, OrderRow } from '../shared/orders.repository.ts';

type Blank = Pick<ResolvedItem, 'catalogId' | 'color' | 'size' | 'quantity'>;

/**
 * Pairs the update's items with the order's rows. Items that name a row (`id`, as the edit form
 * sends them) change that row, the others are new rows, and rows no item names are removed, so a
 * row taken out of the middle does not hand its scans and costs to the next. An update naming no
 * row (the spec's payload) pairs by position: the first item changes the first row, and so on.
 * A name that is not one of the order's rows, or names one twice, is refused.
 */
export function pairRows<R extends { id: number }, I>(
  before: readonly R[],
  items: readonly I[],
  ids: readonly (number | undefined)[],
): RowPairing<R, I> {
  if (ids.every((id) => id === undefined)) {
    return {
      pairs: items.slice(0, before.length).map((item, index) => ({ row: before[index]!, item })),
      removed: before.slice(items.length),
      added: items.slice(before.length),
    };
  }
  const unpaired = new Map(before.map((row) => [row.id, row]));
  const pairing: RowPairing<R, I> = { pairs: [], removed: [], added: [] };
  for (const [index, item] of items.entries()) {
    const id = ids[index];
    if (id === undefined) {
      pairing.added.push(item);
      continue;
    }
    const row = unpaired.get(id);
    if (!row) {
      const message = orderAftercareMessages.itemNotInOrder;
      throw new AppError('BAD_REQUEST', message, [{ path: `items.${index}.id`, message }]);
    }
    unpaired.delete(id);
    pairing.pairs.push({ row, item });
  }
  pairing.removed = [...unpaired.values()];
  return pairing;
}

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
  { pairs, removed }: RowPairing<Pick<OrderItemRow, 'id' | 'quantity'>, Blank>,
): Promise<void> {
  const shrinks = removed.length > 0 || pairs.some(({ row, item }) => row.quantity > item.quantity);
  if (!shrinks) return;
  const lastScannedUnit = new Map<number, number>();
  for (const { scan } of await findScans(tx, { orderId })) {
    const last = lastScannedUnit.get(scan.orderItemId) ?? 0;
    lastScannedUnit.set(scan.orderItemId, Math.max(last, scan.unit));
  }
  const charged = new Set((await findItemCosts(tx, { orderId })).map((cost) => cost.orderItemId));
  const takesWork =
    removed.some((row) => charged.has(row.id) || lastScannedUnit.has(row.id)) ||
    pairs.some(({ row, item }) => (lastScannedUnit.get(row.id) ?? 0) > item.quantity);
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
  pairing: RowPairing<OrderItemRow, ResolvedItem>,
  actorId: number,
): Promise<void> {
  const changed = pairing.pairs.filter(({ row, item }) => needsOtherBlanks(row, item));
  await returnStockOfItems(tx, {
    orderId: order.id,
    itemIds: [...pairing.removed, ...changed.map(({ row }) => row)].map((row) => row.id),
    actorId,
    note: fillTemplate(stockMovementNotes.orderUpdated, { id: order.id }),
  });
  await updateOrderItemRowsInPlace(tx, order.id, pairing);
  if (!blanksTaken(order)) return;
  const unchanged = pairing.pairs.filter((pair) => !changed.includes(pair));
  await takeStockForOrder(tx, order.id, actorId, new Set(unchanged.map(({ row }) => row.id)));
}
