import { and, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderPackages, orderSyncs, storeFulfillments, stores } from '../../db/schema/index.ts';

// Queries of the tracking numbers on their way back to the stores (store_fulfillments).

export type StoreFulfillmentRow = typeof storeFulfillments.$inferSelect;

export async function insertFulfillments(
  db: DbOrTx,
  values: (typeof storeFulfillments.$inferInsert)[],
) {
  if (values.length === 0) return [];
  return db.insert(storeFulfillments).values(values).onConflictDoNothing().returning();
}

/**
 * Fulfilments due now, locked and skipped by another instance that took them first. "Now" is the
 * database's clock, the one that set their next try (a new row's default, "Send again"): the API's
 * clock, a little behind it or counting only milliseconds, found a row made due a moment before
 * not yet due.
 */
export async function lockDueFulfillments(db: DbOrTx, limit: number, ids?: number[]) {
  return db
    .select()
    .from(storeFulfillments)
    .where(
      and(
        ne(storeFulfillments.status, 'sent'),
        lte(storeFulfillments.nextAttemptAt, sql`now()`),
        ids ? inArray(storeFulfillments.id, ids) : undefined,
      ),
    )
    .orderBy(storeFulfillments.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Moves the rows' next try `ms` past the database's now: the lease of the push under way. */
export async function leaseFulfillments(db: DbOrTx, ids: number[], ms: number) {
  if (ids.length === 0) return;
  await db
    .update(storeFulfillments)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${ms / 1000})`, updatedAt: new Date() })
    .where(inArray(storeFulfillments.id, ids));
}

export async function updateFulfillment(
  db: DbOrTx,
  id: number,
  values: Partial<typeof storeFulfillments.$inferInsert>,
) {
  await db
    .update(storeFulfillments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(storeFulfillments.id, id));
}

export async function listOrderFulfillments(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(storeFulfillments)
    .where(eq(storeFulfillments.orderId, orderId))
    .orderBy(storeFulfillments.id);
}

/**
 * The packages of these orders that came from a store of one of `types` (the platforms that take
 * tracking back), with the store order's id.
 */
export async function findPackagesOfPlatformOrders(
  db: DbOrTx,
  orderIds: number[],
  types: readonly string[],
) {
  if (orderIds.length === 0 || types.length === 0) return [];
  return db
    .select({
      packageId: orderPackages.id,
      orderId: orderPackages.orderId,
      orderPackageNo: orderPackages.orderPackageNo,
      trackingNumber: orderPackages.trackingNumber,
      storeId: orderSyncs.storeId,
      platformOrderId: orderSyncs.platformOrderId,
    })
    .from(orderPackages)
    .innerJoin(orderSyncs, eq(orderSyncs.orderId, orderPackages.orderId))
    .innerJoin(stores, eq(stores.id, orderSyncs.storeId))
    .where(
      and(
        inArray(orderPackages.orderId, orderIds),
        inArray(stores.type, types as never[]),
        isNull(stores.deletedAt),
      ),
    );
}

export async function findPackageCarrier(db: DbOrTx, packageId: number) {
  const [row] = await db
    .select({ carrierCode: orderPackages.carrierCode })
    .from(orderPackages)
    .where(eq(orderPackages.id, packageId));
  return row?.carrierCode;
}

export async function makeFulfillmentsDue(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .update(storeFulfillments)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(inArray(storeFulfillments.id, ids), ne(storeFulfillments.status, 'sent')));
}
