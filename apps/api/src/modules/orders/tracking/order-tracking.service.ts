import {
  isPlausibleShippingDate,
  type OrderPackage,
  type OrderStatus,
  shippingMessages,
  type TrackingImportResult,
  type TrackingNumberInput,
  textMessages,
  trackingImportMessages,
  trackingImportRowSchema,
  trackingNumberInputSchema,
} from '@stitchworks/shared';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { loggableError } from '../../../db/loggable-error.ts';
import { orders } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { withTransaction } from '../../../lib/transaction.ts';
import type { AuthUser } from '../../../plugins/auth.ts';
import {
  addOrderPackages,
  addPackagesToOrders,
  canTakePackages,
  correctOrderPackage,
  findOrdersById,
  findOrdersByTracking,
  listOrderPackages,
  lockOrderForShipping,
  lockOrdersForShipping,
  type NewPackage,
} from '../packages/order-packages.ts';
import { assertCanSeeOrder, canSeeOrder } from '../shared/order-access.ts';
import type { OrderRow } from '../shared/orders.repository.ts';

/** Orders written per transaction of an import: a 100,000-row file never holds one giant lock. */
export const TRACKING_IMPORT_CHUNK_ORDERS = 1000;

export type TrackingUpdateResult = {
  orderId: number;
  status: OrderStatus;
  packages: OrderPackage[];
};

/**
 * PUT /orders/{id}/tracking-number: a new tracking number adds a package (the same number again
 * changes nothing); with `orderPackageNo` that package's number is corrected instead. Orders the
 * user cannot see are not found; unpaid or ended ones answer 409.
 */
export async function updateTrackingNumber(
  db: Db,
  user: AuthUser,
  id: number,
  input: TrackingNumberInput,
): Promise<TrackingUpdateResult> {
  const values = trackingNumberInputSchema.parse(input);
  const pkg: NewPackage = {
    trackingNumber: values.trackingNumber,
    carrierCode: values.carrierCode,
    serviceCode: values.serviceCode ?? null,
    shippedAt: values.shippedAt ? new Date(values.shippedAt) : null,
  };
  const order = await withTransaction(db, async (tx) => {
    const row = await lockOrderForShipping(tx, id);
    assertCanSeeOrder(user, row);
    if (!canTakePackages(row)) throw new AppError('CONFLICT', shippingMessages.rowNotShippable);
    if (values.orderPackageNo !== undefined) {
      await correctOrderPackage(tx, row, values.orderPackageNo, pkg, user.id);
    } else {
      await addOrderPackages(tx, row, [pkg], user.id);
    }
    const [after] = await tx
      .select()
      .from(orders)
      .where(inArray(orders.id, [id]));
    return after!;
  });
  return { orderId: id, status: order.status, packages: await listOrderPackages(db, id) };
}

type RowResult = TrackingImportResult['rows'][number];
type ValidRow = { result: RowResult; orderId: number; pkg: NewPackage };

const hasNul = (value: unknown) =>
  value !== null &&
  typeof value === 'object' &&
  Object.values(value).some((cell) => typeof cell === 'string' && cell.includes('\u0000'));

/** A spreadsheet's date, an ISO date or date-time, or a number of seconds or milliseconds. */
function parseShippedAt(text: string | undefined): Date | null | undefined {
  if (text === undefined || text === '') return null;
  const time = /^\d{9,13}$/.test(text)
    ? Number(text) * (text.length <= 10 ? 1000 : 1)
    : Date.parse(text);
  if (Number.isNaN(time)) return undefined;
  const date = new Date(time);
  return isPlausibleShippingDate(date) ? date : undefined;
}

/** Checks one row on its own (fields, date); the order is checked with the others. */
function checkRow(raw: unknown, line: number): ValidRow | RowResult {
  const loose = (raw ?? {}) as Record<string, unknown>;
  const result: RowResult = {
    line,
    orderId: null,
    trackingNumber: typeof loose.trackingNumber === 'string' ? loose.trackingNumber.trim() : null,
    ok: false,
    error: null,
    duplicateOf: [],
  };
  const idNumber = Number(loose.orderId);
  if (Number.isInteger(idNumber) && idNumber > 0 && idNumber <= 2_147_483_647) {
    result.orderId = idNumber;
  }
  if (hasNul(raw)) return { ...result, error: textMessages.forbiddenCharacter };
  const parsed = trackingImportRowSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.');
    return { ...result, error: field ? `${field}: ${issue.message}` : issue.message };
  }
  const shippedAt = parseShippedAt(parsed.data.shippedAt);
  if (shippedAt === undefined) {
    return { ...result, error: `shippedAt: ${trackingImportMessages.badDate}` };
  }
  return {
    result: { ...result, orderId: parsed.data.orderId, trackingNumber: parsed.data.trackingNumber },
    orderId: parsed.data.orderId,
    pkg: {
      trackingNumber: parsed.data.trackingNumber,
      carrierCode: parsed.data.carrierCode,
      serviceCode: parsed.data.serviceCode ?? null,
      shippedAt,
    },
  };
}

