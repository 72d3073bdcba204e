import type { FbaOrderListFilter } from '@stitchworks/shared';
import { and, count, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { fbaOrders, users } from '../../db/schema/index.ts';

// Queries of the FBA orders table only: the order book's rows are read through its public entry.

export type FbaOrderRow = typeof fbaOrders.$inferSelect;
export type NewFbaOrderRow = typeof fbaOrders.$inferInsert;

const sellerColumns = { id: users.id, name: users.name, email: users.email };
export type FbaSeller = { id: number; name: string; email: string };

export async function insertFbaOrder(db: DbOrTx, values: NewFbaOrderRow): Promise<FbaOrderRow> {
  const [row] = await db.insert(fbaOrders).values(values).returning();
  return row!;
}

/** The row, locked for a change when `lock` (approve, cancel, ship and edits queue up on it). */
export async function findFbaOrderRow(db: DbOrTx, id: number, lock = false) {
  const query = db.select().from(fbaOrders).where(eq(fbaOrders.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findFbaOrderByOrderId(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select()
    .from(fbaOrders)
    .where(eq(fbaOrders.orderId, orderId))
    .orderBy(desc(fbaOrders.id))
    .limit(1);
  return row;
}

export async function findFbaSeller(db: DbOrTx, userId: number): Promise<FbaSeller | undefined> {
  const [row] = await db.select(sellerColumns).from(users).where(eq(users.id, userId));
  return row;
}

export async function updateFbaOrderRow(
  db: DbOrTx,
  id: number,
  values: Partial<NewFbaOrderRow>,
): Promise<FbaOrderRow> {
  const [row] = await db
    .update(fbaOrders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(fbaOrders.id, id))
    .returning();
  return row!;
}

export async function deleteFbaOrderRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(fbaOrders).where(eq(fbaOrders.id, id));
}

/** `%`, `_` and `\` typed in a keyword match themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The rows of one page, newest first, with their sellers, and how many rows match. */
export async function listFbaOrderRows(
  db: DbOrTx,
  filter: Omit<FbaOrderListFilter, 'page' | 'limit'> & { sellerId?: number | undefined },
  page: { limit: number; offset: number },
) {
  const conditions: (SQL | undefined)[] = [
    filter.sellerId === undefined ? undefined : eq(fbaOrders.userId, filter.sellerId),
    filter.userId === undefined ? undefined : eq(fbaOrders.userId, filter.userId),
    filter.status === undefined ? undefined : eq(fbaOrders.status, filter.status),
    filter.createdFrom === undefined
      ? undefined
      : gte(fbaOrders.createdAt, new Date(filter.createdFrom * 1000)),
    filter.createdTo === undefined
      ? undefined
      : lte(fbaOrders.createdAt, new Date(filter.createdTo * 1000)),
  ];
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const text = ilike(fbaOrders.searchText, `%${likeEscaped(keyword.toLowerCase())}%`);
    conditions.push(
      /^\d+$/.test(keyword) && Number(keyword) <= 2_147_483_647
        ? or(eq(fbaOrders.id, Number(keyword)), text)
        : text,
    );
  }
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ fba: fbaOrders, seller: sellerColumns })
      .from(fbaOrders)
      .innerJoin(users, eq(users.id, fbaOrders.userId))
      .where(where)
      .orderBy(desc(fbaOrders.createdAt), desc(fbaOrders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(fbaOrders).where(where),
  ]);
  return { rows, total: counted?.count ?? 0 };
}
