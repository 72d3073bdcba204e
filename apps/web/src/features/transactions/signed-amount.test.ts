import { describe, expect, it } from 'vitest';
import { signedAmount } from './signed-amount';

describe('signedAmount', () => {
  it('adds a plus to a deposit and a minus to a withdrawal, in dollars with 2 decimals', () => {
    expect(signedAmount({ type: 'deposit', amount: 25 })).toBe('+$25.00');
    expect(signedAmount({ type: 'withdraw', amount: 1234.5 })).toBe('\u2212$1,234.50');
  });

  it('never doubles the sign of an amount sent negative, and shows N/A for a bad amount', () => {
    expect(signedAmount({ type: 'withdraw', amount: -3 })).toBe('\u2212$3.00');
    expect(signedAmount({ type: 'deposit', amount: Number.NaN })).toBe('N/A');
  });
});
