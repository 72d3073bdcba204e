import {
  type RequestWithdrawInput,
  requestWithdrawInputSchema,
  type Transaction,
  transactionMessages,
} from '@stitchworks/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type KeepAnswer, keepNothing } from '../../lib/kept-answer.ts';
import { toCents, toDollars } from '../../lib/money.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { type AuthUser, assertNotDisabled } from '../../plugins/auth.ts';
import { audit } from '../audit/audit.service.ts';
import { moveCredit } from './credit-ledger.ts';
import {
  findTransactionForUpdate,
  insertTransaction,
  updateTransaction,
} from './transactions.repository.ts';
import { answerOfTransaction } from './transactions.service.ts';

/**
 * A seller asks to be paid out to their Payoneer account: a pending withdrawal whose amount is
 * held at once (taken from the credit, so it cannot be spent twice) until an admin settles it.
 * Money leaves only at the seller's own hand: an API key, if it leaked, cannot ask for it.
 */
export async function requestWithdraw(
  db: Db,
  caller: AuthUser,
  input: RequestWithdrawInput,
  keep: KeepAnswer<Transaction> = keepNothing,
): Promise<Transaction> {
  assertNotDisabled(caller);
  if (caller.apiKeyId !== null) {
    throw new AppError('FORBIDDEN', transactionMessages.notWithApiKey);
  }
  const { amount, payoneerEmail, note } = requestWithdrawInputSchema.parse(input);
  const amountCents = toCents(amount);
  return withTransaction(db, async (tx) => {
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
    return answerOfTransaction(tx, row.id, keep);
  });
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
  keep: KeepAnswer<Transaction> = keepNothing,
): Promise<Transaction> {
  return withTransaction(db, async (tx) => {
    const row = await findTransactionForUpdate(tx, id);
    if (!row) throw new AppError('NOT_FOUND', transactionMessages.notFound);
    if (row.type !== 'withdraw' || row.status !== 'pending') {
      throw new AppError('BAD_REQUEST', transactionMessages.notPending);
    }
    const status = decision === 'approve' ? 'completed' : 'cancelled';
    await updateTransaction(tx, id, { status });
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
    return answerOfTransaction(tx, id, keep);
  });
}