/** Why an order cannot take this user's packages, or null when it can. */
function refusalOf(user: AuthUser, order: OrderRow | undefined): string | null {
  if (!order || !canSeeOrder(user, order)) return shippingMessages.rowOrderNotFound;
  if (!canTakePackages(order)) return shippingMessages.rowNotShippable;
  return null;
}

/**
 * Imports tracking numbers (POST /orders/import-tracking-order and the file upload): every row is
 * checked on its own, a bad row (invalid fields, an order not found or not the user's to see, an
 * order not paid or ended) gets its error and writes nothing, the other rows are imported. Rows of
 * one order become its packages in one go.
 *
 * Fast at 100,000 rows: the orders of all rows are read in one query; then, 1,000 orders at a
 * time, one transaction locks them in id order, checks them again, and adds their packages in a
 * few statements (`addPackagesToOrders`). On PostgreSQL `parallel` chunks run at once on their
 * own connections (their orders are disjoint, each locked in id order: no deadlock); the
 * embedded database has one connection, so it runs them one by one. A chunk that fails for a server error is rolled back
 * alone: its rows answer `notSaved`, the chunks before it stay imported and the ones after it are
 * still tried. Importing the same file again is safe (a tracking number an order has is no change).
 * Tracking numbers other orders carry too are flagged per row (`duplicateOf`), not refused.
 */
export async function importTrackingRows(
  db: Db,
  user: AuthUser,
  rows: readonly { line: number; row: unknown }[],
  options: { parallel?: number } = {},
): Promise<TrackingImportResult> {
  const results: RowResult[] = [];
  const valid: ValidRow[] = [];
  for (const { line, row } of rows) {
    const checked = checkRow(row, line);
    if ('pkg' in checked) {
      results.push(checked.result);
      valid.push(checked);
    } else {
      results.push(checked);
    }
  }

  const ids = [...new Set(valid.map((row) => row.orderId))];
  const found = await findOrdersById(db, ids);
  const orderById = new Map(found.map((order) => [order.id, order]));
  const byOrder = new Map<number, ValidRow[]>();
  for (const row of valid) {
    const refusal = refusalOf(user, orderById.get(row.orderId));
    if (refusal) {
      row.result.error = refusal;
      continue;
    }
    byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  }

  const orderIds = [...byOrder.keys()].sort((a, b) => a - b);
  const chunks: number[][] = [];
  for (let start = 0; start < orderIds.length; start += TRACKING_IMPORT_CHUNK_ORDERS) {
    chunks.push(orderIds.slice(start, start + TRACKING_IMPORT_CHUNK_ORDERS));
  }
  let nextChunk = 0;
  const worker = async () => {
    for (let chunk = chunks[nextChunk++]; chunk; chunk = chunks[nextChunk++]) {
      await importChunk(chunk);
    }
  };
  const importChunk = async (chunk: number[]) => {
    try {
      await withTransaction(db, async (tx) => {
        const locked = await lockOrdersForShipping(tx, chunk);
        const lockedById = new Map(locked.map((order) => [order.id, order]));
        const entries: { order: OrderRow; packages: NewPackage[] }[] = [];
        for (const id of chunk) {
          const order = lockedById.get(id);
          const orderRows = byOrder.get(id)!;
          // Changed since the first read (cancelled, moved to another factory)?
          const refusal = refusalOf(user, order);
          if (refusal) {
            for (const row of orderRows) row.result.error = refusal;
            continue;
          }
          entries.push({ order: order!, packages: orderRows.map((row) => row.pkg) });
        }
        await addPackagesToOrders(tx, entries, user.id);
        for (const entry of entries) {
          for (const row of byOrder.get(entry.order.id)!) row.result.ok = true;
        }
      });
    } catch (error) {
      console.error('A tracking import chunk failed', loggableError(error));
      for (const id of chunk) {
        for (const row of byOrder.get(id)!) {
          row.result.ok = false;
          row.result.error = trackingImportMessages.notSaved;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.parallel ?? 1) }, worker));

  const carriers = await findOrdersByTracking(
    db,
    valid.map((row) => row.pkg.trackingNumber),
  );
  for (const row of valid) {
    row.result.duplicateOf = (carriers.get(row.pkg.trackingNumber.toLowerCase()) ?? [])
      .filter((id) => id !== row.orderId)
      .sort((a, b) => a - b);
  }
  const imported = results.filter((row) => row.ok).length;
  return { imported, failed: results.length - imported, rows: results };
}
