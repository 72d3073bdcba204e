import type { OrderSyncStatus, StoreSyncLogOutcome } from '@stitchworks/shared';
import { and, count, desc, eq, ilike, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import {
  catalogs,
  orderPackages,
  orderSyncs,
  productSyncs,
  storeConnectStates,
  storeFulfillments,
  storeSyncEvents,
  stores,
  users,
} from '../../db/schema/index.ts';

export type OrderSyncRow = typeof orderSyncs.$inferSelect;
export type ProductSyncRow = typeof productSyncs.$inferSelect;
export type StoreSyncEventRow = typeof storeSyncEvents.$inferSelect;
export type StoreFulfillmentRow = typeof storeFulfillments.$inferSelect;
export type NewStoreSyncEvent = typeof storeSyncEvents.$inferInsert;

const sellerColumns = { id: users.id, name: users.name, email: users.email };
const storeColumns = { id: stores.id, name: stores.name, type: stores.type };

// --- connect states ---

export async function insertConnectState(
  db: DbOrTx,
  values: typeof storeConnectStates.$inferInsert,
) {
  await db.insert(storeConnectStates).values(values);
}

/** Marks the nonce used and answers its row, if it was unused and unexpired. */
export async function useConnectState(db: DbOrTx, nonceHash: string, now: Date) {
  const [row] = await db
    .update(storeConnectStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(storeConnectStates.nonceHash, nonceHash),
        isNull(storeConnectStates.usedAt),
        sql`${storeConnectStates.expiresAt} > ${now}`,
      ),
    )
    .returning();
  return row;
}

// --- stores as the engine reads them ---

export async function findLiveStoreByShop(db: DbOrTx, type: string, shop: string) {
  const [row] = await db
    .select()
    .from(stores)
    .where(
      and(eq(stores.type, type as never), eq(stores.platformShop, shop), isNull(stores.deletedAt)),
    )
    .limit(1);
  return row;
}

export async function findConnectedStores(db: DbOrTx, type: string) {
  return db
    .select()
    .from(stores)
    .where(
      and(eq(stores.type, type as never), eq(stores.status, 'active'), isNull(stores.deletedAt)),
    );
}

export async function findStoresWithTokensDue(db: DbOrTx, type: string, before: Date) {
  return db
    .select()
    .from(stores)
    .where(
      and(
        eq(stores.type, type as never),
        eq(stores.status, 'active'),
        isNull(stores.deletedAt),
        lte(stores.tokenExpiresAt, before),
      ),
    );
}

// --- order syncs ---

/** Inserts the store order's sync unless one exists; answers it either way, locked. */
export async function claimOrderSync(
  db: DbOrTx,
  values: typeof orderSyncs.$inferInsert,
): Promise<{ row: OrderSyncRow; isNew: boolean }> {
  const [inserted] = await db.insert(orderSyncs).values(values).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, isNew: true };
  const [existing] = await db
    .select()
    .from(orderSyncs)
    .where(
      and(
        eq(orderSyncs.storeId, values.storeId),
        eq(orderSyncs.platformOrderId, values.platformOrderId),
      ),
    )
    .for('update');
  if (!existing) throw new Error('order sync vanished while claimed');
  return { row: existing, isNew: false };
}

export async function findOrderSyncRow(db: DbOrTx, id: number, lock = false) {
  const query = db.select().from(orderSyncs).where(eq(orderSyncs.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateOrderSyncRow(
  db: DbOrTx,
  id: number,
  values: Partial<typeof orderSyncs.$inferInsert>,
) {
  const [row] = await db
    .update(orderSyncs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orderSyncs.id, id))
    .returning();
  return row;
}

export async function findOrderSyncByOrder(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({ sync: orderSyncs, store: storeColumns })
    .from(orderSyncs)
    .innerJoin(stores, eq(stores.id, orderSyncs.storeId))
    .where(eq(orderSyncs.orderId, orderId))
    .limit(1);
  return row;
}

export async function listOrderSyncRows(
  db: DbOrTx,
  filter: { userId?: number | undefined; status: OrderSyncStatus; storeId?: number | undefined },
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(orderSyncs.status, filter.status),
    filter.userId === undefined ? undefined : eq(orderSyncs.userId, filter.userId),
    filter.storeId === undefined ? undefined : eq(orderSyncs.storeId, filter.storeId),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ sync: orderSyncs, store: storeColumns, seller: sellerColumns })
      .from(orderSyncs)
      .innerJoin(stores, eq(stores.id, orderSyncs.storeId))
      .innerJoin(users, eq(users.id, orderSyncs.userId))
      .where(where)
      .orderBy(desc(orderSyncs.createdAt), desc(orderSyncs.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(orderSyncs).where(where),
  ]);
  return { rows, count: counted?.value ?? 0 };
}

