import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import {
  users,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../../db/schema/index.ts';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookDeliveryView = WebhookDeliveryRow & {
  publicId: string;
  type: string;
  body: string;
};

export function listEndpointsOfUser(db: DbOrTx, userId: number): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(desc(webhookEndpoints.id));
}

export async function findEndpointOfUser(db: DbOrTx, userId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findEndpoint(db: DbOrTx, id: number) {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}

/** Locks the seller's row: endpoint creations of one seller run one after the other (the cap). */
export async function lockEndpointOwner(db: DbOrTx, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countEndpoints(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId));
  return row?.value ?? 0;
}

export async function insertEndpoint(db: DbOrTx, values: typeof webhookEndpoints.$inferInsert) {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function updateEndpoint(
  db: DbOrTx,
  id: number,
  patch: Partial<typeof webhookEndpoints.$inferInsert>,
) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row!;
}

export async function deleteEndpoint(db: DbOrTx, id: number): Promise<void> {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
}

/** The seller's enabled endpoints that asked for `type` (every enabled one for the test event). */
export async function findListeningEndpointIds(
  db: DbOrTx,
  userIds: readonly number[],
  type: string,
): Promise<{ id: number; userId: number }[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ id: webhookEndpoints.id, userId: webhookEndpoints.userId })
    .from(webhookEndpoints)
    .where(
      and(
        inArray(webhookEndpoints.userId, [...userIds]),
        eq(webhookEndpoints.enabled, true),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`,
      ),
    );
}

export async function insertEvent(db: DbOrTx, values: typeof webhookEvents.$inferInsert) {
  const [row] = await db.insert(webhookEvents).values(values).returning({ id: webhookEvents.id });
  return row!.id;
}

export async function insertDeliveries(
  db: DbOrTx,
  values: (typeof webhookDeliveries.$inferInsert)[],
): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await db
    .insert(webhookDeliveries)
    .values(values)
    .returning({ id: webhookDeliveries.id });
  return rows.map((row) => row.id);
}

const deliveryView = {
  delivery: webhookDeliveries,
  publicId: webhookEvents.publicId,
  type: webhookEvents.type,
  body: webhookEvents.body,
};

const flatten = (row: {
  delivery: WebhookDeliveryRow;
  publicId: string;
  type: string;
  body: string;
}): WebhookDeliveryView => ({
  ...row.delivery,
  publicId: row.publicId,
  type: row.type,
  body: row.body,
});

export async function listDeliveriesOfEndpoint(
  db: DbOrTx,
  endpointId: number,
  filter: { status?: string; limit: number; offset: number },
): Promise<{ rows: WebhookDeliveryView[]; total: number }> {
  const where = and(
    eq(webhookDeliveries.endpointId, endpointId),
    filter.status ? eq(webhookDeliveries.status, filter.status as never) : undefined,
  );
  const rows = await db
    .select(deliveryView)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(where)
    .orderBy(desc(webhookDeliveries.id))
    .limit(filter.limit)
    .offset(filter.offset);
  // Bounded: a log holds what one endpoint was sent; the count stops at 10,000.
  const [counted] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${webhookDeliveries} where ${where} limit 10000) capped`,
  );
  return { rows: rows.map(flatten), total: Number(counted?.n ?? 0) };
}

export async function findDeliveryView(db: DbOrTx, endpointId: number, id: number) {
  const [row] = await db
    .select(deliveryView)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpointId, endpointId)));
  return row ? flatten(row) : undefined;
}

/**
 * Claims due deliveries for a sender until `leaseUntil`: pending, due, of an enabled endpoint,
 * not held by another sender, and the first pending one of their endpoint and ordering key (a
 * later event of an order waits for the earlier one). `onlyId` claims that one delivery alone.
 */
export async function claimDueDeliveries(
  db: DbOrTx,
  now: Date,
  leaseUntil: Date,
  limit: number,
  onlyId?: number,
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update webhook_deliveries set locked_until = ${leaseUntil.toISOString()}::timestamptz
      where id in (
        select d.id from webhook_deliveries d
        join webhook_endpoints e on e.id = d.endpoint_id
        where d.status = 'pending' and e.enabled
          and d.next_attempt_at <= ${now.toISOString()}::timestamptz
          and (d.locked_until is null or d.locked_until <= ${now.toISOString()}::timestamptz)
          and (${onlyId ?? null}::bigint is null or d.id = ${onlyId ?? null}::bigint)
          and not exists (
            select 1 from webhook_deliveries p
            where p.endpoint_id = d.endpoint_id and p.ordering_key = d.ordering_key
              and p.status = 'pending' and p.id < d.id)
        order by d.next_attempt_at, d.id
        limit ${limit}
        for update of d skip locked)
      returning id`,
  );
  return rows.map((row) => Number(row.id));
}

/** A claimed delivery with what sending it needs. */
export async function findClaimedDelivery(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      delivery: webhookDeliveries,
      publicId: webhookEvents.publicId,
      body: webhookEvents.body,
      endpoint: webhookEndpoints,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id));
  return row;
}

export async function updateDelivery(
  db: DbOrTx,
  id: number,
  patch: Partial<typeof webhookDeliveries.$inferInsert>,
) {
  const [row] = await db
    .update(webhookDeliveries)
    .set(patch)
    .where(eq(webhookDeliveries.id, id))
    .returning();
  return row!;
}

/** Every pending delivery of the endpoint fails (it was disabled); answers how many. */
export async function failPendingDeliveries(db: DbOrTx, endpointId: number, error: string) {
  const rows = await db
    .update(webhookDeliveries)
    .set({ status: 'failed', nextAttemptAt: null, lockedUntil: null, error })
    .where(
      and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}
