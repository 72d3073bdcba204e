import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  catalogs,
  orderItems,
  orderPackages,
  orderReships,
  orders,
  shippingLabels,
} from '../../db/schema/index.ts';

export type LabelRow = typeof shippingLabels.$inferSelect;
export type NewLabelRow = typeof shippingLabels.$inferInsert;

/** The order a label belongs to, read without a lock (the access check and the first rules). */
export async function findOrderForShipping(db: DbOrTx, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/**
 * Where the order ships now: the latest reship's address once it was reshipped (a reship keeps
 * its own address; the order's stays what the buyer first gave), the order's own otherwise.
 */
export async function findShipToAddress(db: DbOrTx, order: typeof orders.$inferSelect) {
  if (order.status !== 'reshipped') return order.address;
  const [reship] = await db
    .select({ address: orderReships.address })
    .from(orderReships)
    .where(eq(orderReships.orderId, order.id))
    .orderBy(desc(orderReships.id))
    .limit(1);
  return reship?.address ?? order.address;
}

export async function findLabelRow(db: DbOrTx, id: number): Promise<LabelRow | undefined> {
  const [row] = await db.select().from(shippingLabels).where(eq(shippingLabels.id, id));
  return row;
}

/** The order's label in use: the newest not voided. */
export async function findActiveLabel(db: DbOrTx, orderId: number): Promise<LabelRow | undefined> {
  const [row] = await db
    .select()
    .from(shippingLabels)
    .where(and(eq(shippingLabels.orderId, orderId), isNull(shippingLabels.voidedAt)))
    .orderBy(desc(shippingLabels.id))
    .limit(1);
  return row;
}

export async function insertLabel(db: DbOrTx, values: NewLabelRow): Promise<LabelRow> {
  const [row] = await db.insert(shippingLabels).values(values).returning();
  return row!;
}

export async function markLabelVoided(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db
    .update(shippingLabels)
    .set({ voidedAt: at })
    .where(and(eq(shippingLabels.id, id), isNull(shippingLabels.voidedAt)));
}

export function labelsOfOrder(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(shippingLabels)
    .where(eq(shippingLabels.orderId, orderId))
    .orderBy(desc(shippingLabels.id));
}

export function packagesOfOrder(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(orderPackages)
    .where(eq(orderPackages.orderId, orderId))
    .orderBy(asc(orderPackages.orderPackageNo));
}

export function reshipsOfOrder(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(orderReships)
    .where(eq(orderReships.orderId, orderId))
    .orderBy(asc(orderReships.id));
}

/** Other orders' packages carrying any of these tracking numbers, compared case-insensitively. */
export async function trackingTwins(db: DbOrTx, orderId: number, trackingNumbers: string[]) {
  if (trackingNumbers.length === 0) return [];
  const lowered = [...new Set(trackingNumbers.map((value) => value.toLowerCase()))];
  return db
    .selectDistinct({
      orderId: orderPackages.orderId,
      tracking: sql<string>`lower(${orderPackages.trackingNumber})`,
    })
    .from(orderPackages)
    .where(
      and(
        inArray(sql`lower(${orderPackages.trackingNumber})`, lowered),
        ne(orderPackages.orderId, orderId),
      ),
    )
    .orderBy(asc(orderPackages.orderId));
}

/** Each listed order with its label in use (null when none), for the bulk print. */
export async function ordersWithActiveLabels(db: DbOrTx, orderIds: number[]) {
  const rows = await db
    .select({
      orderId: orders.id,
      userId: orders.userId,
      factory: orders.factory,
      label: {
        id: shippingLabels.id,
        fileKey: shippingLabels.fileKey,
      },
    })
    .from(orders)
    .leftJoin(
      shippingLabels,
      and(
        eq(shippingLabels.orderId, orders.id),
        isNull(shippingLabels.voidedAt),
        sql`${shippingLabels.id} = (select max(l.id) from shipping_labels l where l.order_id = ${orders.id} and l.voided_at is null)`,
      ),
    )
    .where(inArray(orders.id, orderIds));
  return rows;
}

/** The order's rows with their catalog's name and kind (tee, mug, …), for the customs line. */
export function itemsWithCatalogs(db: DbOrTx, orderId: number) {
  return db
    .select({
      quantity: orderItems.quantity,
      amountCents: orderItems.amountCents,
      catalogId: orderItems.catalogId,
      catalogText: catalogs.text,
      kind: catalogs.kind,
    })
    .from(orderItems)
    .innerJoin(catalogs, eq(catalogs.id, orderItems.catalogId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
}
