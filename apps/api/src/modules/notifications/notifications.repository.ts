import type { Role } from '@stitchworks/shared';
import { and, count, desc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notifications, users } from '../../db/schema/index.ts';
import { chunks } from '../../lib/chunks.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

export type NotificationFilter = {
  userId: number;
  status?: 0 | 1 | undefined;
  /** Unix seconds, inclusive. */
  createdFrom?: number | undefined;
  /** Unix seconds, inclusive of that whole second. */
  createdTo?: number | undefined;
};

function filterWhere(filter: NotificationFilter): SQL | undefined {
  const conditions: SQL[] = [eq(notifications.userId, filter.userId)];
  if (filter.status !== undefined) conditions.push(eq(notifications.status, filter.status));
  if (filter.createdFrom !== undefined) {
    conditions.push(gte(notifications.createdAt, new Date(filter.createdFrom * 1000)));
  }
  if (filter.createdTo !== undefined) {
    conditions.push(lt(notifications.createdAt, new Date((filter.createdTo + 1) * 1000)));
  }
  return and(...conditions);
}

/** Active users by id or by role, with their role (it decides which live events reach them). */
export async function findRecipients(
  db: DbOrTx,
  { userIds, roles }: { userIds: number[]; roles: Role[] },
): Promise<{ id: number; role: Role }[]> {
  const who: SQL[] = [];
  if (userIds.length > 0) who.push(inArray(users.id, userIds));
  if (roles.length > 0) who.push(inArray(users.role, roles));
  if (who.length === 0) return [];
  return db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(or(...who), eq(users.status, 'active')))
    .orderBy(users.id);
}

/** Rows per insert: PostgreSQL takes at most 65,535 parameters in one statement. */
const NOTIFICATIONS_PER_INSERT = 2000;

/** Writes the rows in order (one statement per 2,000: a role of many users stays under the limit). */
export async function insertNotifications(
  db: DbOrTx,
  rows: NewNotificationRow[],
): Promise<NotificationRow[]> {
  const written: NotificationRow[] = [];
  for (const part of chunks(rows, NOTIFICATIONS_PER_INSERT)) {
    written.push(...(await db.insert(notifications).values(part).returning()));
  }
  return written;
}

export function listNotifications(
  db: DbOrTx,
  filter: NotificationFilter,
  page: { limit: number; offset: number },
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(filterWhere(filter))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countNotifications(db: DbOrTx, filter: NotificationFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(filterWhere(filter));
  return row?.n ?? 0;
}

export function countUnviewed(db: DbOrTx, userId: number): Promise<number> {
  return countNotifications(db, { userId, status: 0 });
}

export async function findUserNotification(
  db: DbOrTx,
  userId: number,
  id: number,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  return row;
}

/** Marks one unviewed notification viewed; undefined when it was not the user's or not unviewed. */
export async function markViewed(
  db: DbOrTx,
  userId: number,
  id: number,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ status: 1 })
    .where(
      and(eq(notifications.id, id), eq(notifications.userId, userId), eq(notifications.status, 0)),
    )
    .returning();
  return row;
}

/** Marks every unviewed notification of the user viewed; returns how many changed. */
export async function markAllViewed(db: DbOrTx, userId: number): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ status: 1 })
    .where(and(eq(notifications.userId, userId), eq(notifications.status, 0)))
    .returning({ id: notifications.id });
  return changed.length;
}
