import { describe, expect, it } from 'vitest';
import { positiveDollarsSchema } from './common.ts';

describe('amounts of money sent as text', () => {
  const dollars = positiveDollarsSchema(100_000);

  it('reads plain decimals', () => {
    expect(dollars.parse('12')).toBe(12);
    expect(dollars.parse(' 12.50 ')).toBe(12.5);
    expect(dollars.parse('0.5')).toBe(0.5);
    expect(dollars.parse(7.25)).toBe(7.25);
  });

  it('refuses what Number() would read as something else', () => {
    for (const text of ['0x10', '1e3', 'Infinity', '0b11', '0o7', '1_000', '1,000', '+5']) {
      const result = dollars.safeParse(text);
      expect(result.success, text).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('This field must a double');
    }
    // A trailing point is still twelve.
    expect(dollars.parse('12.')).toBe(12);
  });

  it('says why a written-out amount is refused', () => {
    expect(dollars.safeParse('-5').error?.issues[0]?.message).toBe(
      'The amount must be greater than 0',
    );
    expect(dollars.safeParse('1.005').error?.issues[0]?.message).toBe('This field must a double');
  });
});
