import {
  type CreditEntryInput,
  creditEntryInputSchema,
  errorMessages,
  notificationText,
  TRANSACTION_EXPORT_LIMIT,
  type Transaction,
  type TransactionList,
  type TransactionListQuery,
  type TransactionReportQuery,
  type TransactionType,
  transactionMessages,
} from '@stitchworks/shared';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { toCsv } from '../../lib/csv.ts';
import { type KeepAnswer, keepNothing } from '../../lib/kept-answer.ts';
import { formatDollars, toCents, toDollars } from '../../lib/money.ts';
import { withTransaction } from '../../lib/transaction.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { audit } from '../audit/audit.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { moveCredit } from './credit-ledger.ts';
import {
  countTransactions,
  findAccountHolder,
  findTransactionView,
  insertTransaction,
  listTransactionViews,
  type TransactionView,
} from './transactions.repository.ts';

export function toTransaction(view: TransactionView): Transaction {
  const row = view.transaction;
  return {
    id: row.id,
    userId: row.userId,
    user: { id: row.userId, name: view.userName, email: view.userEmail },
    type: row.type,
    amount: toDollars(row.amountCents),
    paymentMethod: row.paymentMethod,
    status: row.status,
    note: row.note,
    orderIds: row.orderIds,
    payoutEmail: row.payoutEmail,
    balanceAfter: view.balanceAfterCents === null ? null : toDollars(view.balanceAfterCents),
    createdBy:
      row.createdById !== null && view.creatorName !== null
        ? { id: row.createdById, name: view.creatorName }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const depositMessage = (amountCents: number, balanceAfterCents: number) =>
  notificationText('depositAdded', {
    amount: formatDollars(amountCents),
    balance: formatDollars(balanceAfterCents),
  });

/** A seller sees only their own money; the staff who have the transaction pages see everyone's. */
const scopeOf = (caller: AuthUser) => (caller.role === 'seller' ? caller.id : undefined);

export async function listTransactions(
  db: DbOrTx,
  caller: AuthUser,
  query: TransactionListQuery & { page: number; limit: number },
): Promise<TransactionList> {
  const { page, limit, ...filter } = query;
  const ownerId = scopeOf(caller);
  const scoped = ownerId === undefined ? filter : { ...filter, userId: ownerId };
  const [views, count] = await Promise.all([
    listTransactionViews(db, scoped, { limit, offset: (page - 1) * limit }),
    countTransactions(db, scoped),
  ]);
  return { rows: views.map(toTransaction), count, totalPage: Math.ceil(count / limit) };
}

export async function getTransaction(db: DbOrTx, caller: AuthUser, id: number) {
  const view = await findTransactionView(db, id);
  const ownerId = scopeOf(caller);
  if (!view || (ownerId !== undefined && view.transaction.userId !== ownerId)) {
    throw new AppError('NOT_FOUND', transactionMessages.notFound);
  }
  return toTransaction(view);
}

/**
 * Staff add credit to a seller (a payment received outside the app, a goodwill credit) or take it
 * back, from the user page: a completed transaction, its ledger entry and an audit record in one
 * database transaction. The seller hears of a deposit at once (approve-deposit).
 */
export async function enterCredit(
  db: Db,
  actor: AuthUser,
  type: TransactionType,
  input: CreditEntryInput,
  keep: KeepAnswer<Transaction> = keepNothing,
): Promise<Transaction> {
  const { userId, credit, note } = creditEntryInputSchema.parse(input);
  const amountCents = toCents(credit);
  return withTransaction(db, async (tx) => {
    const holder = await findAccountHolder(tx, userId);
    if (!holder) throw new AppError('NOT_FOUND', errorMessages.userNotFound);
    if (holder.role !== 'seller')
      throw new AppError('BAD_REQUEST', transactionMessages.sellersOnly);
    const row = await insertTransaction(tx, {
      userId,
      type,
      amountCents,
      paymentMethod: 'manual',
      status: 'completed',
      note,
      createdById: actor.id,
    });
    const deltaCents = type === 'deposit' ? amountCents : -amountCents;
    const { balanceAfterCents } = await moveCredit(tx, {
      userId,
      deltaCents,
      transactionId: row.id,
    });
    await audit(tx, {
      actorId: actor.id,
      action: `credit.${type}`,
      entityType: 'transaction',
      entityId: row.id,
      after: {
        userId,
        amount: toDollars(amountCents),
        balanceAfter: toDollars(balanceAfterCents),
        note,
      },
    });
    if (type === 'deposit') {
      await notify(tx, {
        userIds: [userId],
        type: 'approve-deposit',
        message: depositMessage(amountCents, balanceAfterCents),
        meta: { link: `/transaction/${row.id}` },
      });
    }
    return answerOfTransaction(tx, row.id, keep);
  });
}

export async function viewOf(db: DbOrTx, id: number): Promise<Transaction> {
  const view = await findTransactionView(db, id);
  if (!view) throw new AppError('NOT_FOUND', transactionMessages.notFound);
  return toTransaction(view);
}

/**
 * The transaction as the answer shows it, read in the transaction that wrote it and handed to
 * `keep` there: money that moved is answered as moved, never as a failed read after the commit.
 */
export async function answerOfTransaction(
  tx: Tx,
  id: number,
  keep: KeepAnswer<Transaction> = keepNothing,
): Promise<Transaction> {
  const transaction = await viewOf(tx, id);
  await keep(tx, transaction);
  return transaction;
}

const REPORT_HEADER = [
  'ID',
  'Created at (UTC)',
  'Seller',
  'Seller e-mail',
  'Type',
  'Amount',
  'Balance after',
  'Method',
  'Status',
  'Note',
  'Paid out to',
  'Entered by',
];

/**
 * The transaction report (GET /transactions/report): the list's filters over a created range, as
 * CSV, newest first. Amounts are signed dollars (a withdrawal is negative). A range holding more
 * than TRANSACTION_EXPORT_LIMIT rows is refused rather than cut short.
 */
export async function transactionReport(
  db: DbOrTx,
  query: TransactionReportQuery,
): Promise<string> {
  const count = await countTransactions(db, query);
  if (count > TRANSACTION_EXPORT_LIMIT) {
    throw new AppError('BAD_REQUEST', transactionMessages.tooManyToExport);
  }
  const views = await listTransactionViews(db, query, {
    limit: TRANSACTION_EXPORT_LIMIT,
    offset: 0,
  });
  const rows = views
    .map(toTransaction)
    .map((row) => [
      row.id,
      row.createdAt,
      row.user.name,
      row.user.email,
      row.type,
      row.type === 'withdraw' ? -row.amount : row.amount,
      row.balanceAfter,
      row.paymentMethod,
      row.status,
      row.note,
      row.payoutEmail,
      row.createdBy?.name,
    ]);
  return toCsv([REPORT_HEADER, ...rows]);
}
