import {
  type Factory,
  fillTemplate,
  notificationText,
  type OrderPackage,
  productionStatuses,
  shippingMessages,
} from '@stitchworks/shared';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows, type Tx } from '../../../db/client.ts';
import { recordsTable } from '../../../db/records.ts';
import { orderPackages, orderReships, orders } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { notify } from '../../notifications/notifications.service.ts';
import { earnReferralsOnShipped } from '../../referrals/referral-orders.ts';
import { queueOrdersEvent } from '../read/order-webhook-events.ts';
import { updateOrderRow } from '../shared/order-change.repository.ts';
import { type OrderChange, recordOrderChange } from '../shared/order-changes.ts';
import type { OrderRow } from '../shared/orders.repository.ts';
import {
  findOrderStaffIds,
  insertRevisionRows,
  orderSearchText,
  textArrayLiteral,
} from '../shared/orders.repository.ts';
import { announceStorePackages } from './packages-added.ts';

export type NewPackage = {
  trackingNumber: string;
  carrierCode: string;
  serviceCode?: string | null;
  shippedAt?: Date | null;
  labelId?: number | null;
  reshipId?: number | null;
};

type PackageRow = typeof orderPackages.$inferSelect;

/** Ids as one array parameter, however many (a list of parameters stops at 65,535). */
const idArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;
type PackageInsert = typeof orderPackages.$inferInsert;

/** Orders that can take a package: paid and not ended. */
const shippableStatuses = new Set<OrderRow['status']>([
  'processing',
  'partially_shipped',
  'shipped',
  'reshipped',
]);

export const canTakePackages = (order: Pick<OrderRow, 'status'>) =>
  shippableStatuses.has(order.status);

/** What adding packages does to one order: the rows to insert and the order's new state. */
export type PackagePlan = {
  added: PackageInsert[];
  tracking: string;
  status: OrderRow['status'];
  productionStatus: OrderRow['productionStatus'];
  changes: OrderChange[];
  /** The order becomes `shipped` now (the seller is told once, not per package). */
  turnedShipped: boolean;
};

/**
 * The rules of adding packages, without the database: each new tracking number (compared without
 * case) becomes the next numbered package; a number the order already has, or one given twice, is
 * left as it is (merged, never overwritten). The order's tracking numbers are its packages' in
 * order, and its status follows: shipped once every unit is packed (Pre-shipment or later, and not
 * on hold; production status becomes 3 Shipped), partially shipped while units are still on the
 * floor; a reshipped order stays `reshipped` and its new packages belong to its latest reship.
 * Null: nothing new.
 */
export function planPackages(
  order: OrderRow,
  existing: readonly Pick<PackageRow, 'orderPackageNo' | 'trackingNumber'>[],
  packages: readonly NewPackage[],
  actorId: number | null,
  latestReshipId: number | null = null,
): PackagePlan | null {
  const sorted = [...existing].sort((a, b) => a.orderPackageNo - b.orderPackageNo);
  const known = new Set(sorted.map((row) => row.trackingNumber.toLowerCase()));
  let next = sorted.reduce((max, row) => Math.max(max, row.orderPackageNo), 0) + 1;
  const added: PackageInsert[] = [];
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
      reshipId: pkg.reshipId ?? (order.status === 'reshipped' ? latestReshipId : null),
      createdById: actorId,
    });
    next += 1;
  }
  if (added.length === 0) return null;
  const tracking = [...sorted, ...added].map((row) => row.trackingNumber).join(',');
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
  const changes: OrderChange[] = [
    { field: 'trackingNumber', before: order.trackingNumber, after: tracking },
  ];
  if (status !== order.status)
    changes.push({ field: 'status', before: order.status, after: status });
  if (productionStatus !== order.productionStatus) {
    changes.push({
      field: 'productionStatus',
      before: order.productionStatus,
      after: productionStatus,
    });
  }
  return {
    added,
    tracking,
    status,
    productionStatus,
    changes,
    turnedShipped: status === 'shipped' && order.status !== 'shipped',
  };
}

async function latestReshipIds(tx: DbOrTx, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await tx
    .selectDistinctOn([orderReships.orderId], {
      orderId: orderReships.orderId,
      id: orderReships.id,
    })
    .from(orderReships)
    .where(inArray(orderReships.orderId, orderIds))
    .orderBy(orderReships.orderId, sql`${orderReships.id} desc`);
  return new Map(rows.map((row) => [row.orderId, row.id]));
}

