import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stores } from '../../db/schema/index.ts';
import type { StoreRow } from '../stores/stores.service.ts';

/** Marks the store approved by a staff member (an Amazon store's orders import from then on). */
export async function markStoreApproved(
  db: DbOrTx,
  id: number,
  userId: number,
  at: Date,
): Promise<StoreRow> {
  const [row] = await db
    .update(stores)
    .set({ approvedAt: at, approvedBy: userId, updatedAt: at })
    .where(eq(stores.id, id))
    .returning();
  if (!row) throw new Error(`store ${id} vanished while it was locked`);
  return row;
}
