import {
  errorMessages,
  type Factory,
  fillTemplate,
  notificationText,
  type OrderStatus,
  orderChangeKeys,
  orderStatuses,
} from '@stitchworks/shared';
import type { DbOrTx } from '../../../db/client.ts';
import type { OrderChange } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuthUser } from '../../../plugins/auth.ts';
import { notify } from '../../notifications/notifications.service.ts';
import { orderEventTypesOf, queueOrderEvents } from '../read/order-webhook-events.ts';
import { findOrderStaffIds, insertRevisionRows } from './orders.repository.ts';

export type { OrderChange } from '../../../db/schema/index.ts';

export type RecordOrderChange = {
  order: { id: number; userId: number; factory: Factory };
  /** Null for the system (a scheduled job, a store sync). */
  actor: Pick<AuthUser, 'id'> | null;
  /** What happened, e.g. 'updated', 'address', 'status'. */
  action: string;
  changes: OrderChange[];
};

/**
 * The factories whose staff hear of a change: the order's, and the one it left when the change
 * moved it (staff of that factory were following it and would lose it without a word).
 */
function audienceFactories({ order, changes }: RecordOrderChange): Factory[] {
  const left = changes.find((item) => item.field === 'factory')?.before;
  return typeof left === 'string' && left !== order.factory
    ? [order.factory, left as Factory]
    : [order.factory];
}

/**
 * The one way every change of an order is recorded, in the caller's transaction: a changelog row
 * (who, what, before → after) and the `update-order` notification to the staff who follow orders
 * of its factory, and of the one it left if it moved (spec 01 §6: admin, manager, supporter), linking to the order. The live event goes
 * out after the transaction commits, so nobody hears of a change that was rolled back.
 */
export async function recordOrderChange(tx: DbOrTx, change: RecordOrderChange): Promise<void> {
  const { order } = change;
  await insertRevisionRows(tx, [
    {
      orderId: order.id,
      userId: change.actor?.id ?? null,
      action: change.action,
      changes: change.changes,
    },
  ]);
  // The seller's webhooks (order.paid, order.shipped …) join the same transaction.
  await queueOrderEvents(tx, order, orderEventTypesOf(change.action, change.changes));
  const staff = await findOrderStaffIds(tx, audienceFactories(change));
  if (staff.length > 0) {
    await notify(tx, {
      userIds: staff,
      type: 'update-order',
      message: orderChangeText(change),
      meta: { link: `/order/${order.id}` },
    });
  }
}

/** "Order #12 was paid", or the fields that changed when the change has no words of its own. */
function orderChangeText(change: RecordOrderChange): string {
  const key = orderChangeKeys[change.action];
  if (key) return notificationText(key, { id: change.order.id });
  const fields = change.changes.map((item) => item.field).join(', ');
  return notificationText('orderChanged', { id: change.order.id, fields: fields || change.action });
}

/**
 * Statuses only move forward along `orderStatuses` (decision 4); the one way back is a checkout
 * that fails or expires, which puts `pending_payment` back to `created`. Staying put is not a move.
 */
export function assertForwardStatus(from: OrderStatus, to: OrderStatus): void {
  if (from === 'pending_payment' && to === 'created') return;
  if (orderStatuses.indexOf(to) > orderStatuses.indexOf(from)) return;
  throw new AppError('CONFLICT', fillTemplate(errorMessages.orderTransition, { from, to }));
}

/** The fields that differ between two views of an order, as changelog entries. */
export function diffFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): OrderChange[] {
  return Object.keys(after)
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}
