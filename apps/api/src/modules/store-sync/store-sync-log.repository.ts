import type { StoreSyncLogOutcome } from '@stitchworks/shared';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { storeSyncEvents } from '../../db/schema/index.ts';

// Queries of the stores' sync log (store_sync_events), which also dedupes deliveries.

export type StoreSyncEventRow = typeof storeSyncEvents.$inferSelect;

export type NewStoreSyncEvent = typeof storeSyncEvents.$inferInsert;

/** Records a delivery; null when this store already recorded the same delivery id. */
export async function claimDelivery(db: DbOrTx, values: NewStoreSyncEvent) {
  const [row] = await db
    .insert(storeSyncEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: storeSyncEvents.id });
  return row ?? null;
}

/**
 * The oldest queued webhook deliveries, up to `limit`, that no other transaction is reading,
 * locked until this one ends.
 */
export async function claimQueuedEvents(tx: DbOrTx, limit: number) {
  return tx
    .select()
    .from(storeSyncEvents)
    .where(eq(storeSyncEvents.outcome, 'queued'))
    .orderBy(asc(storeSyncEvents.id))
    .limit(limit)
    .for('update', { skipLocked: true });
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
