import {
  type CreditEntryInput,
  creditEntryInputSchema,
  type RequestWithdrawInput,
  requestWithdrawInputSchema,
  type Transaction,
  type TransactionList,
  type TransactionListQuery,
  type TransactionType,
  transactionMessages,
} from '@stitchworks/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { formatDollars, toCents, toDollars } from '../../lib/money.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { type AuthUser, assertNotDisabled } from '../../plugins/auth.ts';
import { audit } from '../audit/audit.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { moveCredit } from './credit-ledger.ts';
import {
  countTransactions,
  findAccountHolder,
  findTransactionForUpdate,
  findTransactionView,
  insertTransaction,
  listTransactionViews,
  type TransactionView,
  updateTransactionStatus,
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
): Promise<Transaction> {
  const { userId, credit, note } = creditEntryInputSchema.parse(input);
  const amountCents = toCents(credit);
  const id = await withTransaction(db, async (tx) => {
    const holder = await findAccountHolder(tx, userId);
    if (!holder) throw new AppError('NOT_FOUND', 'User not found');
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
        message: `${formatDollars(amountCents)} was added to your credit. Your balance is now ${formatDollars(balanceAfterCents)}.`,
        meta: { link: `/transaction/${row.id}` },
      });
    }
    return row.id;
  });
  return viewOf(db, id);
}

async function viewOf(db: DbOrTx, id: number): Promise<Transaction> {
  const view = await findTransactionView(db, id);
  if (!view) throw new AppError('NOT_FOUND', transactionMessages.notFound);
  return toTransaction(view);
}

/**
 * A seller asks to be paid out to their Payoneer account: a pending withdrawal whose amount is
 * held at once (taken from the credit, so it cannot be spent twice) until an admin settles it.
 * Money leaves only at the seller's own hand: an API key, if it leaked, cannot ask for it.
 */
export async function requestWithdraw(
  db: Db,
  caller: AuthUser,
  input: RequestWithdrawInput,
): Promise<Transaction> {
  assertNotDisabled(caller);
  if (caller.apiKeyId !== null) {
    throw new AppError('FORBIDDEN', transactionMessages.notWithApiKey);
  }
  const { amount, payoneerEmail, note } = requestWithdrawInputSchema.parse(input);
  const amountCents = toCents(amount);
  const id = await withTransaction(db, async (tx) => {
    const row = await insertTransaction(tx, {
      userId: caller.id,
      type: 'withdraw',
      amountCents,
      paymentMethod: 'payoneer',
      status: 'pending',
      note,
      payoutEmail: payoneerEmail,
      createdById: caller.id,
    });
    await moveCredit(tx, { userId: caller.id, deltaCents: -amountCents, transactionId: row.id });
    return row.id;
  });
  return viewOf(db, id);
}

/**
 * An admin settles a pending withdrawal request: approving completes it (the money went out);
 * refusing cancels it and gives the held amount back with a second ledger entry. Audited.
 */
export async function settleWithdrawal(
  db: Db,
  actor: AuthUser,
  id: number,
  decision: 'approve' | 'reject',
): Promise<Transaction> {
  await withTransaction(db, async (tx) => {
    const row = await findTransactionForUpdate(tx, id);
    if (!row) throw new AppError('NOT_FOUND', transactionMessages.notFound);
    if (row.type !== 'withdraw' || row.status !== 'pending') {
      throw new AppError('BAD_REQUEST', transactionMessages.notPending);
    }
    const status = decision === 'approve' ? 'completed' : 'cancelled';
    await updateTransactionStatus(tx, id, status);
    const given =
      decision === 'reject'
        ? await moveCredit(tx, {
            userId: row.userId,
            deltaCents: row.amountCents,
            transactionId: id,
          })
        : null;
    await audit(tx, {
      actorId: actor.id,
      action: decision === 'approve' ? 'credit.withdraw_approve' : 'credit.withdraw_refuse',
      entityType: 'transaction',
      entityId: id,
      before: { requestStatus: row.status },
      after: {
        requestStatus: status,
        amount: toDollars(row.amountCents),
        ...(given ? { balanceAfter: toDollars(given.balanceAfterCents) } : {}),
      },
    });
  });
  return viewOf(db, id);
}
