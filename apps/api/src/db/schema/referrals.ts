import type { ReferralType } from '@stitchworks/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { transactions } from './transactions.ts';
import { users } from './users.ts';

/**
 * A referral code an admin gave a referrer (spec 03 §3). A seller who enters it gets
 * `sellerDiscount` off each order until `expiredAt`; the referrer earns `referrerCompensation`
 * once that seller's first order ships. A deleted code takes no new sellers and gives no more
 * discount; what it earned stays claimable.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: serial().primaryKey(),
    /** The referrer. */
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    type: text().$type<ReferralType>().notNull(),
    /** Hundredths: cents of a `fixed` discount, hundredths of a percent of a `percent` one. */
    sellerDiscountHundredths: integer().notNull(),
    referrerCompensationCents: integer().notNull(),
    /** 0: no limit. */
    maxUsesAllowed: integer().notNull(),
    /** Sellers who entered the code; raised only while below maxUsesAllowed (one statement). */
    usesCount: integer().notNull().default(0),
    expiredAt: timestamp({ withTimezone: true }).notNull(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // Codes are typed by hand: unique without regard to case among the codes not deleted.
    uniqueIndex('referrals_code_key').on(sql`lower(${t.code})`).where(sql`${t.deletedAt} is null`),
    index('referrals_user_idx').on(t.userId),
    check('referrals_discount_positive', sql`${t.sellerDiscountHundredths} > 0`),
    check('referrals_compensation_not_negative', sql`${t.referrerCompensationCents} >= 0`),
    check('referrals_max_uses_not_negative', sql`${t.maxUsesAllowed} >= 0`),
    check(
      'referrals_uses_within_max',
      sql`${t.maxUsesAllowed} = 0 or ${t.usesCount} <= ${t.maxUsesAllowed}`,
    ),
  ],
);

/**
 * A seller who entered a code: one per seller. Earned when their first order placed after it
 * ships (`orderId`, `earnedAt`); claimed when the referrer moves it to their credit.
 */
export const referralUses = pgTable(
  'referral_uses',
  {
    id: serial().primaryKey(),
    referralId: integer()
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    referrerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The code's compensation when the seller entered it. */
    compensationCents: integer().notNull(),
    orderId: integer(),
    earnedAt: timestamp({ withTimezone: true }),
    claimedAt: timestamp({ withTimezone: true }),
    claimTransactionId: integer().references(() => transactions.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referral_uses_seller_key').on(t.sellerId),
    index('referral_uses_referrer_idx').on(t.referrerId, t.id),
    index('referral_uses_referral_idx').on(t.referralId),
    index('referral_uses_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
    check('referral_uses_not_self', sql`${t.sellerId} <> ${t.referrerId}`),
    check(
      'referral_uses_claimed_after_earned',
      sql`${t.claimedAt} is null or ${t.earnedAt} is not null`,
    ),
  ],
);
