import { notificationText } from '@stitchworks/shared';
import type { Tx } from '../../db/client.ts';
import { notify } from '../notifications/notifications.service.ts';
import { type InventoryRow, markLow } from './inventory.repository.ts';

/** Who hears of low stock (spec 01 §6: warning-low-stock). */
export const lowStockRecipients = ['admin', 'manager', 'inventory_manager'] as const;

/** The list filtered to this blank: '/inventory?catalogId=7&factory=vn1&color=Black&size=m'. */
export function inventoryLink(row: Pick<InventoryRow, 'catalogId' | 'factory' | 'color' | 'size'>) {
  const query = new URLSearchParams({
    catalogId: String(row.catalogId),
    factory: row.factory,
    color: row.color,
    size: row.size,
  });
  return `/inventory?${query.toString()}`;
}

/** 'Low stock: Tee (catalog 7) Black / M at vn1: 3 left (threshold 10)'. */
export function lowStockMessage(row: InventoryRow, catalogName: string): string {
  return notificationText('lowStock', {
    catalog: catalogName,
    catalogId: row.catalogId,
    color: row.color,
    size: row.size.toUpperCase(),
    factory: row.factory,
    quantity: row.quantity,
    threshold: row.warningThreshold,
  });
}

/**
 * After a row's quantity or threshold changed (in the same transaction): a row that has just
 * fallen below its threshold is marked low and the stock keepers are told, once per crossing; a
 * row back at or above it is cleared, so the next fall warns again.
 */
export async function checkLowStock(
  tx: Tx,
  row: InventoryRow,
  catalogName: string,
): Promise<boolean> {
  const low = row.quantity < row.warningThreshold;
  if (low === (row.lowSince !== null)) return false;
  const changed = await markLow(tx, row.id, low);
  if (!changed || !low) return false;
  await notify(tx, {
    roles: [...lowStockRecipients],
    type: 'warning-low-stock',
    message: lowStockMessage(row, catalogName),
    meta: { link: inventoryLink(row) },
  });
  return true;
}
