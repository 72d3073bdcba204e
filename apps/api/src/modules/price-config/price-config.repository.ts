import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sellerPriceLists } from '../../db/schema/index.ts';

export async function findPriceList(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(sellerPriceLists).where(eq(sellerPriceLists.userId, userId));
  return row;
}

export async function upsertPriceList(
  db: DbOrTx,
  userId: number,
  prices: Record<string, Record<string, number>>,
) {
  await db
    .insert(sellerPriceLists)
    .values({ userId, prices })
    .onConflictDoUpdate({
      target: sellerPriceLists.userId,
      set: { prices, updatedAt: new Date() },
    });
}
