import {
  type CreateReferralInput,
  createReferralInputSchema,
  errorMessages,
  type Referral,
  type ReferralClaim,
  type ReferralHistory,
  type ReferralList,
  type ReferralListQuery,
  referralListQuerySchema,
  referralMessages,
} from '@stitchworks/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type KeepAnswer, keepNothing } from '../../lib/kept-answer.ts';
import { toCents, toDollars } from '../../lib/money.ts';
import { withTransaction } from '../../lib/transaction.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { audit } from '../audit/audit.service.ts';
import { isUniqueViolation } from '../auth/db-errors.ts';
import { creditReferralCompensation } from '../transactions/referral-credit.ts';
import {
  countLiveReferrals,
  findLiveReferral,
  findLiveReferralByCode,
  findPerson,
  findUseOfSeller,
  historyTotals,
  insertReferral,
  insertUse,
  listHistoryRows,
  listReferralRows,
  markEarnedUsesClaimed,
  setClaimTransaction,
  softDeleteReferral,
  sumUnpaidCents,
  takeReferralUse,
} from './referrals.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();
const pages = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

const codeError = (status: 'BAD_REQUEST' | 'CONFLICT', message: string) =>
  new AppError(status, message, [{ path: 'referralCode', message }]);

/**
 * One address however it is written: lower case, without a `+tag`, and for Gmail without the dots
 * of its local part (they reach the same mailbox). Two accounts with one address are one person.
 */
export function canonicalEmail(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  const bare = local.split('+')[0] ?? '';
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  return `${gmail ? bare.replaceAll('.', '') : bare}@${gmail ? 'gmail.com' : domain}`;
}

/** The addresses a person answers to: their account's and their invoice details'. */
function addressesOf(person: { email: string; invoiceInfo?: { email?: string } | null }) {
  return [person.email, person.invoiceInfo?.email]
    .filter((value): value is string => Boolean(value?.includes('@')))
    .map(canonicalEmail);
}

export type ReferredSeller = {
  id: number;
  role: string;
  email: string;
  invoiceInfo?: { email?: string } | null;
};

/**
 * A seller enters a code (the profile's referral field, or registration), in the caller's
 * transaction: the code must exist, not be expired, not be the seller's own (same account, or an
 * address of theirs), and have a use left; a seller enters one code only (the same one again
 * changes nothing). Returns the code as the admin wrote it.
 */
export async function enterReferralCode(
  tx: DbOrTx,
  seller: ReferredSeller,
  typed: string,
): Promise<string> {
  if (seller.role !== 'seller') throw codeError('BAD_REQUEST', referralMessages.sellersOnly);
  const referral = await findLiveReferralByCode(tx, typed.trim());
  if (!referral) throw codeError('BAD_REQUEST', referralMessages.codeUnknown);
  const existing = await findUseOfSeller(tx, seller.id);
  if (existing) {
    if (existing.referralId === referral.id) return referral.code;
    throw codeError('CONFLICT', referralMessages.oneCodePerSeller);
  }
  if (referral.expiredAt <= new Date()) {
    throw codeError('BAD_REQUEST', referralMessages.codeExpired);
  }
  const referrer = await findPerson(tx, referral.userId);
  const mine = new Set(addressesOf(seller));
  if (
    referral.userId === seller.id ||
    (referrer && addressesOf(referrer).some((address) => mine.has(address)))
  ) {
    throw codeError('BAD_REQUEST', referralMessages.selfReferral);
  }
  if (!(await takeReferralUse(tx, referral.id))) {
    throw codeError('CONFLICT', referralMessages.codeUsedUp);
  }
  const use = await insertUse(tx, {
    referralId: referral.id,
    referrerId: referral.userId,
    sellerId: seller.id,
    compensationCents: referral.referrerCompensationCents,
  });
  // Another request of the same seller entered a code first: this one takes back its use.
  if (!use) throw codeError('CONFLICT', referralMessages.oneCodePerSeller);
  return referral.code;
}

