import { errorMessages, fillTemplate, transactionNotes } from '@stitchworks/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderItemCosts, orderItems, orders } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { toDollars } from '../../lib/money.ts';
import { notProducingMessage, recordOrderChange } from '../orders/orders.public.ts';
import { chargeToCredit } from '../transactions/charges.service.ts';

export type ItemCostCharge = {
  orderItemId: number;
  kind: 'extra' | 'design';
  amountCents: number;
  reason: string;
  actorId: number;
};

/** Order statuses whose items may still be charged a cost: paid and not ended. */
const chargeableStatuses = new Set(['processing', 'partially_shipped', 'shipped', 'reshipped']);

/**
 * Charges an extra or design cost of a paid order item to its seller, in the caller's
 * transaction: the credit ledger's payment, the cost row the seller sees with its reason, and the
 * order's revision. The order's row is locked first, so costs of one order are added one at a time.
 * An item that is missing, or outside `canSee`, is not found.
 */
export async function chargeItemCost(
  tx: Tx,
  charge: ItemCostCharge,
  canSee: (order: typeof orders.$inferSelect) => boolean = () => true,
) {
  const [item] = await tx
    .select({ id: orderItems.id, orderId: orderItems.orderId })
    .from(orderItems)
    .where(eq(orderItems.id, charge.orderItemId));
  const [order] = item
    ? await tx.select().from(orders).where(eq(orders.id, item.orderId)).for('update')
    : [];
  if (!item || !order || !canSee(order))
    throw new AppError('NOT_FOUND', errorMessages.orderItemNotFound);
  if (!chargeableStatuses.has(order.status)) {
    throw new AppError('CONFLICT', notProducingMessage(order));
  }
  const { transactionId } = await chargeToCredit(tx, {
    sellerId: order.userId,
    orderId: order.id,
    amountCents: charge.amountCents,
    note: fillTemplate(
      charge.kind === 'design' ? transactionNotes.designCost : transactionNotes.extraCost,
      { id: order.id, item: item.id, reason: charge.reason },
    ),
    actorId: charge.actorId,
  });
  const [row] = await tx
    .insert(orderItemCosts)
    .values({
      orderId: order.id,
      orderItemId: item.id,
      kind: charge.kind,
      amountCents: charge.amountCents,
      reason: charge.reason,
      transactionId,
      createdById: charge.actorId,
    })
    .returning();
  await recordOrderChange(tx, {
    order,
    actor: { id: charge.actorId },
    action: charge.kind === 'design' ? 'design-cost' : 'extra-cost',
    changes: [
      {
        field: `item ${item.id} ${charge.kind} cost`,
        before: null,
        after: toDollars(charge.amountCents),
      },
      { field: 'reason', before: null, after: charge.reason },
    ],
  });
  return row!;
}
