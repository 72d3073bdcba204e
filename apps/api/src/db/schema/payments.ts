import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { transactions } from './transactions.ts';
import { users } from './users.ts';

const at = () => timestamp({ withTimezone: true });

/**
 * A seller's Payoneer authorisation for auto-payment (POST /users/payoneer-auth): the tokens the
 * Payoneer adapter charges with. One row per seller; revoking deletes it.
 */
export const payoneerAuthorizations = pgTable('payoneer_authorizations', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The payee / account id Payoneer answered for the token. */
  accountId: text().notNull(),
  accessToken: text().notNull(),
  refreshToken: text(),
  expiresAt: at(),
  /** True when the built-in sandbox authorised it (no Payoneer credentials configured). */
  sandbox: boolean().notNull().default(false),
  authorizedAt: at().notNull().defaultNow(),
});

/**
 * One auto-payment run for one seller and one scheduled hour: written in the same transaction as
 * the payment it made, and unique per (seller, hour), so two instances running the job at once
 * pay each seller's orders once.
 */
export const autoPaymentRuns = pgTable(
  'auto_payment_runs',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The scheduled hour (Asia/Bangkok) this run is for, as an instant. */
    slotAt: at().notNull(),
    mode: text().$type<'credit' | 'payoneer'>().notNull(),
    paidOrderIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    /** Eligible orders the run could not pay (the balance did not cover them, or Payoneer refused). */
    unpaidOrderIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    amountCents: bigint({ mode: 'number' }).notNull().default(0),
    transactionId: integer().references(() => transactions.id, { onDelete: 'restrict' }),
    /** Why nothing (or not everything) was paid, for the seller's notification. */
    note: text().notNull().default(''),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auto_payment_runs_slot_key').on(t.userId, t.slotAt)],
);
