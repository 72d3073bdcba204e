import { type ProductionStatus, productionMessages, productionStatuses } from '@stitchworks/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/client.ts';
import { orderItems, orders } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { type DesignNeed, designsReadySql, openDigitizingJobs } from '../../embs/emb-jobs.ts';
import { takeStockForOrder } from '../../inventory/inventory-orders.ts';
import { updateOrderRow } from './order-change.repository.ts';
import { recordOrderChange } from './order-changes.ts';
import type { OrderRow } from './orders.repository.ts';

/** Order statuses that have a production status: paid and not ended. */
const producingStatuses = new Set<OrderRow['status']>([
  'processing',
  'partially_shipped',
  'shipped',
  'reshipped',
]);

/** A paid order that ended: cancelled or refunded. */
export const hasEnded = (order: Pick<OrderRow, 'status'>) =>
  order.status === 'cancelled' || order.status === 'refunded';

/** Why an order out of production is refused: ended (cancelled, refunded), or not paid yet. */
export const notProducingMessage = (order: Pick<OrderRow, 'status'>) =>
  hasEnded(order) ? productionMessages.ended : productionMessages.notPaid;

/**
 * Whether the order's blanks were taken from stock: it left On-design for the floor (on hold, the
 * status it was held at tells). A correction back to On-design keeps what was taken; what is
 * still missing is taken when it leaves again.
 */
export function blanksTaken(order: Pick<OrderRow, 'productionStatus' | 'statusBeforeHold'>) {
  const at =
    order.productionStatus === productionStatuses.onHold
      ? (order.statusBeforeHold ?? 0)
      : (order.productionStatus ?? 0);
  return at > productionStatuses.onDesign;
}

export type ProductionStatusChange = {
  actorId: number | null;
  /** Why: required to hold, and for a correction. */
  reason?: string;
  /** A manager's explicit move backwards (the route checks who may). */
  correction?: boolean;
  /** The revision's action; 'production-status' by default. */
  action?: string;
};

/**
 * The one way an order's production status changes (0 On-design, 1 In-production, 2 Pre-shipment,
 * 3 Shipped, 4 On hold), in the caller's transaction with the order's row locked: forward only,
 * except a hold (with its reason), its release, and a correction with a reason. Every change is a
 * revision and an `update-order` event. Returns the order as it is after.
 */
export async function changeProductionStatus(
  tx: Tx,
  order: OrderRow,
  next: ProductionStatus,
  change: ProductionStatusChange,
): Promise<OrderRow> {
  if (!producingStatuses.has(order.status) || order.productionStatus === null) {
    throw new AppError('CONFLICT', notProducingMessage(order));
  }
  const current = order.productionStatus as ProductionStatus;
  const reason = change.reason?.trim() ?? '';
  const onHold = productionStatuses.onHold;
  if (current === next) {
    return next === onHold && reason && reason !== order.holdReason
      ? changeHoldReason(tx, order, reason, change.actorId)
      : order;
  }
  const patch: Partial<typeof orders.$inferInsert> = { productionStatus: next };
  if (next === onHold) {
    if (!reason) throw new AppError('BAD_REQUEST', productionMessages.holdNeedsReason);
    patch.holdReason = reason;
    patch.statusBeforeHold = current;
  } else {
    // Leaving a hold goes back to where the order was, or on from there.
    const from = current === onHold ? (order.statusBeforeHold ?? 0) : current;
    if (next < from && !(change.correction && reason)) {
      throw new AppError('CONFLICT', productionMessages.backwardsNeedsCorrection);
    }
    patch.holdReason = null;
    patch.statusBeforeHold = null;
  }
  const after = await updateOrderRow(tx, order.id, patch);
  // Leaving On-design for the floor takes the blanks from stock (idempotent per item).
  const leftFrom = current === onHold ? (order.statusBeforeHold ?? 0) : current;
  if (leftFrom === productionStatuses.onDesign && next !== onHold && next > leftFrom) {
    await takeStockForOrder(tx, order.id, change.actorId);
  }
  await recordOrderChange(tx, {
    order,
    actor: change.actorId === null ? null : { id: change.actorId },
    action: change.action ?? (change.correction ? 'production-correction' : 'production-status'),
    changes: [
      { field: 'productionStatus', before: current, after: next },
      ...(reason ? [{ field: 'reason', before: null, after: reason }] : []),
    ],
  });
  return after;
}

/** An order already on hold given a new reason: the reason is replaced, where it returns to stays. */
async function changeHoldReason(
  tx: Tx,
  order: OrderRow,
  reason: string,
  actorId: number | null,
): Promise<OrderRow> {
  const after = await updateOrderRow(tx, order.id, { holdReason: reason });
  await recordOrderChange(tx, {
    order,
    actor: actorId === null ? null : { id: actorId },
    action: 'production-status',
    changes: [{ field: 'reason', before: order.holdReason, after: reason }],
  });
  return after;
}

/**
 * Of these orders, those On-design whose every embroidery design now has an accepted stitch file
 * (and the seller's approval where they ask for it) move to In-production. Called when orders are
 * paid and whenever a stitch file is accepted or approved. Returns the ids that moved.
 */
export async function startProductionWhenReady(
  tx: Tx,
  orderIds: readonly number[],
  actorId: number | null,
): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const ready = await tx
    .select()
    .from(orders)
    .where(
      sql`${orders.id} in (
        select o.id from orders o
        where o.id = any(${sql.raw(`'{${orderIds.map(Number).join(',')}}'::int[]`)})
          and o.production_status = ${productionStatuses.onDesign}
          and o.status = 'processing' and ${designsReadySql})`,
    )
    .orderBy(orders.id)
    .for('update');
  for (const order of ready) {
    await changeProductionStatus(tx, order, productionStatuses.inProduction, {
      actorId,
      action: 'designs-ready',
    });
  }
  return ready.map((order) => order.id);
}

/** Paid orders of a seller still On-design that use this design image. */
export async function ordersWaitingForDesign(
  db: DbOrTx,
  userId: number,
  imageUrl: string,
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select distinct o.id from orders o join order_items i on i.order_id = o.id
      where o.user_id = ${userId} and o.status = 'processing'
        and o.production_status = ${productionStatuses.onDesign}
        and i.design_images @> ${JSON.stringify([{ imageUrl }])}::jsonb
      order by o.id`,
  );
  return rows.map((row) => row.id);
}

/**
 * What happens on the floor when orders are paid: a digitizing job opens for every design without
 * a stitch file, and orders whose designs are all ready go straight to In-production.
 */
export async function startProductionOfPaidOrders(
  tx: Tx,
  rows: readonly OrderRow[],
  actorId: number | null,
): Promise<void> {
  if (rows.length === 0) return;
  const sellerOf = new Map(rows.map((row) => [row.id, row.userId]));
  const items = await tx
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      designImages: orderItems.designImages,
    })
    .from(orderItems)
    .where(
      sql`${orderItems.orderId} = any(${sql.raw(`'{${rows.map((row) => Number(row.id)).join(',')}}'::int[]`)})`,
    );
  const needs: DesignNeed[] = items.flatMap((item) =>
    item.designImages.map((image) => ({
      userId: sellerOf.get(item.orderId)!,
      imageUrl: image.imageUrl,
      location: image.location,
      orderItemId: item.id,
    })),
  );
  await openDigitizingJobs(tx, needs);
  await startProductionWhenReady(
    tx,
    rows.map((row) => row.id),
    actorId,
  );
}
