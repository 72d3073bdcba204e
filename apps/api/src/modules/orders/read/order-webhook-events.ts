import type { WebhookEventType } from '@stitchworks/shared';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { OrderChange } from '../../../db/schema/index.ts';
import { orderPackages } from '../../../db/schema/index.ts';
import type { AuthUser } from '../../../plugins/auth.ts';
import { queueSellerEvent, sellersListeningTo } from '../../webhooks/webhooks.public.ts';
import { findOrderDetail, findOrderItemViews } from './order-read.repository.ts';
import { toOrder } from './order-read.service.ts';

/** The order's owner as the reader: the body is the order exactly as its seller reads it. */
const sellerReader = (sellerId: number): AuthUser => ({
  id: sellerId,
  role: 'seller',
  status: 'active' as AuthUser['status'],
  passwordChanged: true,
  disabled: false,
  factories: [],
  permissionIds: [],
  familyId: null,
  apiKeyId: null,
});

/** GET /orders/:id's answer for the seller, with every package and its tracking. */
async function orderEventData(tx: DbOrTx, orderId: number, sellerId: number) {
  const view = await findOrderDetail(tx, orderId);
  if (!view) return { id: orderId };
  const items = await findOrderItemViews(tx, orderId);
  const packages = await tx
    .select()
    .from(orderPackages)
    .where(eq(orderPackages.orderId, orderId))
    .orderBy(asc(orderPackages.orderPackageNo));
  return {
    ...toOrder(view, items, sellerReader(sellerId)),
    packages: packages.map((row) => ({
      orderPackageNo: row.orderPackageNo,
      trackingNumber: row.trackingNumber,
      carrierCode: row.carrierCode,
      serviceCode: row.serviceCode,
      shippedAt: row.shippedAt?.toISOString() ?? null,
      reshipId: row.reshipId,
    })),
  };
}

/** Which seller events a recorded change of an order is (none for most edits). */
export function orderEventTypesOf(action: string, changes: readonly OrderChange[]) {
  const types: WebhookEventType[] = [];
  const changed = (field: string) => changes.find((item) => item.field === field);
  const status = changed('status')?.after;
  if (action === 'paid') types.push('order.paid');
  if (changed('productionStatus')) types.push('order.production_status_changed');
  if (status === 'shipped' || status === 'partially_shipped' || status === 'reshipped') {
    types.push('order.shipped');
  } else if (action === 'tracking' || action === 'label') {
    // Another package of an order already shipped: its tracking is news too.
    if (changed('trackingNumber')) types.push('order.shipped');
  }
  if (status === 'cancelled') types.push('order.cancelled');
  if (action === 'refunded') types.push('order.refunded');
  return types;
}

/** Queues the seller events of one order's change, in the caller's transaction. */
export async function queueOrderEvents(
  tx: DbOrTx,
  order: { id: number; userId: number },
  types: readonly WebhookEventType[],
): Promise<void> {
  for (const type of types) {
    await queueSellerEvent(tx, {
      sellerId: order.userId,
      type,
      orderingKey: `order:${order.id}`,
      data: () => orderEventData(tx, order.id, order.userId),
    });
  }
}

/** The same for many orders (an import, a tracking file): one look-up of who listens. */
export async function queueOrdersEvent(
  tx: DbOrTx,
  orders: readonly { id: number; userId: number }[],
  type: WebhookEventType,
): Promise<void> {
  if (orders.length === 0) return;
  const listening = await sellersListeningTo(
    tx,
    orders.map((order) => order.userId),
    type,
  );
  if (listening.size === 0) return;
  for (const order of orders) {
    if (listening.has(order.userId)) await queueOrderEvents(tx, order, [type]);
  }
}
