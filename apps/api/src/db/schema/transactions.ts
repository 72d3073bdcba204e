import type { PaymentMethod, TransactionStatus, TransactionType } from '@stitchworks/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A movement of a seller's money: what the seller and staff see in the transaction pages. */
export const transactions = pgTable(
  'transactions',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    type: text().$type<TransactionType>().notNull(),
    amountCents: bigint({ mode: 'number' }).notNull(),
    paymentMethod: text().$type<PaymentMethod>().notNull(),
    status: text().$type<TransactionStatus>().notNull(),
    note: text().notNull().default(''),
    /** Where a withdrawal is paid out (the seller's Payoneer e-mail). */
    payoutEmail: text(),
    /** The wallet's order of a top-up (PayPal order id) and, once paid, its capture id. */
    providerOrderId: text(),
    providerCaptureId: text(),
    orderIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list's order (newest first, id breaking ties), for everyone's and for one seller's.
    index('transactions_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    uniqueIndex('transactions_provider_order_idx').on(t.providerOrderId),
    // Staff search notes anywhere in the text (pg_trgm).
    index('transactions_note_trgm_idx').using('gin', t.note.op('gin_trgm_ops')),
    index('transactions_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A payment of orders a discount made free moves no money: its amount alone may be 0.
    check(
      'transactions_amount_positive',
      sql`${t.amountCents} > 0 or (${t.type} = 'payment' and ${t.amountCents} = 0)`,
    ),
  ],
);

/**
 * The append-only record of every change to a seller's credit (spec/README decision 1): each row
 * is written in the same transaction as the change and carries the balance after it. A trigger
 * refuses updates and deletes. A transaction has one entry, or two when a held amount is given
 * back (a refused withdrawal request).
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    deltaCents: bigint({ mode: 'number' }).notNull(),
    balanceAfterCents: bigint({ mode: 'number' }).notNull(),
    transactionId: integer().references(() => transactions.id, { onDelete: 'restrict' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_ledger_user_idx').on(t.userId, t.id),
    index('credit_ledger_transaction_idx').on(t.transactionId),
    check('credit_ledger_delta_not_zero', sql`${t.deltaCents} <> 0`),
    check('credit_ledger_balance_not_negative', sql`${t.balanceAfterCents} >= 0`),
  ],
);
