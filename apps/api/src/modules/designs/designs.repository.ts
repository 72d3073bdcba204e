import { and, count, desc, eq, ilike, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { designs } from '../../db/schema/index.ts';

export type DesignRow = typeof designs.$inferSelect;
export type NewDesignRow = typeof designs.$inferInsert;

export async function insertDesignRow(db: DbOrTx, values: NewDesignRow) {
  const [row] = await db.insert(designs).values(values).returning();
  return row!;
}

/** A seller's design that has not been deleted. */
export async function findOwnDesignRow(db: DbOrTx, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(designs)
    .where(and(eq(designs.id, id), eq(designs.userId, userId), isNull(designs.deletedAt)));
  return row;
}

/** Designs by id whatever their state: products keep showing designs deleted after the fact. */
export function findDesignRows(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([] as DesignRow[]);
  return db.select().from(designs).where(inArray(designs.id, ids));
}

export type DesignFilter = {
  userId: number;
  type?: DesignRow['type'] | undefined;
  keyword?: string | undefined;
};

function whereOf(filter: DesignFilter) {
  return and(
    eq(designs.userId, filter.userId),
    isNull(designs.deletedAt),
    filter.type ? eq(designs.type, filter.type) : undefined,
    filter.keyword ? ilike(designs.name, containsPattern(filter.keyword)) : undefined,
  );
}

export async function listDesignRows(
  db: DbOrTx,
  filter: DesignFilter,
  page: { limit: number; offset: number },
) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(designs)
      .where(where)
      .orderBy(desc(designs.createdAt), desc(designs.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(designs).where(where),
  ]);
  return { rows, count: Number(total?.value ?? 0) };
}

export async function updateDesignRow(db: DbOrTx, id: number, values: Partial<NewDesignRow>) {
  const [row] = await db
    .update(designs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(designs.id, id))
    .returning();
  return row;
}
