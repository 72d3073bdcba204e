import type { AuditQuery } from '@stitchworks/shared';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { apiKeys, auditLog, transactions, userDiscounts, users } from '../../db/schema/index.ts';

/**
 * A user's history: changes to the account itself (including its permissions), to its discounts,
 * to its API keys and to its credit.
 */
function subjectUserFilter(userId: number): SQL {
  const id = String(userId);
  const discountIds = sql`(select ${userDiscounts.id}::text from ${userDiscounts} where ${userDiscounts.userId} = ${userId})`;
  const transactionIds = sql`(select ${transactions.id}::text from ${transactions} where ${transactions.userId} = ${userId})`;
  const keyIds = sql`(select ${apiKeys.id}::text from ${apiKeys} where ${apiKeys.userId} = ${userId})`;
  return or(
    and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, id)),
    and(eq(auditLog.entityType, 'user_discount'), inArray(auditLog.entityId, discountIds)),
    and(eq(auditLog.entityType, 'api_key'), inArray(auditLog.entityId, keyIds)),
    and(eq(auditLog.entityType, 'transaction'), inArray(auditLog.entityId, transactionIds)),
  )!;
}

function filters(query: AuditQuery): SQL | undefined {
  const list: SQL[] = [];
  if (query.entityType) list.push(eq(auditLog.entityType, query.entityType));
  if (query.entityId) list.push(eq(auditLog.entityId, query.entityId));
  if (query.userId) list.push(subjectUserFilter(query.userId));
  return list.length ? and(...list) : undefined;
}

/** Newest first, with the name and e-mail of who made each change. */
export async function listAuditEntries(db: DbOrTx, query: AuditQuery) {
  const where = filters(query);
  const rows = await db
    .select({
      entry: auditLog,
      actorId: users.id,
      actorName: users.name,
      actorEmail: users.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ value: count() }).from(auditLog).where(where);
  return { rows, count: total?.value ?? 0 };
}
