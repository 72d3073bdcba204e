import { Readable } from 'node:stream';
import { orderMessages } from '@stitchworks/shared';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { csvCell } from '../../lib/csv.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import {
  type ExportCursor,
  type ExportItem,
  type ExportKey,
  type ExportOrder,
  readExportItems,
  readExportOrders,
} from './order-export.repository.ts';
import { filterWhere, type OrderFilter } from './order-list.repository.ts';
import { readScopeOf } from './order-read.service.ts';

/** Orders read per batch (≈ 2.5 items each): small enough for flat memory, big enough for speed. */
export const EXPORT_BATCH_ORDERS = 2_000;

const BOM = '\uFEFF';
// Bangkok keeps UTC+7 all year (decision 8), so a fixed offset is exact.
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const productionLabels = ['On-design', 'In-production', 'Pre-shipment', 'Shipped', 'On hold'];

/** A moment as a Bangkok wall-clock time: '2025-03-01 14:05:09'. */
export function bangkokTime(date: Date | null): string {
  if (!date) return '';
  return new Date(date.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
const bangkokDay = (seconds: number) => bangkokTime(new Date(seconds * 1000)).slice(0, 10);
const dollars = (cents: number) => (cents / 100).toFixed(2);

const orderHeader = [
  'Order ID',
  'Seller order ID',
  'Status',
  'Production status',
  'Factory',
  'Shipping method',
  'Created at (Asia/Bangkok)',
  'Paid at (Asia/Bangkok)',
  'Customer name',
  'Address 1',
  'Address 2',
  'City',
  'State',
  'Zip',
  'Country',
  'Customer e-mail',
  'Customer phone',
  'Tracking number',
];
const itemHeader = ['Catalog', 'SKU', 'Color', 'Size', 'Quantity', 'Unit price', 'Item amount'];

export function exportHeader(withSeller: boolean): string[] {
  return [...orderHeader, ...itemHeader, 'Order total', ...(withSeller ? ['Seller e-mail'] : [])];
}

const line = (cells: (string | number | null | undefined)[]) => cells.map(csvCell).join(',');

/** One CSV line per item (an order without items still gets its line), CRLF-ended. */
export function exportLines(batch: ExportOrder[], items: ExportItem[], withSeller: boolean) {
  const itemsOf = new Map<number, ExportItem[]>();
  for (const item of items) {
    const list = itemsOf.get(item.orderId);
    if (list) list.push(item);
    else itemsOf.set(item.orderId, [item]);
  }
  let text = '';
  for (const order of batch) {
    const { address } = order;
    const head = line([
      order.id,
      order.sellerOrderId,
      order.status,
      order.productionStatus === null ? '' : productionLabels[order.productionStatus],
      order.factory,
      order.shippingMethod,
      bangkokTime(order.createdAt),
      bangkokTime(order.paidAt),
      order.customerName,
      address.address1,
      address.address2,
      address.city,
      address.state,
      address.zip,
      address.country,
      address.email,
      address.phone,
      order.trackingNumber,
    ]);
    const tail = line([dollars(order.totalCents), ...(withSeller ? [order.sellerEmail] : [])]);
    const rows = itemsOf.get(order.id) ?? [];
    if (rows.length === 0) text += `${head},,,,,,,,${tail}\r\n`;
    for (const item of rows) {
      const cells = line([
        item.catalogText,
        item.sku,
        item.color,
        item.size,
        item.quantity,
        dollars(item.unitCents),
        dollars(item.amountCents),
      ]);
      text += `${head},${cells},${tail}\r\n`;
    }
  }
  return text;
}

/** A batch of orders after the cursor, with their items. */
async function readBatch(
  db: DbOrTx,
  conditions: SQL[],
  key: ExportKey,
  cursor: ExportCursor | null,
) {
  const batch = await readExportOrders(db, conditions, key, cursor, EXPORT_BATCH_ORDERS);
  const items =
    batch.length === 0
      ? []
      : await readExportItems(
          db,
          batch.map((order) => order.id),
        );
  return { batch, items };
}

/**
 * The CSV, batch by batch: the next batch (orders and items) is already being read while this one
 * is written, and nothing is pulled faster than the client takes it (the Readable's
 * back-pressure), so memory stays flat however many orders match.
 */
async function* exportChunks(db: DbOrTx, conditions: SQL[], key: ExportKey, withSeller: boolean) {
  yield `${BOM}${line(exportHeader(withSeller))}\r\n`;
  const next = (cursor: ExportCursor | null) => {
    const read = readBatch(db, conditions, key, cursor);
    // The client may leave before this batch is awaited: its failure must not go unhandled.
    read.catch(() => undefined);
    return read;
  };
  let pending = next(null);
  for (;;) {
    const { batch, items } = await pending;
    if (batch.length === 0) return;
    const last = batch[batch.length - 1]!;
    const done = batch.length < EXPORT_BATCH_ORDERS;
    if (!done) pending = next({ at: last.keyText, id: last.id });
    yield exportLines(batch, items, withSeller);
    if (done) return;
  }
}

export type OrderExport = { filename: string; stream: Readable };

function toExport(
  db: DbOrTx,
  conditions: SQL[],
  key: ExportKey,
  withSeller: boolean,
  range: [number, number],
): OrderExport {
  const filename = `orders-${bangkokDay(range[0])}-${bangkokDay(range[1])}.csv`;
  const chunks = exportChunks(db, conditions, key, withSeller);
  return { filename, stream: Readable.from(chunks, { objectMode: false }) };
}

const rangeEmpty = (path: string) =>
  new AppError('VALIDATION_ERROR', orderMessages.timeRangeEmpty, [
    { path, message: orderMessages.timeRangeEmpty },
  ]);

/** GET /orders/exports: the seller's own orders paid in the range. */
export function exportSellerOrders(
  db: DbOrTx,
  caller: AuthUser,
  query: { paidFrom?: number | undefined; paidTo?: number | undefined },
): OrderExport {
  const { paidFrom, paidTo } = query;
  if (paidFrom === undefined || paidTo === undefined) throw rangeEmpty('paidFrom');
  const conditions = filterWhere({ paidFrom, paidTo }, readScopeOf(caller));
  return toExport(db, conditions, 'paidAt', false, [paidFrom, paidTo]);
}

/**
 * GET /orders/admin_exports: every list filter within the caller's factories; a created or a paid
 * range is required. A created range walks created_at, a paid range alone walks paid_at.
 */
export function exportStaffOrders(db: DbOrTx, caller: AuthUser, filter: OrderFilter): OrderExport {
  const { createdFrom, createdTo, paidFrom, paidTo } = filter;
  const conditions = filterWhere(filter, readScopeOf(caller));
  if (createdFrom !== undefined && createdTo !== undefined) {
    return toExport(db, conditions, 'createdAt', true, [createdFrom, createdTo]);
  }
  if (paidFrom !== undefined && paidTo !== undefined) {
    return toExport(db, conditions, 'paidAt', true, [paidFrom, paidTo]);
  }
  throw rangeEmpty('createdFrom');
}