/** Tells the seller an order of theirs shipped: one notification per order, never per package. */
async function notifyShipped(tx: Tx, sellerId: number, orderIds: number[]) {
  if (orderIds.length === 0) return;
  const single = orderIds.length === 1;
  await notify(tx, {
    userIds: [sellerId],
    type: 'order-shipped',
    message: single
      ? notificationText('orderShipped', { id: orderIds[0]! })
      : notificationText('ordersShipped', {
          count: orderIds.length,
          ids: `#${orderIds.slice(0, 20).join(', #')}${orderIds.length > 20 ? ', …' : ''}`,
        }),
    meta: { link: single ? `/order/${orderIds[0]}` : '/order?status=shipped' },
  });
}

/** What else the caller changed with the packages, recorded in the same revision. */
export type PackagesCause = { action: string; changes: OrderChange[] };

/**
 * Adds packages to an order, in the caller's transaction with the order's row locked (see
 * `planPackages` for the rules). One revision names the packages added, with the `cause`'s
 * changes when given (a label bought), which are recorded even when no package is new; the seller
 * is told when the order becomes shipped. Returns how many were new.
 */
export async function addOrderPackages(
  tx: Tx,
  order: OrderRow,
  packages: readonly NewPackage[],
  actorId: number | null,
  cause?: PackagesCause,
): Promise<number> {
  if (!canTakePackages(order)) {
    throw new AppError('CONFLICT', shippingMessages.rowNotShippable);
  }
  const existing = await tx
    .select()
    .from(orderPackages)
    .where(eq(orderPackages.orderId, order.id))
    .orderBy(asc(orderPackages.orderPackageNo));
  const reshipId =
    order.status === 'reshipped'
      ? ((await latestReshipIds(tx, [order.id])).get(order.id) ?? null)
      : null;
  const plan = planPackages(order, existing, packages, actorId, reshipId);
  const actor = actorId === null ? null : { id: actorId };
  if (!plan) {
    if (cause) await recordOrderChange(tx, { order, actor, ...cause });
    return 0;
  }
  await tx.insert(orderPackages).values(plan.added);
  if (order.storeId !== null) {
    await announceStorePackages(
      tx,
      plan.added.map((row) => ({
        orderId: order.id,
        storeId: order.storeId as number,
        orderPackageNo: row.orderPackageNo,
      })),
    );
  }
  await updateOrderRow(tx, order.id, {
    trackingNumber: plan.tracking,
    searchText: orderSearchText({ ...order, trackingNumber: plan.tracking }),
    status: plan.status,
    productionStatus: plan.productionStatus,
  });
  await recordOrderChange(tx, {
    order,
    actor,
    action: cause?.action ?? 'tracking',
    changes: [...(cause?.changes ?? []), ...plan.changes],
  });
  if (plan.turnedShipped) {
    await notifyShipped(tx, order.userId, [order.id]);
    await earnReferralsOnShipped(tx, [order]);
  }
  return plan.added.length;
}

const packageColumns = {
  order_id: 'int',
  no: 'smallint',
  tracking: 'text',
  carrier: 'text',
  service: 'text',
  shipped_at: 'timestamptz',
  label_id: 'int',
  reship_id: 'int',
  by: 'int',
} as const;

const trackedOrderColumns = {
  id: 'int',
  tracking: 'text',
  search: 'text',
  status: 'text',
  production: 'smallint',
} as const;

/**
 * The same for many orders at once (a tracking import), each locked by the caller and able to take
 * packages: every order's existing packages in one read, the new packages in one insert, the
 * orders in one update, one revision per order, then one `update-order` notification per factory
 * to its staff and one `order-shipped` per seller naming the orders that became shipped (an import
 * of 10,000 orders does not ring each bell 10,000 times). Returns the packages added per order.
 */
