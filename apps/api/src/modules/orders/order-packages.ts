import { productionStatuses, shippingMessages } from '@stitchworks/shared';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderPackages, orders } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { updateOrderRow } from './order-change.repository.ts';
import { recordOrderChange } from './order-changes.ts';
import type { OrderRow } from './orders.repository.ts';
import { orderSearchText } from './orders.repository.ts';

export type NewPackage = {
  trackingNumber: string;
  carrierCode: string;
  serviceCode?: string | null;
  shippedAt?: Date | null;
  labelId?: number | null;
  reshipId?: number | null;
};

/** Orders that can take a package: paid and not ended. */
const shippableStatuses = new Set<OrderRow['status']>([
  'processing',
  'partially_shipped',
  'shipped',
  'reshipped',
]);

/**
 * Adds packages to an order, in the caller's transaction with the order's row locked: each new
 * tracking number becomes the next numbered package (a number the order already has is left as
 * it is: merged, never overwritten), the order's tracking numbers are the packages' in order, and
 * its status follows: shipped once every unit is packed (Pre-shipment or later, production status
 * 3 Shipped), partially shipped while units are still on the floor; a reship's packages keep it
 * `reshipped`. One revision names the packages added. Returns how many were new.
 */
export async function addOrderPackages(
  tx: Tx,
  order: OrderRow,
  packages: readonly NewPackage[],
  actorId: number | null,
): Promise<number> {
  if (!shippableStatuses.has(order.status)) {
    throw new AppError('CONFLICT', shippingMessages.rowNotShippable);
  }
  const existing = await tx
    .select()
    .from(orderPackages)
    .where(eq(orderPackages.orderId, order.id))
    .orderBy(asc(orderPackages.orderPackageNo));
  const known = new Set(existing.map((row) => row.trackingNumber.toLowerCase()));
  let next = existing.reduce((max, row) => Math.max(max, row.orderPackageNo), 0) + 1;
  const added: (typeof orderPackages.$inferInsert)[] = [];
  for (const pkg of packages) {
    const key = pkg.trackingNumber.toLowerCase();
    if (known.has(key)) continue;
    known.add(key);
    added.push({
      orderId: order.id,
      orderPackageNo: next,
      trackingNumber: pkg.trackingNumber,
      carrierCode: pkg.carrierCode,
      serviceCode: pkg.serviceCode ?? null,
      shippedAt: pkg.shippedAt ?? new Date(),
      labelId: pkg.labelId ?? null,
      reshipId: pkg.reshipId ?? null,
      createdById: actorId,
    });
    next += 1;
  }
  if (added.length === 0) return 0;
  await tx.insert(orderPackages).values(added);
  const tracking = [
    ...existing.map((row) => row.trackingNumber),
    ...added.map((row) => row.trackingNumber),
  ].join(',');
  const allPacked =
    (order.productionStatus ?? 0) >= productionStatuses.preShipment &&
    order.productionStatus !== productionStatuses.onHold;
  const status: OrderRow['status'] =
    order.status === 'reshipped'
      ? 'reshipped'
      : order.status === 'shipped' || allPacked
        ? 'shipped'
        : 'partially_shipped';
  const productionStatus = allPacked ? productionStatuses.shipped : order.productionStatus;
  await updateOrderRow(tx, order.id, {
    trackingNumber: tracking,
    searchText: orderSearchText({ ...order, trackingNumber: tracking }),
    status,
    productionStatus,
  });
  await recordOrderChange(tx, {
    order,
    actor: actorId === null ? null : { id: actorId },
    action: 'tracking',
    changes: [
      { field: 'trackingNumber', before: order.trackingNumber, after: tracking },
      ...(status !== order.status
        ? [{ field: 'status', before: order.status, after: status }]
        : []),
      ...(productionStatus !== order.productionStatus
        ? [{ field: 'productionStatus', before: order.productionStatus, after: productionStatus }]
        : []),
    ],
  });
  return added.length;
}

/** The order's row, locked for a shipping change. */
export async function lockOrderForShipping(tx: Tx, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}
