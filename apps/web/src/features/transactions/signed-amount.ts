import type { Transaction } from '@stitchworks/shared';
import { formatMoney, missingValue } from '../../lib/format';

/** The typographic minus (U+2212), as the withdraw badge shows it. */
export const MINUS_SIGN = '\u2212';

/** Money leaving the seller's side: a withdrawal, a payment of orders. */
export const isOutgoing = (type: Transaction['type']) => type === 'withdraw' || type === 'payment';

/** '+$25.00' for a deposit or refund, '−$25.00' for a withdrawal or payment (sent positive). */
export function signedAmount(transaction: Pick<Transaction, 'type' | 'amount'>): string {
  const text = formatMoney(Math.abs(Number(transaction.amount)));
  if (text === missingValue()) return text;
  return `${isOutgoing(transaction.type) ? MINUS_SIGN : '+'}${text}`;
}