function toReferral(row: Awaited<ReturnType<typeof listReferralRows>>[number], now: Date) {
  const expiredAt = new Date(row.expired_at);
  return {
    id: row.id,
    userId: row.user_id,
    user: { id: row.user_id, name: row.user_name, email: row.user_email },
    code: row.code,
    expiredDate: expiredAt.toISOString(),
    type: row.type,
    sellerDiscount: Number(row.seller_discount_hundredths) / 100,
    referrerCompensation: toDollars(Number(row.referrer_compensation_cents)),
    maxUsesAllowed: Number(row.max_uses_allowed),
    usesCount: Number(row.uses_count),
    earned: toDollars(Number(row.earned_cents)),
    unpaid: toDollars(Number(row.unpaid_cents)),
    expired: expiredAt <= now,
    createdAt: iso(row.created_at),
  } satisfies Referral;
}

/** POST /referrals (admin): a code for a seller; its text unique without regard to case. */
export async function createReferral(
  db: Db,
  actor: AuthUser,
  input: CreateReferralInput,
): Promise<Referral> {
  const values = createReferralInputSchema.parse(input);
  const expiredAt = new Date(values.expiredDate);
  if (expiredAt <= new Date()) {
    throw new AppError('BAD_REQUEST', referralMessages.expiryInFuture, [
      { path: 'expiredDate', message: referralMessages.expiryInFuture },
    ]);
  }
  try {
    return await withTransaction(db, async (tx) => {
      const referrer = await findPerson(tx, values.userId);
      if (!referrer) {
        throw new AppError('NOT_FOUND', errorMessages.userNotFound, [
          { path: 'userId', message: errorMessages.userNotFound },
        ]);
      }
      if (referrer.role !== 'seller') {
        throw new AppError('BAD_REQUEST', referralMessages.sellersOnly, [
          { path: 'userId', message: referralMessages.sellersOnly },
        ]);
      }
      if (await findLiveReferralByCode(tx, values.code)) {
        throw new AppError('REFERRAL_CODE_TAKEN', referralMessages.codeTaken, [
          { path: 'code', message: referralMessages.codeTaken },
        ]);
      }
      const row = await insertReferral(tx, {
        userId: values.userId,
        code: values.code,
        type: values.type,
        sellerDiscountHundredths: Math.round(values.sellerDiscount * 100),
        referrerCompensationCents: toCents(values.referrerCompensation),
        maxUsesAllowed: values.maxUsesAllowed,
        expiredAt,
        createdById: actor.id,
      });
      await audit(tx, {
        actorId: actor.id,
        action: 'referral.create',
        entityType: 'referral',
        entityId: row.id,
        after: { ...values },
      });
      return toReferral(
        {
          id: row.id,
          user_id: row.userId,
          user_name: referrer.name,
          user_email: referrer.email,
          code: row.code,
          type: row.type,
          seller_discount_hundredths: row.sellerDiscountHundredths,
          referrer_compensation_cents: row.referrerCompensationCents,
          max_uses_allowed: row.maxUsesAllowed,
          uses_count: row.usesCount,
          expired_at: row.expiredAt,
          created_at: row.createdAt,
          earned_cents: 0,
          unpaid_cents: 0,
        },
        new Date(),
      );
    });
  } catch (error) {
    // Two admins wrote the same code at once: the unique index lets one of them through.
    if (isUniqueViolation(error)) {
      throw new AppError('REFERRAL_CODE_TAKEN', referralMessages.codeTaken, [
        { path: 'code', message: referralMessages.codeTaken },
      ]);
    }
    throw error;
  }
}

