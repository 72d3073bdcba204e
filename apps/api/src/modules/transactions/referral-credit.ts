import { fillTemplate, transactionNotes } from '@stitchworks/shared';
import type { Tx } from '../../db/client.ts';
import { moveCredit } from './credit-ledger.ts';
import { insertTransaction } from './transactions.repository.ts';

/**
 * A referrer's claimed compensation into their credit: a completed deposit to the credit and its
 * ledger entry, in the caller's transaction (the claim marks what it paid in the same one).
 */
export async function creditReferralCompensation(
  tx: Tx,
  claim: { userId: number; amountCents: number; sellers: number },
): Promise<{ transactionId: number; balanceAfterCents: number }> {
  const row = await insertTransaction(tx, {
    userId: claim.userId,
    type: 'deposit',
    amountCents: claim.amountCents,
    paymentMethod: 'credit',
    status: 'completed',
    note: fillTemplate(transactionNotes.referralClaim, { count: claim.sellers }),
    createdById: claim.userId,
  });
  const { balanceAfterCents } = await moveCredit(tx, {
    userId: claim.userId,
    deltaCents: claim.amountCents,
    transactionId: row.id,
  });
  return { transactionId: row.id, balanceAfterCents };
}
