import { Readable } from 'node:stream';
import { orderMessages } from '@stitchworks/shared';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { csvCell } from '../../../lib/csv.ts';
import type { AuthUser } from '../../../plugins/auth.ts';
import { filterWhere, type OrderFilter } from '../read/order-list.repository.ts';
import { readScopeOf } from '../read/order-read.service.ts';
import {
  type ExportCursor,
  type ExportKey,
  findExportBatchEnd,
  readExportLines,
} from './order-export.repository.ts';

/** Orders read per batch (≈ 2.5 items each): small enough for flat memory, big enough for speed. */
export const EXPORT_BATCH_ORDERS = 2_000;

const BOM = '\uFEFF';
// Bangkok keeps UTC+7 all year (decision 8), so a fixed offset is exact.
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** A moment as a Bangkok wall-clock time: '2025-03-01 14:05:09'. */
export function bangkokTime(date: Date | null): string {
  if (!date) return '';
  return new Date(date.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
const bangkokDay = (seconds: number) => bangkokTime(new Date(seconds * 1000)).slice(0, 10);

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

/** Batches whose lines are being written at once: PostgreSQL writes them, one core each. */
const BATCHES_IN_FLIGHT = 2;

/**
 * The CSV, batch by batch. The database writes each batch's lines (readExportLines), two batches
 * at a time: where a batch ends is found first by a cheap walk of the key's index
 * (findExportBatchEnd), so the next one can start before this one is written. Nothing is pulled
 * faster than the client takes it (the Readable's back-pressure), so memory stays flat however
 * many orders match.
 */
async function* exportChunks(db: DbOrTx, conditions: SQL[], key: ExportKey, withSeller: boolean) {
  yield `${BOM}${line(exportHeader(withSeller))}\r\n`;
  const writing: Promise<string>[] = [];
  let from: ExportCursor | null = null;
  let more = true;
  const startNext = async () => {
    const to = await findExportBatchEnd(db, conditions, key, from, EXPORT_BATCH_ORDERS);
    const lines = readExportLines(db, conditions, key, { from, to }, withSeller);
    // The client may leave before these lines are awaited: their failure must not go unhandled.
    lines.catch(() => undefined);
    writing.push(lines);
    from = to;
    more = to !== null;
  };
  while (more || writing.length > 0) {
    while (more && writing.length < BATCHES_IN_FLIGHT) await startNext();
    const lines = await writing.shift()!;
    if (lines !== '') yield lines;
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

/** A range ending before it starts holds no second at all: as empty as no range. */
function exportRange(from: number, to: number, toPath: string): [number, number] {
  if (to < from) throw rangeEmpty(toPath);
  return [from, to];
}

/** GET /orders/exports: the seller's own orders paid in the range. */
export function exportSellerOrders(
  db: DbOrTx,
  caller: AuthUser,
  query: { paidFrom?: number | undefined; paidTo?: number | undefined },
): OrderExport {
  const { paidFrom, paidTo } = query;
  if (paidFrom === undefined || paidTo === undefined) throw rangeEmpty('paidFrom');
  const range = exportRange(paidFrom, paidTo, 'paidTo');
  const conditions = filterWhere({ paidFrom, paidTo }, readScopeOf(caller));
  return toExport(db, conditions, 'paidAt', false, range);
}

/**
 * GET /orders/admin_exports: every list filter within the caller's factories; a created or a paid
 * range is required. A created range walks created_at, a paid range alone walks paid_at.
 */
export function exportStaffOrders(db: DbOrTx, caller: AuthUser, filter: OrderFilter): OrderExport {
  const { createdFrom, createdTo, paidFrom, paidTo } = filter;
  const conditions = filterWhere(filter, readScopeOf(caller));
  if (createdFrom !== undefined && createdTo !== undefined) {
    const range = exportRange(createdFrom, createdTo, 'createdTo');
    return toExport(db, conditions, 'createdAt', true, range);
  }
  if (paidFrom !== undefined && paidTo !== undefined) {
    return toExport(db, conditions, 'paidAt', true, exportRange(paidFrom, paidTo, 'paidTo'));
  }
  throw rangeEmpty('createdFrom');
}
