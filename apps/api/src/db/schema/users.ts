import type {
  DismissibleBanner,
  Factory,
  InvoiceInfo,
  Locale,
  Role,
  UserStatus,
} from '@stitchworks/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    /** Stored lower-cased; unique. */
    email: text().notNull(),
    /**
     * `{"id","name","email"}` as JSON text: the seller of each row of the order list, written by
     * the trigger users_list_json when the user is written (order-list.repository).
     */
    listJson: text().notNull().default(''),
    /** argon2id; null for an account that only signs in through a provider. */
    passwordHash: text(),
    role: text().$type<Role>().notNull(),
    status: text().$type<UserStatus>().notNull().default('inactive'),
    /** False for an account an admin created: the owner must choose a password first. */
    passwordChanged: boolean().notNull().default(true),
    /** Sellers who registered while the business was not accepting new sellers wait for this. */
    approvedAt: timestamp({ withTimezone: true }),
    profileImg: text(),
    // locale: the language the user chose (absent: their role's default). labelSellerOrderId: QR
    // labels of the seller's orders show their own order id; approveStitchouts: the seller approves
    // each stitch-out preview before production (both set by staff, spec 02 §6's per-user flag).
    meta: jsonb()
      .$type<{
        disabled?: boolean;
        locale?: Locale;
        labelSellerOrderId?: boolean;
        approveStitchouts?: boolean;
      }>()
      .notNull()
      .default({}),
    factories: text().array().$type<Factory[]>().notNull().default(sql`'{}'::text[]`),
    permissionIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    invoiceInfo: jsonb().$type<InvoiceInfo>(),
    autopayCredit: boolean().notNull().default(false),
    autopayPayoneer: boolean().notNull().default(false),
    autoPaymentHours: integer().array().notNull().default(sql`'{}'::integer[]`),
    /** The referral code the seller entered (referrals.code; many sellers share one). */
    referralCode: text(),
    backofficeCode: text(),
    /** Balance in cents; changed only together with a ledger entry, never below zero. */
    creditCents: bigint({ mode: 'number' }).notNull().default(0),
    dismissedBanners: text()
      .array()
      .$type<DismissibleBanner[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    googleSub: text(),
    facebookId: text(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    uniqueIndex('users_facebook_id_key').on(t.facebookId),
    index('users_role_idx').on(t.role),
    check('users_credit_not_negative', sql`${t.creditCents} >= 0`),
  ],
);

/**
 * One row per refresh token. A sign-in starts a family; each refresh rotates to a new row of the
 * same family. Presenting a rotated token again revokes the whole family (spec/README decision 2).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    familyId: uuid().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    rotatedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    userAgent: text(),
    ip: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_family_idx').on(t.familyId),
    index('sessions_user_idx').on(t.userId),
  ],
);

/** Single-use e-mailed tokens: password reset and account activation. Stored hashed. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().$type<'reset_password' | 'activate'>().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('auth_tokens_token_hash_key').on(t.tokenHash)],
);

/**
 * Sign-in attempts of one address (`email:…`) or one client (`ip:…`) in the current window. Each
 * attempt is counted by one upsert before its password is checked, so a burst of attempts is
 * numbered one by one and only the first few are ever evaluated.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    key: text().primaryKey(),
    attempts: integer().notNull(),
    windowStartedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_attempts_window_idx').on(t.windowStartedAt)],
);
