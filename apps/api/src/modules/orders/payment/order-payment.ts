import {
  errorMessages,
  orderMessages,
  orderPaymentMessages,
  productionStatuses,
} from '@stitchworks/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import { orders } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { toDollars } from '../../../lib/money.ts';
import { assertForwardStatus, recordOrderChange } from '../shared/order-changes.ts';
import { startProductionOfPaidOrders } from '../shared/order-production-status.ts';
import type { OrderRow } from '../shared/orders.repository.ts';

/**
 * The order book's side of a payment (payments never write the order tables): lock the orders a
 * payment is for, say why one cannot be paid, hold them while a wallet checkout runs, mark them
 * paid, or give them back to the seller when a checkout fails. Every change is a revision and an
 * `update-order` event, in the caller's transaction.
 */

/**
 * The orders, locked for the payment in id order (two payments sharing orders queue up instead of
 * deadlocking). Ids that are missing or of another seller are not found: a seller never learns
 * that another seller's order exists.
 */
export async function lockOrdersForPayment(
  tx: Tx,
  sellerId: number,
  orderIds: readonly number[],
): Promise<OrderRow[]> {
  const rows = await tx
    .select()
    .from(orders)
    .where(inArray(orders.id, [...orderIds]))
    .orderBy(asc(orders.id))
    .for('update');
  const found = rows.filter((row) => row.userId === sellerId);
  if (found.length !== orderIds.length)
    throw new AppError('NOT_FOUND', errorMessages.orderNotFound);
  return found;
}

/** Why an order of the paying seller cannot be paid now; null when it can. */
export function unpayableReason(
  order: Pick<OrderRow, 'status' | 'archivedAt' | 'addressVerified'>,
): {
  code: 'BAD_REQUEST' | 'CONFLICT';
  message: string;
} | null {
  if (order.archivedAt) return { code: 'BAD_REQUEST', message: orderPaymentMessages.notPayable };
  if (order.status !== 'created') {
    return order.status === 'pending_payment' ||
      order.status === 'cancelled' ||
      order.status === 'refunded'
      ? { code: 'CONFLICT', message: orderPaymentMessages.notPayable }
      : { code: 'CONFLICT', message: orderMessages.alreadyPaid };
  }
  if (!order.addressVerified)
    return { code: 'BAD_REQUEST', message: orderMessages.unverifiedAddress };
  return null;
}

/** Refuses the payment, naming the order, when any of them cannot be paid. */
export function assertPayable(rows: readonly OrderRow[]): void {
  for (const row of rows) {
    const reason = unpayableReason(row);
    if (reason) {
      throw new AppError(reason.code, reason.message, [
        { path: 'orderIds', message: `#${row.id}: ${reason.message}` },
      ]);
    }
  }
}

async function moveStatus(
  tx: Tx,
  rows: readonly OrderRow[],
  next: Partial<typeof orders.$inferInsert> & { status: OrderRow['status'] },
  change: { actorId: number | null; action: string; extra?: (row: OrderRow) => object },
) {
  for (const row of rows) assertForwardStatus(row.status, next.status);
  await tx
    .update(orders)
    .set({ ...next, updatedAt: new Date() })
    .where(
      inArray(
        orders.id,
        rows.map((row) => row.id),
      ),
    );
  for (const row of rows) {
    await recordOrderChange(tx, {
      order: row,
      actor: change.actorId === null ? null : { id: change.actorId },
      action: change.action,
      changes: [
        { field: 'status', before: row.status, after: next.status },
        ...Object.entries(change.extra?.(row) ?? {}).map(([field, after]) => ({
          field,
          before: null,
          after,
        })),
      ],
    });
  }
}

/**
 * Paid: `processing`, production status 0 (On-design), the payment that paid it, the moment; the
 * price the order shows is the price it was paid at from now on (edits stop with `created`).
 */
export async function markOrdersPaid(
  tx: Tx,
  rows: readonly OrderRow[],
  payment: { transactionId: number; actorId: number | null; paidAt?: Date },
): Promise<void> {
  const paidAt = payment.paidAt ?? new Date();
  await moveStatus(
    tx,
    rows,
    {
      status: 'processing',
      productionStatus: productionStatuses.onDesign,
      paymentTransactionId: payment.transactionId,
      paidAt,
    },
    {
      actorId: payment.actorId,
      action: 'paid',
      extra: (row) => ({
        paidTotal: toDollars(row.totalCents),
        transactionId: payment.transactionId,
      }),
    },
  );
  const paid = rows.map((row) => ({
    ...row,
    status: 'processing' as const,
    productionStatus: productionStatuses.onDesign,
  }));
  await startProductionOfPaidOrders(tx, paid, payment.actorId);
}

/** A wallet checkout is under way: the orders wait in `pending_payment` for the wallet. */
export async function holdOrdersForCheckout(
  tx: Tx,
  rows: readonly OrderRow[],
  checkout: { transactionId: number; actorId: number | null },
): Promise<void> {
  await moveStatus(
    tx,
    rows,
    { status: 'pending_payment', paymentTransactionId: checkout.transactionId },
    {
      actorId: checkout.actorId,
      action: 'checkout',
      extra: () => ({ transactionId: checkout.transactionId }),
    },
  );
}

/** The orders a wallet checkout held, locked in id order. */
export async function lockCheckoutOrders(tx: Tx, transactionId: number): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(eq(orders.paymentTransactionId, transactionId))
    .orderBy(asc(orders.id))
    .for('update');
}

/** The checkout failed, was cancelled or expired: its orders wait for payment again. */
export async function reopenCheckout(
  tx: Tx,
  rows: readonly OrderRow[],
  reason: { actorId: number | null; why: string },
): Promise<void> {
  const held = rows.filter((row) => row.status === 'pending_payment');
  if (held.length === 0) return;
  await moveStatus(
    tx,
    held,
    { status: 'created', paymentTransactionId: null },
    { actorId: reason.actorId, action: 'checkout-ended', extra: () => ({ reason: reason.why }) },
  );
}

/** A seller's orders that can be paid now (created, verified, live), oldest first. */
export function findPayableOrders(db: DbOrTx, sellerId: number, limit = 1_000) {
  return db
    .select({ id: orders.id, totalCents: orders.totalCents, createdAt: orders.createdAt })
    .from(orders)
    .where(
      and(
        eq(orders.userId, sellerId),
        eq(orders.status, 'created'),
        eq(orders.addressVerified, true),
        isNull(orders.archivedAt),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit);
}

/** The chosen orders of a seller as the payment page lists them (missing and foreign ones left out). */
export function findOrdersToPay(db: DbOrTx, sellerId: number, orderIds: readonly number[]) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, sellerId), inArray(orders.id, [...orderIds])))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

/** The sum of the orders' totals, in cents (as SQL would add them: exact integers). */
export const totalCentsOf = (rows: readonly Pick<OrderRow, 'totalCents'>[]) =>
  rows.reduce((sum, row) => sum + row.totalCents, 0);
