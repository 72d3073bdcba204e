import {
  type CancelOrderInput,
  cancelOrderInputSchema,
  errorMessages,
  fillTemplate,
  orderAftercareMessages as messages,
  notificationText,
  type OrderAftercareResult,
  orderUpdateFlags,
  orderUpdatePermissionInputSchema,
  productionStatuses,
  type RefundOrderInput,
  type ReplyCancelRequestInput,
  refundOrderInputSchema,
  replyCancelRequestInputSchema,
  requestOrderUpdateInputSchema,
  transactionNotes,
} from '@stitchworks/shared';
import type { Db, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { type KeepAnswer, keepNothing } from '../../../lib/kept-answer.ts';
import { formatDollars, toCents, toDollars } from '../../../lib/money.ts';
import { withTransaction } from '../../../lib/transaction.ts';
import type { AuthUser } from '../../../plugins/auth.ts';
import { audit } from '../../audit/audit.service.ts';
import { returnStockOfOrder } from '../../inventory/inventory-orders.ts';
import { notify } from '../../notifications/notifications.service.ts';
import { withdrawReferralEarning } from '../../referrals/referral-orders.ts';
import { refundToCredit } from '../../transactions/refunds.service.ts';
import { viewOf } from '../../transactions/transactions.service.ts';
import { assertCanSeeOrder } from '../shared/order-access.ts';
import { findOrderRow, updateOrderRow } from '../shared/order-change.repository.ts';
import { assertForwardStatus, diffFields, recordOrderChange } from '../shared/order-changes.ts';
import { hasEnded } from '../shared/order-production-status.ts';
import { findOrderStaffIds, type OrderRow } from '../shared/orders.repository.ts';

/**
 * What happens to an order after it is paid (spec 02 §4, §7): a seller asks to cancel it and staff
 * answer, staff cancel it directly, an admin refunds part or all of it, and a seller asks to
 * change it and staff allow one update. Money goes back only through the credit ledger, in the
 * same transaction, under the order's row lock, never more than was paid in total.
 */

type Outcome = { orderId: number; transactionId: number | null; message: string };

/**
 * Runs the work in one transaction and builds its answer there (the refund's transaction read
 * with the same handle), handing it to `keep` before the commit: a change that committed is
 * answered as committed, never as a failed read after it.
 */
function inAnsweredTransaction(
  db: Db,
  keep: KeepAnswer<OrderAftercareResult>,
  work: (tx: Tx) => Promise<Outcome>,
): Promise<OrderAftercareResult> {
  return withTransaction(db, async (tx) => {
    const outcome = await work(tx);
    const transaction =
      outcome.transactionId === null ? null : await viewOf(tx, outcome.transactionId);
    const answer = { data: { orderId: outcome.orderId, transaction }, message: outcome.message };
    await keep(tx, answer);
    return answer;
  });
}

const dollarsOrNull = (cents: number | null) => (cents === null ? null : toDollars(cents));

const isOrderStaff = (user: AuthUser) =>
  user.role === 'admin' || user.role === 'manager' || user.role === 'supporter';

async function lockVisibleOrder(tx: Tx, user: AuthUser, id: number): Promise<OrderRow> {
  const order = await findOrderRow(tx, id, true);
  assertCanSeeOrder(user, order);
  if (!order || order.archivedAt) throw new AppError('NOT_FOUND', errorMessages.orderNotFound);
  return order;
}

/**
 * A paid order can be cancelled until it is packed: production status On-design, In-production or
 * On hold (decision: the blanks already embroidered are the seller's loss, so staff choose how
 * much goes back; nothing is cancelled once it is Pre-shipment or shipped).
 */
function assertCancellable(order: OrderRow) {
  if (hasEnded(order)) throw new AppError('CONFLICT', messages.ended);
  if (order.status === 'pending_payment') {
    throw new AppError('CONFLICT', messages.paymentUnderWay);
  }
  const packed =
    order.productionStatus === productionStatuses.preShipment ||
    order.productionStatus === productionStatuses.shipped;
  if (order.status !== 'processing' || packed) {
    throw new AppError('CONFLICT', messages.notCancellable);
  }
}

/**
 * What may still go back: what was paid less every refund so far. Asking for nothing back is
 * always fine (a cancel of an order a discount made free).
 */
function assertRefundable(order: OrderRow, amountCents: number) {
  const left = order.totalCents - order.refundedCents;
  if (left <= 0 && amountCents > 0) throw new AppError('BAD_REQUEST', messages.nothingToRefund);
  if (amountCents > left) {
    throw new AppError('BAD_REQUEST', messages.tooMuch, [
      {
        path: 'amount',
        message: fillTemplate(messages.tooMuchLeft, { left: formatDollars(left) }),
      },
    ]);
  }
}

/**
 * Staff cancel a paid order: the amount back to the credit, the order `cancelled`, the seller told.
 * In the caller's transaction with the order's row locked; FBA orders cancel the order their units
 * are made in through it (with 0 back: the FBA order gives its own price back).
 */
export async function cancelPaidOrder(
  tx: Tx,
  actor: AuthUser,
  order: OrderRow,
  amountCents: number,
  reason: string,
): Promise<number | null> {
  assertCancellable(order);
  assertRefundable(order, amountCents);
  assertForwardStatus(order.status, 'cancelled');
  const refund =
    amountCents > 0
      ? await refundToCredit(tx, {
          sellerId: order.userId,
          orderId: order.id,
          amountCents,
          note: reason
            ? fillTemplate(transactionNotes.orderCancelledBecause, { id: order.id, reason })
            : fillTemplate(transactionNotes.orderCancelled, { id: order.id }),
          actorId: actor.id,
        })
      : null;
  const cancelStatus = order.cancelStatus === 'waiting' ? 'accepted' : order.cancelStatus;
  const cancelReason = order.cancelReason ?? reason;
  const updated = await updateOrderRow(tx, order.id, {
    status: 'cancelled',
    cancelledCents: amountCents,
    refundedCents: order.refundedCents + amountCents,
    cancelStatus,
    cancelReason,
  });
  // Blanks taken when it went into production go back to stock.
  await returnStockOfOrder(tx, order.id, actor.id);
  // A cancelled order earns its seller's referrer nothing.
  await withdrawReferralEarning(tx, order.id);
  await recordOrderChange(tx, {
    order: updated,
    actor,
    action: 'cancelled',
    changes: [
      { field: 'status', before: order.status, after: 'cancelled' },
      { field: 'cancelledAmount', before: null, after: toDollars(amountCents) },
      ...diffFields(
        { cancelStatus: order.cancelStatus, cancelReason: order.cancelReason },
        { cancelStatus, cancelReason },
      ),
      ...(refund
        ? [{ field: 'refundTransactionId', before: null, after: refund.transactionId }]
        : []),
    ],
  });
  await notify(tx, {
    userIds: [order.userId],
    type: 'order-cancelled',
    message:
      amountCents > 0
        ? notificationText('orderCancelledRefunded', {
            id: order.id,
            amount: formatDollars(amountCents),
          })
        : notificationText('orderCancelled', { id: order.id }),
    meta: { link: `/order/${order.id}` },
  });
  await audit(tx, {
    actorId: actor.id,
    action: 'order.cancel',
    entityType: 'order',
    entityId: order.id,
    before: { status: order.status },
    after: { status: 'cancelled', refunded: toDollars(amountCents), reason },
  });
  return refund?.transactionId ?? null;
}

/**
 * POST /orders/cancel {orderId, cancelReason, amount}. A seller's paid order: a cancel request
 * ('waiting for cancel response'), told to the staff (request-cancel). Staff: cancelled at once.
 * A created order is not paid: it is simply archived.
 */
export async function cancelOrder(
  db: Db,
  user: AuthUser,
  input: CancelOrderInput,
  keep: KeepAnswer<OrderAftercareResult> = keepNothing,
): Promise<OrderAftercareResult> {
  const { orderId, cancelReason, amount } = cancelOrderInputSchema.parse(input);
  const amountCents = toCents(amount);
  return inAnsweredTransaction(db, keep, async (tx) => {
    const order = await lockVisibleOrder(tx, user, orderId);
    if (order.status === 'created') {
      const archivedAt = new Date();
      const updated = await updateOrderRow(tx, order.id, { archivedAt, cancelReason });
      await recordOrderChange(tx, {
        order: updated,
        actor: user,
        action: 'archived',
        changes: [
          { field: 'archivedAt', before: null, after: archivedAt.toISOString() },
          ...diffFields({ cancelReason: order.cancelReason }, { cancelReason }),
        ],
      });
      return { orderId, transactionId: null, message: messages.cancelled };
    }
    if (isOrderStaff(user)) {
      const transactionId = await cancelPaidOrder(tx, user, order, amountCents, cancelReason);
      return { orderId, transactionId, message: messages.cancelled };
    }
    assertCancellable(order);
    if (order.cancelStatus === 'waiting') throw new AppError('CONFLICT', messages.cancelWaiting);
    assertRefundable(order, amountCents);
    const updated = await updateOrderRow(tx, order.id, {
      cancelStatus: 'waiting',
      cancelReason,
      cancelRequestedCents: amountCents,
    });
    await recordOrderChange(tx, {
      order: updated,
      actor: user,
      action: 'cancel-requested',
      changes: [
        { field: 'cancelStatus', before: order.cancelStatus, after: 'waiting' },
        { field: 'cancelReason', before: order.cancelReason, after: cancelReason },
        {
          field: 'cancelRequested',
          before: dollarsOrNull(order.cancelRequestedCents),
          after: toDollars(amountCents),
        },
      ],
    });
    // Told to the staff who work orders of its factory, as every word of an order is.
    await notify(tx, {
      userIds: await findOrderStaffIds(tx, [order.factory]),
      type: 'request-cancel',
      message: notificationText('cancelRequested', {
        id: order.id,
        amount: formatDollars(amountCents),
        reason: cancelReason,
      }),
      meta: { link: `/order/${order.id}` },
    });
    return { orderId, transactionId: null, message: messages.cancelRequested };
  });
}

/** PUT /orders/:id/cancel-request: staff accept (refunding) or refuse a waiting cancel request. */
export async function replyCancelRequest(
  db: Db,
  user: AuthUser,
  id: number,
  input: ReplyCancelRequestInput,
  keep: KeepAnswer<OrderAftercareResult> = keepNothing,
): Promise<OrderAftercareResult> {
  const { accept, amount, note } = replyCancelRequestInputSchema.parse(input);
  return inAnsweredTransaction(db, keep, async (tx) => {
    const order = await lockVisibleOrder(tx, user, id);
    if (order.cancelStatus !== 'waiting') throw new AppError('CONFLICT', messages.noCancelRequest);
    if (accept) {
      const amountCents =
        amount === undefined ? (order.cancelRequestedCents ?? 0) : toCents(amount);
      const transactionId = await cancelPaidOrder(
        tx,
        user,
        order,
        amountCents,
        order.cancelReason ?? note,
      );
      await notify(tx, {
        userIds: [order.userId],
        type: 'reply-request-cancel',
        message: notificationText('cancelAccepted', {
          id: order.id,
          note: note ? `: ${note}` : '',
        }),
        meta: { link: `/order/${order.id}` },
      });
      return { orderId: id, transactionId, message: messages.cancelled };
    }
    const updated = await updateOrderRow(tx, id, { cancelStatus: 'refused' });
    await recordOrderChange(tx, {
      order: updated,
      actor: user,
      action: 'cancel-refused',
      changes: [{ field: 'cancelStatus', before: 'waiting', after: 'refused' }],
    });
    await notify(tx, {
      userIds: [order.userId],
      type: 'reply-request-cancel',
      message: notificationText('cancelRefused', { id: order.id, note: note ? `: ${note}` : '' }),
      meta: { link: `/order/${order.id}` },
    });
    return { orderId: id, transactionId: null, message: messages.cancelRefused };
  });
}

/**
 * POST /orders/:id/refund (admin): part or all of what was paid back to the credit. Never more
 * than was paid over every refund; refunding the rest of an order not cancelled makes it `refunded`.
 */
export async function refundOrder(
  db: Db,
  user: AuthUser,
  id: number,
  input: RefundOrderInput,
  keep: KeepAnswer<OrderAftercareResult> = keepNothing,
): Promise<OrderAftercareResult> {
  const { amount, note } = refundOrderInputSchema.parse(input);
  const amountCents = toCents(amount);
  return inAnsweredTransaction(db, keep, async (tx) => {
    const order = await lockVisibleOrder(tx, user, id);
    if (
      order.paymentTransactionId === null ||
      order.status === 'pending_payment' ||
      order.status === 'created'
    ) {
      throw new AppError('BAD_REQUEST', messages.notPaid);
    }
    assertRefundable(order, amountCents);
    const refund = await refundToCredit(tx, {
      sellerId: order.userId,
      orderId: order.id,
      amountCents,
      note: note || fillTemplate(transactionNotes.orderRefund, { id: order.id }),
      actorId: user.id,
    });
    const refundedCents = order.refundedCents + amountCents;
    const whole = refundedCents === order.totalCents && order.status !== 'cancelled';
    const updated = await updateOrderRow(tx, id, {
      refundedCents,
      ...(whole ? { status: 'refunded' as const } : {}),
    });
    // A wholly refunded order earns its seller's referrer nothing.
    if (whole) await withdrawReferralEarning(tx, id);
    await recordOrderChange(tx, {
      order: updated,
      actor: user,
      action: 'refunded',
      changes: [
        {
          field: 'refunded',
          before: toDollars(order.refundedCents),
          after: toDollars(refundedCents),
        },
        ...(whole ? [{ field: 'status', before: order.status, after: 'refunded' }] : []),
        { field: 'refundTransactionId', before: null, after: refund.transactionId },
      ],
    });
    await notify(tx, {
      userIds: [order.userId],
      type: 'approve-refund',
      message: notificationText('refunded', {
        id: order.id,
        amount: formatDollars(amountCents),
        note: note ? ` ${note}` : '',
      }),
      meta: { link: `/transaction/${refund.transactionId}` },
    });
    await audit(tx, {
      actorId: user.id,
      action: 'order.refund',
      entityType: 'order',
      entityId: id,
      before: { refunded: toDollars(order.refundedCents), status: order.status },
      after: { refunded: toDollars(refundedCents), status: updated.status, note },
    });
    return { orderId: id, transactionId: refund.transactionId, message: messages.refunded };
  });
}

/** POST /orders/:id/update-request: a seller asks to change a paid order (flag 1). */
export async function requestOrderUpdate(
  db: Db,
  user: AuthUser,
  id: number,
  input: { note?: string },
  keep: KeepAnswer<OrderAftercareResult> = keepNothing,
): Promise<OrderAftercareResult> {
  const { note } = requestOrderUpdateInputSchema.parse(input);
  return inAnsweredTransaction(db, keep, async (tx) => {
    const order = await lockVisibleOrder(tx, user, id);
    if (order.status === 'created') throw new AppError('CONFLICT', messages.updateNotNeeded);
    if (hasEnded(order)) throw new AppError('CONFLICT', messages.ended);
    if (order.status !== 'processing' || order.productionStatus === productionStatuses.shipped) {
      throw new AppError('CONFLICT', messages.notCancellable);
    }
    if (
      order.updateFlag === orderUpdateFlags.requested ||
      order.updateFlag === orderUpdateFlags.allowed
    ) {
      throw new AppError('CONFLICT', messages.updateWaiting);
    }
    const updated = await updateOrderRow(tx, id, { updateFlag: orderUpdateFlags.requested });
    await recordOrderChange(tx, {
      order: updated,
      actor: user,
      action: 'update-requested',
      changes: [
        { field: 'updateFlag', before: order.updateFlag, after: orderUpdateFlags.requested },
        ...(note ? [{ field: 'note', before: null, after: note }] : []),
      ],
    });
    return { orderId: id, transactionId: null, message: messages.updateRequested };
  });
}

/** PUT /orders/:id/update-permission: staff allow one update (flag 2) or deny it (flag 3). */
export async function setOrderUpdatePermission(
  db: Db,
  user: AuthUser,
  id: number,
  input: { allow: boolean },
  keep: KeepAnswer<OrderAftercareResult> = keepNothing,
): Promise<OrderAftercareResult> {
  const { allow } = orderUpdatePermissionInputSchema.parse(input);
  return inAnsweredTransaction(db, keep, async (tx) => {
    const order = await lockVisibleOrder(tx, user, id);
    if (order.updateFlag !== orderUpdateFlags.requested) {
      throw new AppError('CONFLICT', messages.noUpdateRequest);
    }
    const flag = allow ? orderUpdateFlags.allowed : orderUpdateFlags.denied;
    const updated = await updateOrderRow(tx, id, { updateFlag: flag });
    await recordOrderChange(tx, {
      order: updated,
      actor: user,
      action: allow ? 'update-allowed' : 'update-denied',
      changes: [{ field: 'updateFlag', before: order.updateFlag, after: flag }],
    });
    await notify(tx, {
      userIds: [order.userId],
      type: 'allow-update',
      message: notificationText(allow ? 'updateAllowed' : 'updateRefused', { id: order.id }),
      meta: { link: `/order/${order.id}` },
    });
    return {
      orderId: id,
      transactionId: null,
      message: allow ? messages.updateAllowed : messages.updateDenied,
    };
  });
}
