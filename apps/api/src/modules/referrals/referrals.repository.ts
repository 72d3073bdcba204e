import { and, count, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { referrals, referralUses, users } from '../../db/schema/index.ts';

export type ReferralRow = typeof referrals.$inferSelect;
export type ReferralUseRow = typeof referralUses.$inferSelect;

export async function insertReferral(db: DbOrTx, values: typeof referrals.$inferInsert) {
  const [row] = await db.insert(referrals).values(values).returning();
  return row!;
}

/** A code not deleted, compared without regard to case. */
export async function findLiveReferralByCode(
  db: DbOrTx,
  code: string,
): Promise<ReferralRow | undefined> {
  const [row] = await db
    .select()
    .from(referrals)
    .where(and(sql`lower(${referrals.code}) = ${code.toLowerCase()}`, isNull(referrals.deletedAt)))
    .limit(1);
  return row;
}

export async function findLiveReferral(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(referrals)
    .where(and(eq(referrals.id, id), isNull(referrals.deletedAt)))
    .limit(1);
  return row;
}

export async function softDeleteReferral(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(referrals)
    .set({ deletedAt: new Date() })
    .where(and(eq(referrals.id, id), isNull(referrals.deletedAt)))
    .returning({ id: referrals.id });
  return rows.length > 0;
}

/**
 * Takes one use of the code in one statement: the row lock makes concurrent takers wait, and each
 * re-reads the count the previous one left, so uses never pass maxUsesAllowed (0: no limit).
 */
export async function takeReferralUse(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(referrals)
    .set({ usesCount: sql`${referrals.usesCount} + 1` })
    .where(
      and(
        eq(referrals.id, id),
        isNull(referrals.deletedAt),
        or(
          eq(referrals.maxUsesAllowed, 0),
          sql`${referrals.usesCount} < ${referrals.maxUsesAllowed}`,
        ),
      ),
    )
    .returning({ id: referrals.id });
  return rows.length > 0;
}

/** The seller's use, if they entered a code. */
export async function findUseOfSeller(db: DbOrTx, sellerId: number) {
  const [row] = await db
    .select()
    .from(referralUses)
    .where(eq(referralUses.sellerId, sellerId))
    .limit(1);
  return row;
}

/** Inserts the seller's use; undefined when the seller already has one (one code per seller). */
export async function insertUse(db: DbOrTx, values: typeof referralUses.$inferInsert) {
  const [row] = await db.insert(referralUses).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findPerson(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      invoiceInfo: users.invoiceInfo,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

type ListedReferral = {
  id: number;
  user_id: number;
  user_name: string;
  user_email: string;
  code: string;
  type: ReferralRow['type'];
  seller_discount_hundredths: number;
  referrer_compensation_cents: number;
  max_uses_allowed: number;
  uses_count: number;
  expired_at: Date | string;
  created_at: Date | string;
  earned_cents: number | string;
  unpaid_cents: number | string;
};

/** A page of the codes not deleted, newest first, each with what it earned and what is unpaid. */
export async function listReferralRows(
  db: DbOrTx,
  page: { limit: number; offset: number },
): Promise<ListedReferral[]> {
  return queryRows<ListedReferral>(
    db,
    sql`select r.id, r.user_id, u.name as user_name, u.email as user_email, r.code, r.type,
        r.seller_discount_hundredths, r.referrer_compensation_cents, r.max_uses_allowed,
        r.uses_count, r.expired_at, r.created_at,
        coalesce((select sum(x.compensation_cents) from ${referralUses} x
          where x.referral_id = r.id and x.earned_at is not null), 0)::bigint as earned_cents,
        coalesce((select sum(x.compensation_cents) from ${referralUses} x
          where x.referral_id = r.id and x.earned_at is not null and x.claimed_at is null), 0)::bigint
          as unpaid_cents
      from ${referrals} r join ${users} u on u.id = r.user_id
      where r.deleted_at is null
      order by r.id desc
      limit ${page.limit} offset ${page.offset}`,
  );
}

export async function countLiveReferrals(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(referrals)
    .where(isNull(referrals.deletedAt));
  return row?.value ?? 0;
}

/** Earned and not yet claimed, over every code (deleted ones too: it is still owed), in cents. */
export async function sumUnpaidCents(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ cents: number | string }>(
    db,
    sql`select coalesce(sum(compensation_cents), 0)::bigint as cents from ${referralUses}
      where earned_at is not null and claimed_at is null`,
  );
  return Number(row?.cents ?? 0);
}

type HistoryRow = {
  id: number;
  code: string;
  seller_id: number;
  seller_name: string;
  created_at: Date | string;
  compensation_cents: number;
  order_id: number | null;
  earned_at: Date | string | null;
  claimed_at: Date | string | null;
};

/** The sellers a referrer brought, newest first. */
export async function listHistoryRows(
  db: DbOrTx,
  referrerId: number,
  page: { limit: number; offset: number },
): Promise<HistoryRow[]> {
  return queryRows<HistoryRow>(
    db,
    sql`select x.id, r.code, x.seller_id, s.name as seller_name, x.created_at,
        x.compensation_cents, x.order_id, x.earned_at, x.claimed_at
      from ${referralUses} x
      join ${referrals} r on r.id = x.referral_id
      join ${users} s on s.id = x.seller_id
      where x.referrer_id = ${referrerId}
      order by x.id desc
      limit ${page.limit} offset ${page.offset}`,
  );
}

export async function historyTotals(db: DbOrTx, referrerId: number) {
  const [row] = await queryRows<{
    total: number | string;
    earned: number | string;
    unclaimed: number | string;
    claimed: number | string;
  }>(
    db,
    sql`select count(*)::int as total,
        coalesce(sum(compensation_cents) filter (where earned_at is not null), 0)::bigint as earned,
        coalesce(sum(compensation_cents) filter (where earned_at is not null and claimed_at is null), 0)::bigint as unclaimed,
        coalesce(sum(compensation_cents) filter (where claimed_at is not null), 0)::bigint as claimed
      from ${referralUses} where referrer_id = ${referrerId}`,
  );
  return {
    total: Number(row?.total ?? 0),
    earnedCents: Number(row?.earned ?? 0),
    unclaimedCents: Number(row?.unclaimed ?? 0),
    claimedCents: Number(row?.claimed ?? 0),
  };
}

/**
 * Marks every earned, unclaimed use of the referrer claimed and returns them. Concurrent claims
 * wait on the rows' locks and re-check `claimed_at`, so each use is claimed by one of them only.
 */
export async function markEarnedUsesClaimed(db: DbOrTx, referrerId: number) {
  return db
    .update(referralUses)
    .set({ claimedAt: new Date() })
    .where(
      and(
        eq(referralUses.referrerId, referrerId),
        isNotNull(referralUses.earnedAt),
        isNull(referralUses.claimedAt),
      ),
    )
    .returning({ id: referralUses.id, compensationCents: referralUses.compensationCents });
}

export async function setClaimTransaction(db: DbOrTx, ids: number[], transactionId: number) {
  if (ids.length === 0) return;
  await db
    .update(referralUses)
    .set({ claimTransactionId: transactionId })
    .where(sql`${referralUses.id} = any(${`{${ids.join(',')}}`}::int[])`);
}

/** The newest uses first, for the admin's check of a code (tests read it too). */
export async function listUsesOfReferral(db: DbOrTx, referralId: number) {
  return db
    .select()
    .from(referralUses)
    .where(eq(referralUses.referralId, referralId))
    .orderBy(desc(referralUses.id));
}
