import { and, desc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { userDiscounts, users } from '../../db/schema/index.ts';

export type DiscountRow = typeof userDiscounts.$inferSelect;

export async function listDiscountsOfUser(db: DbOrTx, userId: number): Promise<DiscountRow[]> {
  return db
    .select()
    .from(userDiscounts)
    .where(eq(userDiscounts.userId, userId))
    .orderBy(desc(userDiscounts.createdAt), desc(userDiscounts.id));
}

export async function findDiscountForUpdate(db: DbOrTx, id: number) {
  const [row] = await db.select().from(userDiscounts).where(eq(userDiscounts.id, id)).for('update');
  return row;
}

export async function insertDiscount(db: DbOrTx, values: typeof userDiscounts.$inferInsert) {
  const [row] = await db.insert(userDiscounts).values(values).returning();
  return row!;
}

export async function updateDiscountRow(
  db: DbOrTx,
  id: number,
  patch: Partial<typeof userDiscounts.$inferInsert>,
) {
  const [row] = await db
    .update(userDiscounts)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(userDiscounts.id, id))
    .returning();
  return row!;
}

/** The newest discount of the type that has not expired at the given moment. */
export async function findActiveDiscount(
  db: DbOrTx,
  userId: number,
  type: DiscountRow['type'],
  at: Date,
) {
  const [row] = await db
    .select()
    .from(userDiscounts)
    .where(
      and(
        eq(userDiscounts.userId, userId),
        eq(userDiscounts.type, type),
        gt(userDiscounts.expiredAt, at),
      ),
    )
    .orderBy(desc(userDiscounts.createdAt), desc(userDiscounts.id))
    .limit(1);
  return row;
}

export async function findDiscountOwner(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
