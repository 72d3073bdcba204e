import type { Db } from '../../src/db/client.ts';
import { embs } from '../../src/db/schema/index.ts';
import { withTransaction } from '../../src/lib/transaction.ts';
import { payOrdersInTransaction } from '../../src/modules/transactions/order-payments.service.ts';
import { createOrder, testItem } from './orders.ts';
import type { TestUser } from './users.ts';

/** An accepted stitch file for a seller's design image, as if a designer's upload was accepted. */
export async function acceptedStitchFile(
  db: Db,
  seller: TestUser,
  imageUrl = testItem.designImages[0]!.imageUrl,
) {
  const [row] = await db
    .insert(embs)
    .values({
      userId: seller.id,
      imageUrl,
      location: 'front',
      status: 'accepted',
      stitches: 12_000,
      colors: 3,
      widthTenths: 900,
      heightTenths: 600,
      acceptedAt: new Date(),
    })
    .onConflictDoUpdate({
      target: [embs.userId, embs.imageUrl],
      set: { status: 'accepted', acceptedAt: new Date() },
    })
    .returning();
  return row!;
}

/** An order of the seller's paid from the credit through the real payment code. */
export async function paidOrder(
  db: Db,
  seller: TestUser,
  overrides: Parameters<typeof createOrder>[2] = {},
) {
  const order = await createOrder(db, seller, overrides);
  await withTransaction(db, (tx) =>
    payOrdersInTransaction(tx, {
      sellerId: seller.id,
      orderIds: [order.id],
      method: 'credit',
      actorId: seller.id,
    }),
  );
  return order;
}

/** A paid order already In-production: its design has an accepted stitch file. */
export async function orderInProduction(
  db: Db,
  seller: TestUser,
  overrides: Parameters<typeof createOrder>[2] = {},
) {
  await acceptedStitchFile(db, seller);
  return paidOrder(db, seller, overrides);
}
