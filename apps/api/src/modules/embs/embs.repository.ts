import type { EmbStatus } from '@stitchworks/shared';
import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { embs, orderItems, orders, users } from '../../db/schema/index.ts';

export type EmbRow = typeof embs.$inferSelect;
export type NewEmbRow = typeof embs.$inferInsert;

const designers = alias(users, 'designer');

/** Paid orders of the job's seller still On-design that use its image. */
const waitingOrdersSql = sql<number>`(
  select count(distinct o.id)::int from orders o join order_items i on i.order_id = o.id
  where o.user_id = ${embs.userId} and o.status = 'processing' and o.production_status = 0
    and i.design_images @> jsonb_build_array(jsonb_build_object('imageUrl', ${embs.imageUrl})))`;

const viewFields = {
  emb: embs,
  sellerName: users.name,
  designerName: designers.name,
  orderId: orderItems.orderId,
  waitingOrders: waitingOrdersSql,
};

export type EmbViewRow = {
  emb: EmbRow;
  sellerName: string;
  designerName: string | null;
  orderId: number | null;
  waitingOrders: number;
};

function viewQuery(db: DbOrTx) {
  return db
    .select(viewFields)
    .from(embs)
    .innerJoin(users, eq(users.id, embs.userId))
    .leftJoin(designers, eq(designers.id, embs.designerId))
    .leftJoin(orderItems, eq(orderItems.id, embs.orderItemId));
}

export async function findEmbView(db: DbOrTx, id: number): Promise<EmbViewRow | undefined> {
  const [row] = await viewQuery(db).where(eq(embs.id, id));
  return row;
}

export async function findEmbRow(db: DbOrTx, id: number): Promise<EmbRow | undefined> {
  const [row] = await db.select().from(embs).where(eq(embs.id, id));
  return row;
}

/** The job's row, locked until the transaction ends: one state change at a time. */
export async function lockEmbRow(db: DbOrTx, id: number): Promise<EmbRow | undefined> {
  const [row] = await db.select().from(embs).where(eq(embs.id, id)).for('update');
  return row;
}

export type EmbFilter = {
  status?: EmbStatus | undefined;
  designerId?: number | undefined;
  keyword?: string | undefined;
};

function conditionsOf(filter: Omit<EmbFilter, 'status'>): SQL | undefined {
  const keyword = filter.keyword?.trim();
  let keywordSql: SQL | undefined;
  if (keyword) {
    const pattern = containsPattern(keyword);
    const orderId = /^#?\d{1,9}$/.test(keyword) ? Number(keyword.replace('#', '')) : null;
    keywordSql = sql`(${users.name} ilike ${pattern} or ${users.email} ilike ${pattern}
      or ${embs.fileName} ilike ${pattern}
      ${orderId === null ? sql`` : sql`or ${orderItems.orderId} = ${orderId}`})`;
  }
  return and(
    filter.designerId === undefined ? undefined : eq(embs.designerId, filter.designerId),
    keywordSql,
  );
}

/** The order of each list: the review queue oldest first, everything else newest first. */
function orderOf(status: EmbStatus | undefined) {
  switch (status) {
    case 'assigned':
      return [desc(sql`coalesce(${embs.assignedAt}, ${embs.createdAt})`), desc(embs.id)];
    case 'uploaded':
      return [asc(sql`coalesce(${embs.uploadedAt}, ${embs.createdAt})`), asc(embs.id)];
    case 'accepted':
      return [desc(sql`coalesce(${embs.acceptedAt}, ${embs.createdAt})`), desc(embs.id)];
    default:
      return [desc(embs.createdAt), desc(embs.id)];
  }
}

export async function listEmbViews(
  db: DbOrTx,
  filter: EmbFilter,
  page: { limit: number; offset: number },
) {
  const base = conditionsOf(filter);
  const where = and(base, filter.status ? eq(embs.status, filter.status) : undefined);
  const [rows, [total], byStatus] = await Promise.all([
    viewQuery(db)
      .where(where)
      .orderBy(...orderOf(filter.status))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ value: count() })
      .from(embs)
      .innerJoin(users, eq(users.id, embs.userId))
      .leftJoin(orderItems, eq(orderItems.id, embs.orderItemId))
      .where(where),
    db
      .select({ status: embs.status, value: count() })
      .from(embs)
      .innerJoin(users, eq(users.id, embs.userId))
      .leftJoin(orderItems, eq(orderItems.id, embs.orderItemId))
      .where(base)
      .groupBy(embs.status),
  ]);
  return {
    rows: rows as EmbViewRow[],
    count: Number(total?.value ?? 0),
    byStatus: byStatus.map((row) => ({ status: row.status, count: Number(row.value) })),
  };
}

