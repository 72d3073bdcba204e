import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { creditLedger, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { toDollars } from '../../lib/money.ts';
import { queueSellerEvent } from '../webhooks/webhooks.public.ts';

export type CreditMove = {
  userId: number;
  /** Cents added (positive) or taken (negative). */
  deltaCents: number;
  /** The transaction the move belongs to. */
  transactionId: number;
  /**
   * When the move happened, for history written after the fact (the demo's past months); now by
   * default. Moves must still be made in the order they happened, so each balance after is true.
   */
  at?: Date;
};

/**
 * The one way a seller's credit changes (spec/README decision 1): moves the balance and appends a
 * ledger entry with the balance after, in the caller's transaction. The balance never goes below
 * zero: a move that would take it there changes nothing and fails with NOT_ENOUGH_CREDIT. The
 * conditional update locks the user's row, so concurrent moves are applied one after the other,
 * each against the balance the previous one left.
 */
export async function moveCredit(tx: Tx, move: CreditMove): Promise<{ balanceAfterCents: number }> {
  if (!Number.isSafeInteger(move.deltaCents) || move.deltaCents === 0) {
    throw new Error('moveCredit: the amount must be a whole, non-zero number of cents');
  }
  const [row] = await tx
    .update(users)
    .set({ creditCents: sql`${users.creditCents} + ${move.deltaCents}` })
    .where(and(eq(users.id, move.userId), sql`${users.creditCents} + ${move.deltaCents} >= 0`))
    .returning({ creditCents: users.creditCents });
  if (!row) throw new AppError('NOT_ENOUGH_CREDIT');
  await tx.insert(creditLedger).values({
    userId: move.userId,
    deltaCents: move.deltaCents,
    balanceAfterCents: row.creditCents,
    transactionId: move.transactionId,
    ...(move.at ? { createdAt: move.at } : {}),
  });
  // The seller's webhooks hear of it in the same transaction.
  await queueSellerEvent(tx, {
    sellerId: move.userId,
    type: 'credit.changed',
    orderingKey: 'credit',
    data: {
      transactionId: move.transactionId,
      amount: toDollars(move.deltaCents),
      credit: toDollars(row.creditCents),
    },
  });
  return { balanceAfterCents: row.creditCents };
}