export async function countOrderSyncRows(db: DbOrTx, userId: number | undefined) {
  const [row] = await db
    .select({ value: count() })
    .from(orderSyncs)
    .where(userId === undefined ? undefined : eq(orderSyncs.userId, userId));
  return row?.value ?? 0;
}

// --- product syncs ---

export async function findMappingsBySku(db: DbOrTx, storeId: number, skus: string[]) {
  if (skus.length === 0) return [];
  return db
    .select({ id: productSyncs.id, sku: productSyncs.sku, options: productSyncs.options })
    .from(productSyncs)
    .where(and(eq(productSyncs.storeId, storeId), inArray(productSyncs.sku, skus)));
}

export async function upsertProductSync(db: DbOrTx, values: typeof productSyncs.$inferInsert) {
  const [row] = await db
    .insert(productSyncs)
    .values(values)
    .onConflictDoUpdate({
      target: [productSyncs.storeId, productSyncs.sku],
      set: { options: values.options, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

export async function countImports(db: DbOrTx, ids: number[], at: Date) {
  if (ids.length === 0) return;
  await db
    .update(productSyncs)
    .set({ importedCount: sql`${productSyncs.importedCount} + 1`, lastImportedAt: at })
    .where(inArray(productSyncs.id, ids));
}

export async function findProductSyncRow(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ sync: productSyncs, store: storeColumns, seller: sellerColumns })
    .from(productSyncs)
    .innerJoin(stores, eq(stores.id, productSyncs.storeId))
    .innerJoin(users, eq(users.id, productSyncs.userId))
    .where(eq(productSyncs.id, id));
  return row;
}

export async function findProductSyncBySku(db: DbOrTx, storeId: number, sku: string) {
  const [row] = await db
    .select({ sync: productSyncs, store: storeColumns, seller: sellerColumns })
    .from(productSyncs)
    .innerJoin(stores, eq(stores.id, productSyncs.storeId))
    .innerJoin(users, eq(users.id, productSyncs.userId))
    .where(and(eq(productSyncs.storeId, storeId), eq(productSyncs.sku, sku)));
  return row;
}

export async function deleteProductSyncRow(db: DbOrTx, id: number) {
  await db.delete(productSyncs).where(eq(productSyncs.id, id));
}

export async function listProductSyncRows(
  db: DbOrTx,
  filter: {
    userId?: number | undefined;
    storeId?: number | undefined;
    keyword?: string | undefined;
  },
  page: { limit: number; offset: number },
) {
  const where = and(
    filter.userId === undefined ? undefined : eq(productSyncs.userId, filter.userId),
    filter.storeId === undefined ? undefined : eq(productSyncs.storeId, filter.storeId),
    filter.keyword ? ilike(productSyncs.sku, containsPattern(filter.keyword)) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ sync: productSyncs, store: storeColumns, seller: sellerColumns })
      .from(productSyncs)
      .innerJoin(stores, eq(stores.id, productSyncs.storeId))
      .innerJoin(users, eq(users.id, productSyncs.userId))
      .where(where)
      .orderBy(desc(productSyncs.updatedAt), desc(productSyncs.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(productSyncs).where(where),
  ]);
  return { rows, count: counted?.value ?? 0 };
}

export async function countProductSyncRows(db: DbOrTx, userId: number | undefined) {
  const [row] = await db
    .select({ value: count() })
    .from(productSyncs)
    .where(userId === undefined ? undefined : eq(productSyncs.userId, userId));
  return row?.value ?? 0;
}

export async function findCatalogKinds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: catalogs.id, kind: catalogs.kind })
    .from(catalogs)
    .where(inArray(catalogs.id, ids));
}

// --- the sync log ---

