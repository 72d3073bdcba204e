import { errorMessages } from '@stitchworks/shared';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { moveCredit } from './credit-ledger.ts';
import { insertTransaction } from './transactions.repository.ts';

/**
 * Charges a cost of an order to the seller's credit, in the caller's transaction: a completed
 * `payment` transaction by credit naming the order, and its ledger entry. A balance that cannot
 * cover it changes nothing and fails with NOT_ENOUGH_CREDIT.
 */
export async function chargeToCredit(
  tx: Tx,
  charge: { sellerId: number; orderId: number; amountCents: number; note: string; actorId: number },
): Promise<{ transactionId: number; balanceAfterCents: number }> {
  const row = await insertTransaction(tx, {
    userId: charge.sellerId,
    type: 'payment',
    amountCents: charge.amountCents,
    paymentMethod: 'credit',
    status: 'completed',
    note: charge.note,
    orderIds: [charge.orderId],
    createdById: charge.actorId,
  });
  try {
    const { balanceAfterCents } = await moveCredit(tx, {
      userId: charge.sellerId,
      deltaCents: -charge.amountCents,
      transactionId: row.id,
    });
    return { transactionId: row.id, balanceAfterCents };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_ENOUGH_CREDIT') {
      throw new AppError('NOT_ENOUGH_CREDIT', errorMessages.sellerCreditTooLow);
    }
    throw error;
  }
}