export async function addPackagesToOrders(
  tx: Tx,
  entries: readonly { order: OrderRow; packages: readonly NewPackage[] }[],
  actorId: number | null,
): Promise<Map<number, number>> {
  const addedByOrder = new Map<number, number>();
  if (entries.length === 0) return addedByOrder;
  const ids = entries.map((entry) => entry.order.id);
  const existing = await queryRows<{
    order_id: number;
    order_package_no: number;
    tracking_number: string;
  }>(
    tx,
    sql`select order_id, order_package_no, tracking_number from ${orderPackages}
      where order_id = any(${idArray(ids)})`,
  );
  const existingByOrder = new Map<number, { orderPackageNo: number; trackingNumber: string }[]>();
  for (const row of existing) {
    const list = existingByOrder.get(row.order_id) ?? [];
    list.push({ orderPackageNo: row.order_package_no, trackingNumber: row.tracking_number });
    existingByOrder.set(row.order_id, list);
  }
  const reshipped = entries.filter((entry) => entry.order.status === 'reshipped');
  const reships = await latestReshipIds(
    tx,
    reshipped.map((entry) => entry.order.id),
  );
  const planned: { order: OrderRow; plan: PackagePlan }[] = [];
  for (const { order, packages } of entries) {
    const plan = planPackages(
      order,
      existingByOrder.get(order.id) ?? [],
      packages,
      actorId,
      reships.get(order.id) ?? null,
    );
    addedByOrder.set(order.id, plan?.added.length ?? 0);
    if (plan) planned.push({ order, plan });
  }
  if (planned.length === 0) return addedByOrder;

  const packageRecords = planned.flatMap(({ plan }) =>
    plan.added.map((row) => ({
      order_id: row.orderId,
      no: row.orderPackageNo,
      tracking: row.trackingNumber,
      carrier: row.carrierCode,
      service: row.serviceCode,
      shipped_at: row.shippedAt,
      label_id: row.labelId,
      reship_id: row.reshipId,
      by: row.createdById,
    })),
  );
  await tx.execute(sql`
    insert into ${orderPackages} (order_id, order_package_no, tracking_number, carrier_code,
      service_code, shipped_at, label_id, reship_id, created_by_id)
    select r.order_id, r.no, r.tracking, r.carrier, r.service, r.shipped_at, r.label_id,
      r.reship_id, r.by
    from ${recordsTable(packageRecords, packageColumns)}`);
  await announceStorePackages(
    tx,
    planned.flatMap(({ order, plan }) =>
      order.storeId === null
        ? []
        : plan.added.map((row) => ({
            orderId: order.id,
            storeId: order.storeId as number,
            orderPackageNo: row.orderPackageNo,
          })),
    ),
  );

  const orderRecords = planned.map(({ order, plan }) => ({
    id: order.id,
    tracking: plan.tracking,
    search: orderSearchText({ ...order, trackingNumber: plan.tracking }),
    status: plan.status,
    production: plan.productionStatus,
  }));
  await tx.execute(sql`
    update ${orders} set tracking_number = r.tracking, search_text = r.search, status = r.status,
      production_status = r.production, updated_at = now()
    from ${recordsTable(orderRecords, trackedOrderColumns)}
    where ${orders.id} = r.id`);

  await insertRevisionRows(
    tx,
    planned.map(({ order, plan }) => ({
      orderId: order.id,
      userId: actorId,
      action: 'tracking',
      changes: plan.changes,
    })),
  );
  const trackedOrders = planned.map(({ order }) => ({ id: order.id, userId: order.userId }));
  await queueOrdersEvent(tx, trackedOrders, 'order.shipped');
  await queueOrdersEvent(
    tx,
    planned
      .filter(({ plan }) => plan.changes.some((item) => item.field === 'productionStatus'))
      .map(({ order }) => ({ id: order.id, userId: order.userId })),
    'order.production_status_changed',
  );

  const byFactory = new Map<Factory, number[]>();
  const shippedBySeller = new Map<number, number[]>();
  for (const { order, plan } of planned) {
    byFactory.set(order.factory, [...(byFactory.get(order.factory) ?? []), order.id]);
    if (plan.turnedShipped) {
      shippedBySeller.set(order.userId, [...(shippedBySeller.get(order.userId) ?? []), order.id]);
    }
  }
  for (const [factory, orderIds] of byFactory) {
    const staff = await findOrderStaffIds(tx, [factory]);
    if (staff.length === 0) continue;
    const single = orderIds.length === 1;
    await notify(tx, {
      userIds: staff,
      type: 'update-order',
      message: single
        ? notificationText('orderChanged', { id: orderIds[0]!, fields: 'trackingNumber' })
        : notificationText('trackingAdded', { count: orderIds.length }),
      meta: { link: single ? `/order/${orderIds[0]}` : '/order' },
    });
  }
  for (const [sellerId, orderIds] of shippedBySeller) await notifyShipped(tx, sellerId, orderIds);
  await earnReferralsOnShipped(
    tx,
    planned.filter(({ plan }) => plan.turnedShipped).map(({ order }) => order),
  );
  return addedByOrder;
}

/**
 * Corrects the tracking number of one package of an order (a typo, a relabel): the package keeps
 * its number; the order's tracking numbers follow; one revision with before and after.
 */
