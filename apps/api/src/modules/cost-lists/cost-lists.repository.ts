import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sellerCostLists, users } from '../../db/schema/index.ts';

export type CostListRow = typeof sellerCostLists.$inferSelect;

export async function findCostListRow(db: DbOrTx, userId: number, lock = false) {
  const query = db.select().from(sellerCostLists).where(eq(sellerCostLists.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Replaces the seller's whole list (one row per seller). */
export async function upsertCostListRow(
  db: DbOrTx,
  values: { userId: number; prices: CostListRow['prices']; updatedById: number },
) {
  const [row] = await db
    .insert(sellerCostLists)
    .values({ ...values, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: sellerCostLists.userId,
      set: { prices: values.prices, updatedById: values.updatedById, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

export async function findCostListOwner(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
