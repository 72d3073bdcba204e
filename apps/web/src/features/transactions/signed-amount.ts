import type { Transaction } from '@stitchworks/shared';
import { formatMoney, MISSING_VALUE } from '../../lib/format';

/** The typographic minus (U+2212), as the withdraw badge shows it. */
export const MINUS_SIGN = '\u2212';

/** '+$25.00' for a deposit, '−$25.00' for a withdrawal: the API sends amounts positive. */
export function signedAmount(transaction: Pick<Transaction, 'type' | 'amount'>): string {
  const text = formatMoney(Math.abs(Number(transaction.amount)));
  if (text === MISSING_VALUE) return text;
  return `${transaction.type === 'withdraw' ? MINUS_SIGN : '+'}${text}`;
}