/** Records a delivery; null when this store already recorded the same delivery id. */
export async function claimDelivery(db: DbOrTx, values: NewStoreSyncEvent) {
  const [row] = await db.insert(storeSyncEvents).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function insertSyncEvent(db: DbOrTx, values: NewStoreSyncEvent) {
  await db.insert(storeSyncEvents).values(values);
}

export async function updateSyncEvent(db: DbOrTx, id: number, values: Partial<NewStoreSyncEvent>) {
  await db.update(storeSyncEvents).set(values).where(eq(storeSyncEvents.id, id));
}

export async function listSyncEventRows(
  db: DbOrTx,
  storeId: number,
  filter: { outcome?: StoreSyncLogOutcome | undefined },
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(storeSyncEvents.storeId, storeId),
    filter.outcome ? eq(storeSyncEvents.outcome, filter.outcome) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(storeSyncEvents)
      .where(where)
      .orderBy(desc(storeSyncEvents.createdAt), desc(storeSyncEvents.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(storeSyncEvents).where(where),
  ]);
  return { rows, count: counted?.value ?? 0 };
}

export async function countSyncEventRows(db: DbOrTx, storeId: number) {
  const [row] = await db
    .select({ value: count() })
    .from(storeSyncEvents)
    .where(eq(storeSyncEvents.storeId, storeId));
  return row?.value ?? 0;
}

// --- fulfilments ---

export async function insertFulfillments(
  db: DbOrTx,
  values: (typeof storeFulfillments.$inferInsert)[],
) {
  if (values.length === 0) return [];
  return db.insert(storeFulfillments).values(values).onConflictDoNothing().returning();
}

/** Fulfilments due now, locked and skipped by another instance that took them first. */
export async function lockDueFulfillments(db: DbOrTx, now: Date, limit: number, ids?: number[]) {
  return db
    .select()
    .from(storeFulfillments)
    .where(
      and(
        ne(storeFulfillments.status, 'sent'),
        lte(storeFulfillments.nextAttemptAt, now),
        ids ? inArray(storeFulfillments.id, ids) : undefined,
      ),
    )
    .orderBy(storeFulfillments.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
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

// --- privacy ---

/** The stores a shop was ever connected as (disconnected and deleted ones included). */
export async function findStoresOfShop(db: DbOrTx, type: string, shop: string) {
  return db
    .select()
    .from(stores)
    .where(and(eq(stores.type, type as never), sql`${stores.configuration}->>'shop' = ${shop}`));
}

export async function findOrderSyncIdsOfStoreOrders(
  db: DbOrTx,
  storeIds: number[],
  platformOrderIds: string[],
) {
  if (storeIds.length === 0 || platformOrderIds.length === 0) return [];
  return db
    .select({ id: orderSyncs.id, storeId: orderSyncs.storeId, name: orderSyncs.platformOrderName })
    .from(orderSyncs)
    .where(
      and(
        inArray(orderSyncs.storeId, storeIds),
        inArray(orderSyncs.platformOrderId, platformOrderIds),
      ),
    );
}

/** Drops the address and contact from the copies of these store orders (all of them: null). */
export async function redactOrderSyncs(
  db: DbOrTx,
  storeIds: number[],
  platformOrderIds: string[] | null,
) {
  if (storeIds.length === 0 || platformOrderIds?.length === 0) return;
  await db
    .update(orderSyncs)
    .set({
      storeOrder: sql`(${orderSyncs.storeOrder} - 'shippingAddress' - 'email') || '{"shippingAddress":null,"email":null}'::jsonb`,
      shipTo: '',
      updatedAt: new Date(),
    })
    .where(
      and(
        inArray(orderSyncs.storeId, storeIds),
        platformOrderIds ? inArray(orderSyncs.platformOrderId, platformOrderIds) : undefined,
      ),
    );
}

export async function deleteProductSyncsOfStores(db: DbOrTx, storeIds: number[]) {
  if (storeIds.length === 0) return;
  await db.delete(productSyncs).where(inArray(productSyncs.storeId, storeIds));
}

/** The packages of these orders that came from a Shopify store, with the store order's id. */
export async function findPackagesOfShopifyOrders(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return [];
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
        eq(stores.type, 'shopify'),
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
