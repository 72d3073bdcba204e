import { z } from 'zod';
import { validationMessages as m } from '../messages.ts';
import { referralCodeSchema } from './auth.ts';
import { idSchema, isWholeCents, MAX_ID, pageFields, plainNumber } from './common.ts';
import { expiredAtSchema } from './discounts.ts';

/** What the API answers about referrals (spec 03 §8 word for word, and ours for the rules). */
export const referralMessages = {
  created: 'Created referral successfully',
  deleted: 'Delete referral success!',
  claimed: 'Claim credit successfully',
  cannotGet: 'Cannot get referral',
  cannotGetHistory: 'Cannot get referral history',
  deleteFailed: 'Delete referral failed, please try again!',
  notFound: 'Referral not found',
  codeTaken: 'This referral code is already taken',
  codeUnknown: 'This referral code does not exist',
  codeExpired: 'This referral code has expired',
  codeUsedUp: 'This referral code has no uses left',
  selfReferral: 'You cannot use your own referral code',
  oneCodePerSeller: 'You have already used another referral code',
  sellersOnly: 'Referral codes are for sellers only',
  nothingToClaim: 'There is no credit to claim',
  expiryInFuture: 'The expiry date must be in the future',
  percentAtMost100: 'A percent discount is at most 100',
  amountPositive: 'The amount must be greater than 0',
  notNegative: 'The value must be 0 or more',
} as const;

/**
 * How a code's sellerDiscount is taken off each order of a seller who used it: `percent` of the
 * order's items and shipping, or `fixed` dollars (docs/decisions.md).
 */
export const referralTypes = ['percent', 'fixed'] as const;
export type ReferralType = (typeof referralTypes)[number];

export const REFERRAL_PAGE_SIZE = 20;
/** The most a code may take off or pay, in dollars (or percent for a percent code). */
export const MAX_REFERRAL_AMOUNT = 100_000;

const dollars = (min: 'positive' | 'zero') =>
  plainNumber(
    z
      .number({ error: (issue) => (issue.input == null ? m.required : m.double) })
      .min(0, referralMessages.notNegative)
      .max(MAX_REFERRAL_AMOUNT, m.max)
      .refine(isWholeCents, { error: m.double })
      .refine((value) => min === 'zero' || value > 0, { error: referralMessages.amountPositive }),
  );

/** POST /referrals (spec 03 §5): every field required; sellerDiscount > 0, the others ≥ 0. */
export const createReferralInputSchema = z
  .object({
    userId: plainNumber(z.number({ error: m.required }).int().min(1, m.required).max(MAX_ID)),
    code: referralCodeSchema,
    expiredDate: expiredAtSchema,
    type: z.enum(referralTypes, { error: m.required }),
    sellerDiscount: dollars('positive'),
    referrerCompensation: dollars('zero'),
    maxUsesAllowed: plainNumber(
      z
        .number({ error: m.required })
        .int(m.digits)
        .min(0, referralMessages.notNegative)
        .max(1_000_000, m.max),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.type === 'percent' && value.sellerDiscount > 100) {
      ctx.addIssue({
        code: 'custom',
        path: ['sellerDiscount'],
        message: referralMessages.percentAtMost100,
      });
    }
  });
export type CreateReferralInput = z.output<typeof createReferralInputSchema>;

const personSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

/** A code as the admin's list shows it; money in dollars, sellerDiscount in dollars or percent. */
export const referralSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  user: personSchema,
  code: z.string(),
  expiredDate: z.string(),
  type: z.enum(referralTypes),
  sellerDiscount: z.number(),
  referrerCompensation: z.number(),
  /** 0: no limit. */
  maxUsesAllowed: z.number().int(),
  /** Sellers who entered the code. */
  usesCount: z.number().int(),
  /** Compensation earned through this code, claimed or not. */
  earned: z.number(),
  /** Compensation earned and not yet claimed. */
  unpaid: z.number(),
  expired: z.boolean(),
  createdAt: z.string(),
});
export type Referral = z.infer<typeof referralSchema>;

export const referralListQuerySchema = z.object({ ...pageFields(REFERRAL_PAGE_SIZE) });
export type ReferralListQuery = Partial<z.output<typeof referralListQuerySchema>>;

/** rows: this page; count and total: every code; totalUnpaid: earned and unclaimed, in dollars. */
export const referralListSchema = z.object({
  rows: z.array(referralSchema),
  count: z.number().int(),
  total: z.number().int(),
  totalPage: z.number().int(),
  totalUnpaid: z.number(),
});
export type ReferralList = z.infer<typeof referralListSchema>;

export const referralIdParamsSchema = z.object({ id: idSchema });

/** Where a referred seller stands: waiting for a first shipped order, earned, or claimed. */
export const referralUseStatuses = ['pending', 'earned', 'claimed'] as const;
export type ReferralUseStatus = (typeof referralUseStatuses)[number];

/** One seller the referrer brought, with what it earned them. */
export const referralHistoryRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  seller: z.object({ id: z.number().int(), name: z.string() }),
  joinedAt: z.string(),
  compensation: z.number(),
  status: z.enum(referralUseStatuses),
  /** The order whose shipping earned the compensation. */
  orderId: z.number().int().nullable(),
  earnedAt: z.string().nullable(),
  claimedAt: z.string().nullable(),
  claimed: z.boolean(),
});
export type ReferralHistoryRow = z.infer<typeof referralHistoryRowSchema>;

/** The referrer's sellers; earned, unclaimed and claimed are the sums over all of them, in dollars. */
export const referralHistorySchema = z.object({
  rows: z.array(referralHistoryRowSchema),
  count: z.number().int(),
  total: z.number().int(),
  totalPage: z.number().int(),
  earned: z.number(),
  unclaimed: z.number(),
  claimed: z.number(),
});
export type ReferralHistory = z.infer<typeof referralHistorySchema>;

/** POST /referrals/claim: what moved to the credit and the balance after. */
export const referralClaimSchema = z.object({
  amount: z.number(),
  claimedCount: z.number().int(),
  transactionId: z.number().int(),
  credit: z.number(),
});
export type ReferralClaim = z.infer<typeof referralClaimSchema>;
