import { type TransactionListQuery, transactionNotes } from '@stitchworks/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { creditLedger, transactions, users } from '../../db/schema/index.ts';

export type TransactionRow = typeof transactions.$inferSelect;
export type NewTransactionRow = typeof transactions.$inferInsert;

export type TransactionFilter = Omit<TransactionListQuery, 'page' | 'limit'>;

const creator = alias(users, 'creator');

function filterWhere(filter: TransactionFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.userId !== undefined) conditions.push(eq(transactions.userId, filter.userId));
  if (filter.type) conditions.push(eq(transactions.type, filter.type));
  if (filter.status) conditions.push(eq(transactions.status, filter.status));
  if (filter.paymentMethod) conditions.push(eq(transactions.paymentMethod, filter.paymentMethod));
  if (filter.createdFrom !== undefined) {
    conditions.push(gte(transactions.createdAt, new Date(filter.createdFrom * 1000)));
  }
  if (filter.createdTo !== undefined) {
    conditions.push(lt(transactions.createdAt, new Date((filter.createdTo + 1) * 1000)));
  }
  const keyword = filter.keyword?.replace(/^#/, '').trim();
  if (keyword) {
    const pattern = containsPattern(keyword);
    // Sellers are matched once in their own table; with the note's trigram index the two
    // conditions are two index scans, not a pass over every entry.
    const sellers = sql`array(select ${users.id} from ${users} where ${or(
      ilike(users.email, pattern),
      ilike(users.name, pattern),
    )})`;
    const matches: SQL[] = [
      ilike(transactions.note, pattern),
      sql`${transactions.userId} = any(${sellers})`,
    ];
    if (/^\d{1,9}$/.test(keyword)) matches.push(eq(transactions.id, Number(keyword)));
    conditions.push(or(...matches)!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

const columns = {
  transaction: transactions,
  userName: users.name,
  userEmail: users.email,
  creatorName: creator.name,
  // The balance the transaction's own move left (a refused request also has the entry giving the
  // held amount back).
  balanceAfterCents: sql<number | null>`(
    select ${creditLedger.balanceAfterCents} from ${creditLedger}
    where ${creditLedger.transactionId} = ${transactions.id}
    order by ${creditLedger.id} limit 1)`.mapWith(Number),
};

export type TransactionView = {
  transaction: TransactionRow;
  userName: string;
  userEmail: string;
  creatorName: string | null;
  balanceAfterCents: number | null;
};

function selectViews(db: DbOrTx) {
  return db
    .select(columns)
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .leftJoin(creator, eq(creator.id, transactions.createdById));
}

/** Newest first, with the seller, who entered it and the balance it left. */
export function listTransactionViews(
  db: DbOrTx,
  filter: TransactionFilter,
  page: { limit: number; offset: number },
): Promise<TransactionView[]> {
  return selectViews(db)
    .where(filterWhere(filter))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countTransactions(db: DbOrTx, filter: TransactionFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(transactions).where(filterWhere(filter));
  return row?.n ?? 0;
}

export async function findTransactionView(
  db: DbOrTx,
  id: number,
): Promise<TransactionView | undefined> {
  const [row] = await selectViews(db).where(eq(transactions.id, id)).limit(1);
  return row;
}

export async function insertTransaction(
  db: DbOrTx,
  values: NewTransactionRow,
): Promise<TransactionRow> {
  const [row] = await db.insert(transactions).values(values).returning();
  return row!;
}

export async function findAccountHolder(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, role: users.role, creditCents: users.creditCents })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The transaction, locked until the end of the caller's transaction (settling a request). */
export async function findTransactionForUpdate(
  db: DbOrTx,
  id: number,
): Promise<TransactionRow | undefined> {
  const [row] = await db.select().from(transactions).where(eq(transactions.id, id)).for('update');
  return row;
}

export async function updateTransaction(
  db: DbOrTx,
  id: number,
  values: Partial<
    Pick<TransactionRow, 'status' | 'providerOrderId' | 'providerCaptureId' | 'note'>
  >,
): Promise<void> {
  await db
    .update(transactions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(transactions.id, id));
}

/** A top-up with the online wallet still waiting for its payment. */
const pendingWalletDeposit = and(
  eq(transactions.type, 'deposit'),
  eq(transactions.status, 'pending'),
  eq(transactions.paymentMethod, 'paypal'),
);

/** Online-wallet top-ups still pending and untouched since `quietSince`, oldest first. */
export async function findPendingDepositIds(
  db: DbOrTx,
  quietSince: Date,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        pendingWalletDeposit,
        isNotNull(transactions.providerOrderId),
        lt(transactions.updatedAt, quietSince),
      ),
    )
    .orderBy(asc(transactions.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Top-ups whose wallet order was never opened (the process stopped between the two steps) and
 * older than `before`: cancelled, as nobody can pay them. Answers how many.
 */
/**
 * Cancels one top-up whose wallet order was never recorded (opening it failed). One recorded
 * meanwhile stays: its answer may have been sent, and the payer may be at the wallet.
 */
export async function cancelUnopenedDeposit(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(transactions)
    .set({ status: 'cancelled', note: transactionNotes.walletCouldNotOpen, updatedAt: new Date() })
    .where(
      and(eq(transactions.id, id), pendingWalletDeposit, isNull(transactions.providerOrderId)),
    );
}

export async function cancelUnopenedDeposits(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .update(transactions)
    .set({
      status: 'cancelled',
      note: transactionNotes.walletCouldNotOpen,
      updatedAt: new Date(),
    })
    .where(
      and(
        pendingWalletDeposit,
        isNull(transactions.providerOrderId),
        lt(transactions.createdAt, before),
      ),
    )
    .returning({ id: transactions.id });
  return rows.length;
}

/** An order payment at the online wallet still waiting, untouched since `quietSince`. */
export async function findPendingOrderPaymentIds(
  db: DbOrTx,
  quietSince: Date,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.type, 'payment'),
        eq(transactions.status, 'pending'),
        eq(transactions.paymentMethod, 'paypal'),
        lt(transactions.updatedAt, quietSince),
      ),
    )
    .orderBy(asc(transactions.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** A seller's credit balance, in cents (0 for anyone else). */
export async function findCreditCents(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ creditCents: users.creditCents })
    .from(users)
    .where(eq(users.id, userId));
  return row?.creditCents ?? 0;
}

/** The kind of a transaction (which flow validates or cancels it); undefined when there is none. */
export async function findTransactionKind(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ type: transactions.type })
    .from(transactions)
    .where(eq(transactions.id, id));
  return row?.type;
}