/** GET /referrals (admin): the codes, newest first, with what is earned and not yet paid. */
export async function listReferrals(db: DbOrTx, query: ReferralListQuery): Promise<ReferralList> {
  const { page, limit } = referralListQuerySchema.parse(query);
  const rows = await listReferralRows(db, { limit, offset: (page - 1) * limit });
  const total = await countLiveReferrals(db);
  const totalUnpaid = await sumUnpaidCents(db);
  const now = new Date();
  return {
    rows: rows.map((row) => toReferral(row, now)),
    count: total,
    total,
    totalPage: pages(total, limit),
    totalUnpaid: toDollars(totalUnpaid),
  };
}

/**
 * DELETE /referrals/{id} (admin): the code takes no new seller and gives no more discount; the
 * sellers it brought stay in the referrer's history, and what they earned stays claimable.
 */
export async function deleteReferral(db: Db, actor: AuthUser, id: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    const row = await findLiveReferral(tx, id);
    if (!row || !(await softDeleteReferral(tx, id))) {
      throw new AppError('NOT_FOUND', referralMessages.notFound);
    }
    await audit(tx, {
      actorId: actor.id,
      action: 'referral.delete',
      entityType: 'referral',
      entityId: id,
      before: { code: row.code, userId: row.userId },
    });
  });
}

/** GET /referrals/history (seller): the sellers the caller brought and what each earned them. */
export async function referralHistory(
  db: DbOrTx,
  caller: AuthUser,
  query: ReferralListQuery,
): Promise<ReferralHistory> {
  const { page, limit } = referralListQuerySchema.parse(query);
  const rows = await listHistoryRows(db, caller.id, { limit, offset: (page - 1) * limit });
  const totals = await historyTotals(db, caller.id);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      code: row.code,
      seller: { id: row.seller_id, name: row.seller_name },
      joinedAt: iso(row.created_at),
      compensation: toDollars(Number(row.compensation_cents)),
      status: row.claimed_at ? 'claimed' : row.earned_at ? 'earned' : 'pending',
      orderId: row.order_id,
      earnedAt: row.earned_at ? iso(row.earned_at) : null,
      claimedAt: row.claimed_at ? iso(row.claimed_at) : null,
      claimed: row.claimed_at !== null,
    })),
    count: totals.total,
    total: totals.total,
    totalPage: pages(totals.total, limit),
    earned: toDollars(totals.earnedCents),
    unclaimed: toDollars(totals.unclaimedCents),
    claimed: toDollars(totals.claimedCents),
  };
}

/**
 * POST /referrals/claim (seller): everything earned and not yet claimed moves to the caller's
 * credit through the ledger, in one transaction with the marks that it was claimed, so two claims
 * at once pay it once (the second finds nothing left).
 */
export async function claimReferralCredit(
  db: Db,
  caller: AuthUser,
  keep: KeepAnswer<ReferralClaim> = keepNothing,
): Promise<ReferralClaim> {
  return withTransaction(db, async (tx) => {
    const claimed = await markEarnedUsesClaimed(tx, caller.id);
    const amountCents = claimed.reduce((sum, row) => sum + row.compensationCents, 0);
    if (amountCents <= 0) throw new AppError('BAD_REQUEST', referralMessages.nothingToClaim);
    const paid = claimed.filter((row) => row.compensationCents > 0);
    const credit = await creditReferralCompensation(tx, {
      userId: caller.id,
      amountCents,
      sellers: paid.length,
    });
    await setClaimTransaction(
      tx,
      claimed.map((row) => row.id),
      credit.transactionId,
    );
    await audit(tx, {
      actorId: caller.id,
      action: 'referral.claim',
      entityType: 'transaction',
      entityId: credit.transactionId,
      after: { amount: toDollars(amountCents), uses: claimed.map((row) => row.id) },
    });
    const answer: ReferralClaim = {
      amount: toDollars(amountCents),
      claimedCount: paid.length,
      transactionId: credit.transactionId,
      credit: toDollars(credit.balanceAfterCents),
    };
    await keep(tx, answer);
    return answer;
  });
}
