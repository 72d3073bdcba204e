import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { autoPaymentRuns, payoneerAuthorizations, users } from '../../db/schema/index.ts';

export type AutoPaymentRunRow = typeof autoPaymentRuns.$inferSelect;
export type PayoneerAuthorizationRow = typeof payoneerAuthorizations.$inferSelect;

export async function findAutoPaymentSettings(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      autopayCredit: users.autopayCredit,
      autopayPayoneer: users.autopayPayoneer,
      autoPaymentHours: users.autoPaymentHours,
      email: users.email,
      name: users.name,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function updateAutoPaymentSettings(
  db: DbOrTx,
  userId: number,
  values: { autopayCredit: boolean; autopayPayoneer: boolean; autoPaymentHours: number[] },
) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function findPayoneerAuthorization(db: DbOrTx, userId: number) {
  const [row] = await db
    .select()
    .from(payoneerAuthorizations)
    .where(eq(payoneerAuthorizations.userId, userId));
  return row;
}

export async function savePayoneerAuthorization(
  db: DbOrTx,
  row: typeof payoneerAuthorizations.$inferInsert,
) {
  await db
    .insert(payoneerAuthorizations)
    .values(row)
    .onConflictDoUpdate({
      target: payoneerAuthorizations.userId,
      set: {
        accountId: row.accountId,
        accessToken: row.accessToken,
        refreshToken: row.refreshToken ?? null,
        expiresAt: row.expiresAt ?? null,
        sandbox: row.sandbox ?? false,
        authorizedAt: new Date(),
      },
    });
}

export async function deletePayoneerAuthorization(db: DbOrTx, userId: number) {
  const rows = await db
    .delete(payoneerAuthorizations)
    .where(eq(payoneerAuthorizations.userId, userId))
    .returning();
  return rows[0];
}

export function findRecentRuns(db: DbOrTx, userId: number, limit = 10) {
  return db
    .select()
    .from(autoPaymentRuns)
    .where(eq(autoPaymentRuns.userId, userId))
    .orderBy(desc(autoPaymentRuns.slotAt), desc(autoPaymentRuns.id))
    .limit(limit);
}

/**
 * Active sellers whose auto-payment is on for this hour (Asia/Bangkok) and who have no run for
 * this slot yet.
 */
export async function findDueSellers(db: DbOrTx, hour: number, slotAt: Date) {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      autopayCredit: users.autopayCredit,
      autopayPayoneer: users.autopayPayoneer,
    })
    .from(users)
    .where(
      and(
        eq(users.role, 'seller'),
        eq(users.status, 'active'),
        sql`coalesce((${users.meta} ->> 'disabled')::boolean, false) = false`,
        sql`(${users.autopayCredit} or ${users.autopayPayoneer})`,
        sql`${hour} = any(${users.autoPaymentHours})`,
        sql`not exists (select 1 from ${autoPaymentRuns} r where r.user_id = ${users.id} and r.slot_at = ${slotAt})`,
      ),
    )
    .orderBy(users.id);
}

/**
 * Claims the slot for the seller: the run row, or nothing when another instance already has it
 * (the unique (user, slot) key waits for that instance's transaction, then conflicts).
 */
export async function claimRun(
  db: DbOrTx,
  run: { userId: number; slotAt: Date; mode: 'credit' | 'payoneer' },
) {
  const [row] = await db
    .insert(autoPaymentRuns)
    .values(run)
    .onConflictDoNothing({ target: [autoPaymentRuns.userId, autoPaymentRuns.slotAt] })
    .returning();
  return row;
}

export async function finishRun(
  db: DbOrTx,
  id: number,
  values: Pick<
    typeof autoPaymentRuns.$inferInsert,
    'paidOrderIds' | 'unpaidOrderIds' | 'amountCents' | 'transactionId' | 'note'
  >,
) {
  await db.update(autoPaymentRuns).set(values).where(eq(autoPaymentRuns.id, id));
}

/** Locks the seller's row (their credit) for the run. */
export async function lockCredit(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ creditCents: users.creditCents })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row?.creditCents ?? 0;
}
