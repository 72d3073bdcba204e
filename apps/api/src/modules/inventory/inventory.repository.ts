import type { Factory, InventoryFilter, InventoryMovementReason } from '@stitchworks/shared';
import { and, asc, desc, eq, ilike, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { catalogs, inventories, inventoryMovements, users } from '../../db/schema/index.ts';

export type InventoryRow = typeof inventories.$inferSelect;
export type InventoryWithCatalog = InventoryRow & { catalogName: string };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The conditions of a list filter, limited to the factories the user manages (null: all). */
export function inventoryWhere(
  filter: InventoryFilter,
  scope: readonly Factory[] | null,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (scope) conditions.push(sql`${inventories.factory} = any(${`{${scope.join(',')}}`}::text[])`);
  if (filter.catalogId) conditions.push(eq(inventories.catalogId, filter.catalogId));
  if (filter.factory) conditions.push(eq(inventories.factory, filter.factory));
  if (filter.color) conditions.push(sql`lower(${inventories.color}) = lower(${filter.color})`);
  if (filter.size) conditions.push(sql`lower(${inventories.size}) = lower(${filter.size})`);
  if (filter.belowThreshold) {
    conditions.push(lt(inventories.quantity, inventories.warningThreshold));
  }
  if (filter.keyword) {
    const like = `%${escapeLike(filter.keyword)}%`;
    conditions.push(
      or(
        ilike(catalogs.text, like),
        ilike(inventories.color, like),
        ilike(inventories.size, like),
        sql`${inventories.catalogId}::text = ${filter.keyword}`,
      ),
    );
  }
  return and(...conditions);
}

const withCatalog = { ...inventoryColumns(), catalogName: catalogs.text };
function inventoryColumns() {
  return {
    id: inventories.id,
    factory: inventories.factory,
    catalogId: inventories.catalogId,
    color: inventories.color,
    size: inventories.size,
    quantity: inventories.quantity,
    warningThreshold: inventories.warningThreshold,
    lowSince: inventories.lowSince,
    createdAt: inventories.createdAt,
    updatedAt: inventories.updatedAt,
  };
}

/** A page of rows, ordered by catalog, factory, colour and size (the table stays put as it changes). */
export async function listInventoryRows(
  db: DbOrTx,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<InventoryWithCatalog[]> {
  return db
    .select(withCatalog)
    .from(inventories)
    .innerJoin(catalogs, eq(catalogs.id, inventories.catalogId))
    .where(where)
    .orderBy(
      asc(inventories.catalogId),
      asc(inventories.factory),
      sql`lower(${inventories.color})`,
      sql`lower(${inventories.size})`,
      asc(inventories.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * How many rows match. The table holds one row per factory, catalog, colour and size (thousands,
 * not millions), so an exact count stays cheap.
 */
export async function countInventoryRows(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(inventories)
    .innerJoin(catalogs, eq(catalogs.id, inventories.catalogId))
    .where(where);
  return row?.count ?? 0;
}

/** Rows after the given id (keyset), for the streamed export. */
export async function readInventoryBatch(
  db: DbOrTx,
  where: SQL | undefined,
  afterId: number,
  limit: number,
): Promise<InventoryWithCatalog[]> {
  return db
    .select(withCatalog)
    .from(inventories)
    .innerJoin(catalogs, eq(catalogs.id, inventories.catalogId))
    .where(and(where, sql`${inventories.id} > ${afterId}`))
    .orderBy(asc(inventories.id))
    .limit(limit);
}

export async function findInventoryWithCatalog(
  db: DbOrTx,
  id: number,
): Promise<InventoryWithCatalog | undefined> {
  const [row] = await db
    .select(withCatalog)
    .from(inventories)
    .innerJoin(catalogs, eq(catalogs.id, inventories.catalogId))
    .where(eq(inventories.id, id));
  return row;
}

export async function findCatalogName(db: DbOrTx, id: number): Promise<string | undefined> {
  const [row] = await db.select({ text: catalogs.text }).from(catalogs).where(eq(catalogs.id, id));
  return row?.text;
}

/** Inserts a row; undefined when the factory already has one for the catalog, colour and size. */
export async function insertInventoryRow(
  db: DbOrTx,
  values: typeof inventories.$inferInsert,
): Promise<InventoryRow | undefined> {
  const [row] = await db.insert(inventories).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * Adds `delta` to the stock in one statement, so concurrent adjustments each apply (none is lost
 * to a read-then-write race); undefined when it would go below 0 or the row does not exist.
 */
export async function addToQuantity(
  db: DbOrTx,
  id: number,
  delta: number,
): Promise<InventoryRow | undefined> {
  const [row] = await db
    .update(inventories)
    .set({ quantity: sql`${inventories.quantity} + ${delta}`, updatedAt: new Date() })
    .where(and(eq(inventories.id, id), sql`${inventories.quantity} + ${delta} >= 0`))
    .returning();
  return row;
}

export async function setThreshold(
  db: DbOrTx,
  id: number,
  warningThreshold: number,
): Promise<InventoryRow | undefined> {
  const [row] = await db
    .update(inventories)
    .set({ warningThreshold, updatedAt: new Date() })
    .where(eq(inventories.id, id))
    .returning();
  return row;
}

/** Marks the row low (since now) or no longer low; only when that changes. True when it changed. */
export async function markLow(db: DbOrTx, id: number, low: boolean): Promise<boolean> {
  const changed = await db
    .update(inventories)
    .set({ lowSince: low ? new Date() : null })
    .where(
      and(
        eq(inventories.id, id),
        low ? sql`${inventories.lowSince} is null` : isNotNull(inventories.lowSince),
      ),
    )
    .returning({ id: inventories.id });
  return changed.length > 0;
}

export type MovementValues = {
  inventoryId: number;
  delta: number;
  quantityAfter: number;
  reason: InventoryMovementReason;
  note?: string;
  orderId?: number | null;
  orderItemId?: number | null;
  userId?: number | null;
};

export async function insertMovement(db: DbOrTx, values: MovementValues): Promise<void> {
  await db.insert(inventoryMovements).values(values);
}

export async function listMovements(
  db: DbOrTx,
  inventoryId: number,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      id: inventoryMovements.id,
      delta: inventoryMovements.delta,
      quantityAfter: inventoryMovements.quantityAfter,
      reason: inventoryMovements.reason,
      note: inventoryMovements.note,
      orderId: inventoryMovements.orderId,
      orderItemId: inventoryMovements.orderItemId,
      userId: inventoryMovements.userId,
      userName: users.name,
      createdAt: inventoryMovements.createdAt,
    })
    .from(inventoryMovements)
    .leftJoin(users, eq(users.id, inventoryMovements.userId))
    .where(eq(inventoryMovements.inventoryId, inventoryId))
    .orderBy(desc(inventoryMovements.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countMovements(db: DbOrTx, inventoryId: number): Promise<number> {
  return db.$count(inventoryMovements, eq(inventoryMovements.inventoryId, inventoryId));
}

/** The rows the bulk threshold change selects, locked, with their catalog names. */
export async function lockRowsForThreshold(
  db: DbOrTx,
  where: SQL | undefined,
): Promise<InventoryRow[]> {
  return db.select().from(inventories).where(where).orderBy(asc(inventories.id)).for('update');
}

/** Sets one threshold on many rows and keeps a movement for each, in two statements. */
export async function setThresholdOfRows(
  db: DbOrTx,
  ids: readonly number[],
  warningThreshold: number,
  userId: number,
  note: string,
): Promise<void> {
  if (ids.length === 0) return;
  const idList = `{${ids.map(Number).join(',')}}`;
  await db.execute(sql`with changed as (
      update inventories set warning_threshold = ${warningThreshold}, updated_at = now()
      where id = any(${idList}::int[]) returning id, quantity)
    insert into inventory_movements (inventory_id, delta, quantity_after, reason, note, user_id)
    select id, 0, quantity, 'threshold', ${note}, ${userId} from changed`);
}

export async function setLowOfRows(db: DbOrTx, ids: readonly number[], low: boolean) {
  if (ids.length === 0) return;
  const idList = `{${ids.map(Number).join(',')}}`;
  await db.execute(
    sql`update inventories set low_since = ${low ? sql`now()` : sql`null`}
      where id = any(${idList}::int[])`,
  );
}

/**
 * Net units an order item has taken from each row: production takes less what came back. By row,
 * then item, so what is given back is written in the same order every time.
 */
export async function takenByItems(
  db: DbOrTx,
  orderItemIds: readonly number[],
): Promise<{ orderItemId: number; inventoryId: number; taken: number; moves: number }[]> {
  if (orderItemIds.length === 0) return [];
  const idList = `{${orderItemIds.map(Number).join(',')}}`;
  const rows = await queryRows<{
    order_item_id: number;
    inventory_id: number;
    taken: number;
    moves: number;
  }>(
    db,
    sql`select order_item_id, inventory_id, (-sum(delta))::int as taken, count(*)::int as moves
      from inventory_movements
      where order_item_id = any(${idList}::int[]) and reason in ('production', 'returned')
      group by order_item_id, inventory_id
      order by inventory_id, order_item_id`,
  );
  return rows.map((row) => ({
    orderItemId: Number(row.order_item_id),
    inventoryId: Number(row.inventory_id),
    taken: Number(row.taken),
    moves: Number(row.moves),
  }));
}

/** An order's factory and its items' blanks (read only: the orders module owns these tables). */
export async function readOrderBlanks(db: DbOrTx, orderId: number) {
  return queryRows<{
    factory: Factory;
    order_item_id: number;
    catalog_id: number;
    color: string;
    size: string;
    quantity: number;
  }>(
    db,
    sql`select o.factory, i.id as order_item_id, i.catalog_id, i.color, i.size, i.quantity
      from orders o join order_items i on i.order_id = o.id
      where o.id = ${orderId} order by i.id`,
  );
}

/** Locks the factory's row for a blank (colour and size compared case-insensitively). */
export async function findVariantForUpdate(
  db: DbOrTx,
  variant: { factory: Factory; catalogId: number; color: string; size: string },
): Promise<InventoryRow | undefined> {
  const [row] = await db
    .select()
    .from(inventories)
    .where(
      and(
        eq(inventories.factory, variant.factory),
        eq(inventories.catalogId, variant.catalogId),
        sql`lower(${inventories.color}) = lower(${variant.color})`,
        sql`lower(${inventories.size}) = lower(${variant.size})`,
      ),
    )
    .for('update');
  return row;
}

/** What sellers see: each row's state, never its quantity. */
export async function listStockRows(
  db: DbOrTx,
  where: SQL | undefined,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      factory: inventories.factory,
      catalogId: inventories.catalogId,
      catalogName: catalogs.text,
      color: inventories.color,
      size: inventories.size,
      availability: sql<'available' | 'low' | 'out'>`case
        when ${inventories.quantity} <= 0 then 'out'
        when ${inventories.quantity} < ${inventories.warningThreshold} then 'low'
        else 'available' end`,
    })
    .from(inventories)
    .innerJoin(catalogs, eq(catalogs.id, inventories.catalogId))
    .where(where)
    .orderBy(
      asc(inventories.catalogId),
      asc(inventories.factory),
      sql`lower(${inventories.color})`,
      sql`lower(${inventories.size})`,
    )
    .limit(page.limit)
    .offset(page.offset);
}

export async function countStockRows(db: DbOrTx, where: SQL | undefined): Promise<number> {
  return countInventoryRows(db, where);
}