/** Active designers with their open jobs (assigned or uploaded). */
export async function listDesignerRows(db: DbOrTx) {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      // Spelled out: drizzle leaves a lone table's columns unqualified, which the subquery would
      // read as its own.
      openJobs: sql<number>`(select count(*)::int from embs e
        where e.designer_id = users.id and e.status in ('assigned', 'uploaded'))`,
    })
    .from(users)
    .where(and(eq(users.role, 'designer'), eq(users.status, 'active')))
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((row) => ({ ...row, openJobs: Number(row.openJobs) }));
}

/** A user who may be given a job: an active designer. */
export async function findActiveDesigner(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'designer'), eq(users.status, 'active')));
  return row;
}

/** Whether the seller asked to approve each stitch-out before production. */
export async function sellerApprovesStitchouts(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db.select({ meta: users.meta }).from(users).where(eq(users.id, userId));
  return row?.meta.approveStitchouts === true;
}

/** An order item with its order's seller and status. */
export async function findOrderItemWithOrder(db: DbOrTx, orderItemId: number) {
  const [row] = await db
    .select({
      id: orderItems.id,
      designImages: orderItems.designImages,
      orderId: orders.id,
      userId: orders.userId,
      status: orders.status,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.id, orderItemId));
  return row;
}

/** Inserts a job unless the seller's image has one already (then undefined). */
export async function insertEmbRow(db: DbOrTx, values: NewEmbRow) {
  const [row] = await db
    .insert(embs)
    .values(values)
    .onConflictDoNothing({ target: [embs.userId, embs.imageUrl] })
    .returning();
  return row;
}

export async function updateEmbRow(db: DbOrTx, id: number, values: Partial<NewEmbRow>) {
  const [row] = await db
    .update(embs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(embs.id, id))
    .returning();
  return row!;
}

export async function deleteEmbRow(db: DbOrTx, id: number) {
  await db.delete(embs).where(eq(embs.id, id));
}

export type DesignCostFilter = {
  designerId?: number | undefined;
  /** Unix seconds, both inclusive. */
  createdFrom?: number | undefined;
  createdTo?: number | undefined;
};

function designCostWhere(filter: DesignCostFilter) {
  return and(
    eq(embs.status, 'accepted'),
    filter.designerId === undefined ? undefined : eq(embs.designerId, filter.designerId),
    filter.createdFrom === undefined
      ? undefined
      : gte(embs.acceptedAt, new Date(filter.createdFrom * 1000)),
    filter.createdTo === undefined
      ? undefined
      : lt(embs.acceptedAt, new Date((filter.createdTo + 1) * 1000)),
  );
}

/** Accepted jobs of the filter, newest acceptance first, with totals over the whole filter. */
export async function listDesignCostRows(
  db: DbOrTx,
  filter: DesignCostFilter,
  page: { limit: number; offset: number },
) {
  const where = designCostWhere(filter);
  const [rows, [totals], byDesigner] = await Promise.all([
    db
      .select({
        embId: embs.id,
        acceptedAt: embs.acceptedAt,
        designerId: embs.designerId,
        designerName: designers.name,
        sellerId: embs.userId,
        sellerName: users.name,
        orderId: orderItems.orderId,
        stitches: embs.stitches,
        costCents: embs.costCents,
        chargedCents: embs.chargedCents,
      })
      .from(embs)
      .innerJoin(users, eq(users.id, embs.userId))
      .leftJoin(designers, eq(designers.id, embs.designerId))
      .leftJoin(orderItems, eq(orderItems.id, embs.orderItemId))
      .where(where)
      .orderBy(desc(embs.acceptedAt), desc(embs.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({
        jobs: count(),
        costCents: sql<string>`coalesce(sum(${embs.costCents}), 0)`,
        chargedCents: sql<string>`coalesce(sum(${embs.chargedCents}), 0)`,
      })
      .from(embs)
      .where(where),
    db
      .select({
        designerId: embs.designerId,
        designerName: sql<string | null>`min(${designers.name})`,
        jobs: count(),
        costCents: sql<string>`coalesce(sum(${embs.costCents}), 0)`,
        chargedCents: sql<string>`coalesce(sum(${embs.chargedCents}), 0)`,
      })
      .from(embs)
      .leftJoin(designers, eq(designers.id, embs.designerId))
      .where(where)
      .groupBy(embs.designerId)
      .orderBy(desc(sql`coalesce(sum(${embs.costCents}), 0)`), asc(embs.designerId)),
  ]);
  return { rows, totals: totals!, byDesigner };
}
