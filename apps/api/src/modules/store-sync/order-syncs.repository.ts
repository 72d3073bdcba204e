import type { OrderSyncStatus } from '@stitchworks/shared';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderSyncs, stores, users } from '../../db/schema/index.ts';
import { sellerColumns, storeColumns } from './store-sync.repository.ts';

// Queries of the store orders received (order_syncs).

export type OrderSyncRow = typeof orderSyncs.$inferSelect;

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
