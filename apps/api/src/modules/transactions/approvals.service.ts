import { type Transaction, transactionMessages } from '@stitchworks/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type KeepAnswer, keepNothing } from '../../lib/kept-answer.ts';
import { toDollars } from '../../lib/money.ts';
import { withTransaction } from '../../lib/transaction.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { audit } from '../audit/audit.service.ts';
import { creditDeposit } from './deposits.service.ts';
import { settleOrderPaymentByStaff } from './order-payments.service.ts';
import { findTransactionForUpdate, updateTransaction } from './transactions.repository.ts';
import { answerOfTransaction } from './transactions.service.ts';
import { settleWithdrawal } from './withdrawals.service.ts';

/**
 * PUT /transactions/:id/approve and /reject: an admin settles whatever waits for a decision —
 * a withdrawal request (paid out, or its amount given back), a wallet top-up left for review
 * (credited, or cancelled), a wallet payment of orders left for review (the orders paid, or given
 * back to the seller to pay). Audited; anything not pending is refused, and a wallet payment is
 * approved only once the wallet took the money.
 */
export async function settlePendingTransaction(
  db: Db,
  actor: AuthUser,
  id: number,
  decision: 'approve' | 'reject',
  keep: KeepAnswer<Transaction> = keepNothing,
): Promise<Transaction> {
  const found = await findTransactionForUpdate(db, id);
  if (!found) throw new AppError('NOT_FOUND', transactionMessages.notFound);
  if (found.type === 'withdraw') return settleWithdrawal(db, actor, id, decision, keep);
  return withTransaction(db, async (tx) => {
    const row = await findTransactionForUpdate(tx, id);
    if (row?.status !== 'pending' || (row.type !== 'deposit' && row.type !== 'payment')) {
      throw new AppError('BAD_REQUEST', transactionMessages.notPending);
    }
    // Only money the wallet took can be accepted; one the payer has not paid can only be refused.
    if (decision === 'approve' && !row.providerCaptureId) {
      throw new AppError('BAD_REQUEST', transactionMessages.waitingForPayer);
    }
    if (row.type === 'payment') {
      await settleOrderPaymentByStaff(tx, actor, row, decision);
      return answerOfTransaction(tx, id, keep);
    }
    if (decision === 'reject') {
      await updateTransaction(tx, id, { status: 'cancelled' });
    } else {
      await creditDeposit(tx, row, null);
    }
    await audit(tx, {
      actorId: actor.id,
      action: decision === 'approve' ? 'credit.deposit_approve' : 'credit.deposit_refuse',
      entityType: 'transaction',
      entityId: id,
      before: { status: row.status },
      after: {
        status: decision === 'approve' ? 'completed' : 'cancelled',
        amount: toDollars(row.amountCents),
      },
    });
    return answerOfTransaction(tx, id, keep);
  });
}
