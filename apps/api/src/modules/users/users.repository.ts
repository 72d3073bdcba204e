import type { ListUsersQuery } from '@stitchworks/shared';
import { and, arrayContains, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Reads the user and locks the row until the transaction ends, so two edits do not interleave. */
export async function findUserByIdForUpdate(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

function listFilters(query: ListUsersQuery): SQL | undefined {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(users.status, query.status));
  if (query.role) filters.push(eq(users.role, query.role));
  if (query.factory) filters.push(arrayContains(users.factories, [query.factory]));
  // The search box (spec 02 §7's `email`) finds a person by e-mail or by name: admins remember
  // either one.
  if (query.email) {
    const pattern = containsPattern(query.email.toLowerCase());
    filters.push(or(ilike(users.email, pattern), ilike(users.name, pattern))!);
  }
  return filters.length ? and(...filters) : undefined;
}

export async function listUsers(
  db: DbOrTx,
  query: ListUsersQuery,
): Promise<{ rows: UserRow[]; count: number }> {
  const where = listFilters(query);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ value: count() }).from(users).where(where);
  return { rows, count: total?.value ?? 0 };
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUserRow(
  db: DbOrTx,
  id: number,
  patch: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}
