import { Readable } from 'node:stream';
import type { InventoryFilter } from '@stitchworks/shared';
import type { DbOrTx } from '../../db/client.ts';
import { csvCell } from '../../lib/csv.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { factoryScope } from '../permissions/permissions.service.ts';
import {
  type InventoryWithCatalog,
  inventoryWhere,
  readInventoryBatch,
} from './inventory.repository.ts';

/** Rows read per batch of the export. */
export const INVENTORY_EXPORT_BATCH = 1_000;
const BOM = '\uFEFF';

export const inventoryExportHeader = [
  'ID',
  'Factory',
  'Catalog ID',
  'Catalog',
  'Color',
  'Size',
  'Quantity',
  'Warning threshold',
  'Low',
  'Updated at (UTC)',
];

const line = (cells: (string | number | null | undefined)[]) => cells.map(csvCell).join(',');

export function inventoryExportLines(rows: InventoryWithCatalog[]): string {
  return rows
    .map(
      (row) =>
        `${line([
          row.id,
          row.factory,
          row.catalogId,
          row.catalogName,
          row.color,
          row.size,
          row.quantity,
          row.warningThreshold,
          row.quantity < row.warningThreshold ? 'yes' : 'no',
          row.updatedAt.toISOString().slice(0, 19).replace('T', ' '),
        ])}\r\n`,
    )
    .join('');
}

async function* exportChunks(db: DbOrTx, user: AuthUser, filter: InventoryFilter) {
  yield `${BOM}${line(inventoryExportHeader)}\r\n`;
  const where = inventoryWhere(filter, factoryScope(user));
  let afterId = 0;
  for (;;) {
    const rows = await readInventoryBatch(db, where, afterId, INVENTORY_EXPORT_BATCH);
    if (rows.length === 0) return;
    yield inventoryExportLines(rows);
    if (rows.length < INVENTORY_EXPORT_BATCH) return;
    afterId = rows[rows.length - 1]!.id;
  }
}

/**
 * GET /inventories/export: the whole stock the user manages (or the list's filters) as CSV, read in
 * keyset batches and pulled only as fast as the client takes it, so memory stays flat.
 */
export function exportInventories(db: DbOrTx, user: AuthUser, filter: InventoryFilter) {
  const day = new Date().toISOString().slice(0, 10);
  return {
    filename: `inventory-${day}.csv`,
    stream: Readable.from(exportChunks(db, user, filter), { objectMode: false }),
  };
}
