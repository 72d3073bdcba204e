import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';

/** A key answers its first answer again for a day. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
/** A first request that never finished (the process died) frees its key after this long. */
const ABANDONED_AFTER_MINUTES = 10;

export type StoredIdempotencyKey = typeof idempotencyKeys.$inferSelect;
export type IdempotencyClaim =
  | { kind: 'claimed'; id: number }
  | { kind: 'existing'; row: StoredIdempotencyKey };

const expired = sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`;
const abandoned = and(
  isNull(idempotencyKeys.statusCode),
  lt(idempotencyKeys.createdAt, sql`now() - make_interval(mins => ${ABANDONED_AFTER_MINUTES})`),
);

/**
 * Claims the user's key for this request, or answers the row that already holds it. The unique
 * index on (user, key) makes the claim atomic: of two requests racing with one key, one claims it
 * and the other finds it (in progress, or answered).
 */
export async function claimIdempotencyKey(
  db: DbOrTx,
  claim: { userId: number; key: string; route: string; requestHash: string },
): Promise<IdempotencyClaim> {
  const mine = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));
  await db.delete(idempotencyKeys).where(and(mine, or(expired, abandoned)));
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [inserted] = await db
      .insert(idempotencyKeys)
      .values(claim)
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (inserted) return { kind: 'claimed', id: inserted.id };
    const [row] = await db.select().from(idempotencyKeys).where(mine).limit(1);
    // Gone between the two statements (swept, or its first request failed): claim again.
    if (row) return { kind: 'existing', row };
  }
  throw new Error('claimIdempotencyKey: the key kept changing hands');
}

/**
 * Keeps the first request's answer for the key's replays: in the write's own transaction (then it
 * commits with the change), or once the answer is sent. An answer kept already stays.
 */
export async function saveIdempotentAnswer(
  db: DbOrTx,
  id: number,
  answer: { statusCode: number; body: unknown },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, responseBody: answer.body })
    .where(and(eq(idempotencyKeys.id, id), isNull(idempotencyKeys.statusCode)));
}

/**
 * Frees a key whose request failed on our side (5xx), so a retry may run: unless the answer was
 * kept in the write's transaction, which then committed though the request failed after it (the
 * connection lost on the commit's way back): that answer stays for the retry.
 */
export async function releaseIdempotencyKey(db: DbOrTx, id: number): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.id, id), isNull(idempotencyKeys.statusCode)));
}

/** Deletes keys past their day (run hourly; safe on every instance). */
export async function sweepIdempotencyKeys(db: DbOrTx): Promise<number> {
  const removed = await db
    .delete(idempotencyKeys)
    .where(expired)
    .returning({ id: idempotencyKeys.id });
  return removed.length;
}
