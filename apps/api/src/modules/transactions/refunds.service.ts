import type { Tx } from '../../db/client.ts';
import { moveCredit } from './credit-ledger.ts';
import { insertTransaction } from './transactions.repository.ts';

/**
 * Gives an order's money back to the seller's credit, in the caller's transaction: a completed
 * `refund` transaction naming the order and its ledger entry. The caller (the order book) holds
 * the order's row lock and checks the amount against what is left to refund.
 */
export async function refundToCredit(
  tx: Tx,
  refund: { sellerId: number; orderId: number; amountCents: number; note: string; actorId: number },
): Promise<{ transactionId: number; balanceAfterCents: number }> {
  const row = await insertTransaction(tx, {
    userId: refund.sellerId,
    type: 'refund',
    amountCents: refund.amountCents,
    paymentMethod: 'credit',
    status: 'completed',
    note: refund.note,
    orderIds: [refund.orderId],
    createdById: refund.actorId,
  });
  const { balanceAfterCents } = await moveCredit(tx, {
    userId: refund.sellerId,
    deltaCents: refund.amountCents,
    transactionId: row.id,
  });
  return { transactionId: row.id, balanceAfterCents };
}