export async function correctOrderPackage(
  tx: Tx,
  order: OrderRow,
  orderPackageNo: number,
  patch: NewPackage,
  actorId: number,
): Promise<void> {
  const rows = await tx
    .select()
    .from(orderPackages)
    .where(eq(orderPackages.orderId, order.id))
    .orderBy(asc(orderPackages.orderPackageNo));
  const target = rows.find((row) => row.orderPackageNo === orderPackageNo);
  if (!target) {
    throw new AppError(
      'NOT_FOUND',
      fillTemplate(shippingMessages.packageNotFound, { no: orderPackageNo }),
    );
  }
  const key = patch.trackingNumber.toLowerCase();
  if (rows.some((row) => row.id !== target.id && row.trackingNumber.toLowerCase() === key)) {
    throw new AppError('CONFLICT', shippingMessages.packageTrackingTaken);
  }
  const after = {
    trackingNumber: patch.trackingNumber,
    carrierCode: patch.carrierCode || target.carrierCode,
    serviceCode: patch.serviceCode ?? target.serviceCode,
    shippedAt: patch.shippedAt ?? target.shippedAt,
  };
  const view = (row: typeof after) => ({
    trackingNumber: row.trackingNumber,
    carrierCode: row.carrierCode,
    serviceCode: row.serviceCode,
    shippedAt: row.shippedAt?.toISOString() ?? null,
  });
  const before = view(target);
  const changed = JSON.stringify(before) !== JSON.stringify(view(after));
  if (!changed) return;
  await tx.update(orderPackages).set(after).where(eq(orderPackages.id, target.id));
  const tracking = rows
    .map((row) => (row.id === target.id ? after.trackingNumber : row.trackingNumber))
    .join(',');
  await updateOrderRow(tx, order.id, {
    trackingNumber: tracking,
    searchText: orderSearchText({ ...order, trackingNumber: tracking }),
  });
  const changes: OrderChange[] = [
    { field: `package ${orderPackageNo}`, before, after: view(after) },
  ];
  if (tracking !== order.trackingNumber) {
    changes.push({ field: 'trackingNumber', before: order.trackingNumber, after: tracking });
  }
  await recordOrderChange(tx, {
    order,
    actor: { id: actorId },
    action: 'tracking-corrected',
    changes,
  });
}

/** The order's row, locked for a shipping change. */
export async function lockOrderForShipping(tx: Tx, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

/** Orders, locked in id order (two imports touching the same orders queue, never deadlock). */
export function lockOrdersForShipping(tx: Tx, ids: readonly number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(orders)
    .where(sql`${orders.id} = any(${idArray(ids)})`)
    .orderBy(asc(orders.id))
    .for('update');
}

/** Orders by id, any number of them, as one array parameter. */
export async function findOrdersById(db: DbOrTx, ids: readonly number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(orders)
    .where(sql`${orders.id} = any(${idArray(ids)})`);
}

/** For each tracking number (lower case), the orders whose packages carry it. */
export async function findOrdersByTracking(
  db: DbOrTx,
  trackingNumbers: readonly string[],
): Promise<Map<string, number[]>> {
  const found = new Map<string, number[]>();
  const unique = [...new Set(trackingNumbers.map((value) => value.toLowerCase()))];
  for (let start = 0; start < unique.length; start += 20_000) {
    const batch = unique.slice(start, start + 20_000);
    const rows = await queryRows<{ tracking: string; order_id: number }>(
      db,
      sql`select distinct lower(tracking_number) as tracking, order_id from ${orderPackages}
        where lower(tracking_number) = any(${textArrayLiteral(batch)}::text[])`,
    );
    for (const row of rows)
      found.set(row.tracking, [...(found.get(row.tracking) ?? []), row.order_id]);
  }
  return found;
}

const carrierTrackingUrls: Record<string, string> = {
  usps: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=',
  ups: 'https://www.ups.com/track?tracknum=',
  fedex: 'https://www.fedex.com/fedextrack/?trknbr=',
  dhl: 'https://www.dhl.com/en/express/tracking.html?AWB=',
};

/** The carrier's public tracking page, for the carriers whose address we know. */
export function trackingUrlOf(carrierCode: string, trackingNumber: string): string | null {
  const base = carrierTrackingUrls[carrierCode.trim().toLowerCase()];
  return base ? `${base}${encodeURIComponent(trackingNumber)}` : null;
}

/** The order's packages in number order, each with the other orders that carry its number. */
export async function listOrderPackages(db: DbOrTx, orderId: number): Promise<OrderPackage[]> {
  const rows = await db
    .select()
    .from(orderPackages)
    .where(eq(orderPackages.orderId, orderId))
    .orderBy(asc(orderPackages.orderPackageNo));
  const others = await findOrdersByTracking(
    db,
    rows.map((row) => row.trackingNumber),
  );
  return rows.map((row) => ({
    orderPackageNo: row.orderPackageNo,
    trackingNumber: row.trackingNumber,
    carrierCode: row.carrierCode,
    serviceCode: row.serviceCode,
    shippedAt: row.shippedAt?.toISOString() ?? null,
    trackingUrl: trackingUrlOf(row.carrierCode, row.trackingNumber),
    reshipId: row.reshipId,
    duplicateOf: (others.get(row.trackingNumber.toLowerCase()) ?? [])
      .filter((id) => id !== orderId)
      .sort((a, b) => a - b),
  }));
}
