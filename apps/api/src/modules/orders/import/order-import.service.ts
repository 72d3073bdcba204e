import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  createOrderInputSchema,
  type FieldError,
  type ImportGroupResult,
  type ImportResult,
  orderMessages,
  validationMessages,
} from '@stitchworks/shared';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { withTransaction } from '../../../lib/transaction.ts';
import type { AuthUser } from '../../../plugins/auth.ts';
import {
  loadOrderContext,
  type OrderContext,
  type ResolvedOrder,
  resolveOrder,
} from '../shared/order-input.ts';
import { findTakenSellerOrderIds, insertOrders } from '../shared/orders.repository.ts';
import {
  csvDetailsOf,
  groupOrderCsvRows,
  type OrderCsvGroup,
  type OrderCsvSource,
  orderInputOfGroup,
} from './order-csv.ts';
import type { OrderCsvFile } from './order-csv-reader.ts';

/** Orders written per transaction: big enough to be fast, small enough to keep memory flat. */
export const IMPORT_BATCH_SIZE = 1000;
/**
 * Batches written at once, each in its own transaction: while the API checks the next batch, the
 * database works on two (on 2 cores this took 5–7 s where one at a time took 10–13 s).
 */
const WRITES_IN_FLIGHT = 2;
/**
 * Groups checked between two turns of the event loop: often enough that each statement of the
 * batches being written goes out as soon as the previous one is done (and other requests go on).
 */
const GROUPS_PER_TURN = 10;

type Ready = { index: number; resolved: ResolvedOrder };
type Fail = (index: number, message: string, details?: FieldError[]) => void;

/** The group's message: the first problem with its place in the file, or the server's message. */
function failureOf(message: string, details: FieldError[]) {
  const first = details[0];
  return { message: first ? `${first.path}: ${first.message}` : message, details };
}

/** An AppError's details as field errors, their payload paths pointed at the file. */
function detailsOfError(error: AppError, source: OrderCsvSource): FieldError[] {
  if (!Array.isArray(error.details)) return [];
  const issues = error.details.filter(
    (detail): detail is FieldError =>
      typeof detail === 'object' &&
      detail !== null &&
      typeof (detail as FieldError).path === 'string' &&
      typeof (detail as FieldError).message === 'string',
  );
  return csvDetailsOf(issues, source);
}

const takenDetail = (row: number | undefined) => ({
  path: `row ${row}, seller_order_id`,
  message: orderMessages.sellerOrderIdTaken,
});

/**
 * One group through the create-order schema, then the order rules and pricing; null when it
 * failed (and `fail` recorded why). The group's rows are let go once read.
 */
function prepareGroup(
  group: OrderCsvGroup,
  index: number,
  lookups: { taken: Set<string>; context: OrderContext },
  fail: Fail,
): ResolvedOrder | null {
  const { input, source } = orderInputOfGroup(group);
  group.rows = [];
  if (group.sellerOrderId === '') {
    const detail = {
      path: `row ${source.rows[0]}, seller_order_id`,
      message: validationMessages.required,
    };
    fail(index, validationMessages.required, [detail]);
    return null;
  }
  const parsed = createOrderInputSchema.safeParse(input);
  if (!parsed.success) {
    fail(index, orderMessages.checkFields, csvDetailsOf(parsed.error.issues, source));
    return null;
  }
  if (lookups.taken.has(parsed.data.sellerOrderId)) {
    fail(index, orderMessages.sellerOrderIdTaken, [takenDetail(source.rows[0])]);
    return null;
  }
  try {
    return resolveOrder(lookups.context, parsed.data);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    fail(index, error.message, detailsOfError(error, source));
    return null;
  }
}

/**
 * Imports the orders of a parsed CSV for the seller. Each group (the rows of one seller order id)
 * goes through the create-order schema and the same rules and pricing as POST /orders
 * (`resolveOrder`), in memory, against the seller's products, stores and prices loaded once; a
 * group that fails writes nothing and says why (row and column). The others are written in
 * batches of IMPORT_BATCH_SIZE orders, one transaction each, two at a time while the next batch is
 * checked, so the database and the API work at the same time.
 */
export async function importOrders(
  db: Db,
  seller: AuthUser,
  file: OrderCsvFile,
): Promise<ImportResult> {
  const groups = groupOrderCsvRows(file.rows);
  file.rows.length = 0;
  const results: ImportGroupResult[] = groups.map((group) => ({
    sellerOrderId: group.sellerOrderId,
    rows: group.rows.map((row) => row.row),
    status: 'fail',
    orderId: null,
    message: '',
    details: [],
  }));
  const fail: Fail = (index, message, details = []) => {
    Object.assign(results[index]!, { status: 'fail', orderId: null }, failureOf(message, details));
  };

  // Taken ids and the seller's products, stores and prices: loaded once for the whole file.
  const [taken, context] = await Promise.all([
    findTakenSellerOrderIds(
      db,
      seller.id,
      groups.flatMap((group) => (group.sellerOrderId === '' ? [] : [group.sellerOrderId])),
    ),
    loadOrderContext(db, seller, { productIds: file.productIds, storeIds: file.storeIds }),
  ]);
  const writing: Promise<void>[] = [];

  for (let from = 0; from < groups.length; from += IMPORT_BATCH_SIZE) {
    const to = Math.min(groups.length, from + IMPORT_BATCH_SIZE);
    const batch: Ready[] = [];
    for (let index = from; index < to; index += 1) {
      if ((index - from) % GROUPS_PER_TURN === GROUPS_PER_TURN - 1) await yieldToEventLoop();
      const resolved = prepareGroup(groups[index]!, index, { taken, context }, fail);
      if (resolved) batch.push({ index, resolved });
    }
    if (writing.length >= WRITES_IN_FLIGHT) await writing.shift();
    const write = writeBatch(db, seller, batch, results, fail);
    // Awaited in turn; this only keeps a rejection from going unhandled meanwhile.
    write.catch(() => {});
    writing.push(write);
  }
  for (const write of writing) await write;

  const success = results.filter((result) => result.status === 'done').length;
  return { groups: results, success, fail: results.length - success };
}

/**
 * Writes one batch in one transaction. If another request took one of its seller order ids since
 * we looked, the unique index refuses the batch: each order is then written on its own, so only
 * the offending ones fail.
 */
async function writeBatch(
  db: Db,
  seller: AuthUser,
  batch: Ready[],
  results: ImportGroupResult[],
  fail: Fail,
): Promise<void> {
  if (batch.length === 0) return;
  try {
    const ids = await withTransaction(db, (tx) =>
      insertOrders(
        tx,
        batch.map((ready) => ready.resolved),
        seller,
        'imported',
      ),
    );
    for (const [position, ready] of batch.entries()) {
      Object.assign(results[ready.index]!, {
        status: 'done',
        orderId: ids[position]!,
        message: orderMessages.created,
        details: [],
      });
    }
    return;
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
    if (batch.length === 1) {
      const index = batch[0]!.index;
      fail(index, orderMessages.sellerOrderIdTaken, [takenDetail(results[index]!.rows[0])]);
      return;
    }
  }
  for (const ready of batch) await writeBatch(db, seller, [ready], results, fail);
}
