import { describe, expect, it } from 'vitest';
import { isWholeCents, positiveDollarsSchema } from './common.ts';

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

describe('amounts below one cent', () => {
  const dollars = positiveDollarsSchema(100_000);

  it('are refused as not two decimals, never rounded to nothing', () => {
    for (const value of [1e-9, 5e-324, 0.001, 0.004, 0.0049, '0.000000001', '0.001']) {
      const result = dollars.safeParse(value);
      expect(result.success, String(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('This field must a double');
    }
    expect(dollars.parse(0.01)).toBe(0.01);
    // Float noise of a computed amount is still that amount.
    expect(dollars.parse(0.1 + 0.2)).toBeCloseTo(0.3);
  });

  it('leave 0 and whole cents alone where 0 is allowed', () => {
    for (const value of [0, 0.01, 0.29, 12.34, 99_999.99]) expect(isWholeCents(value)).toBe(true);
    for (const value of [1e-9, 5e-324, -1e-9, 0.001, 1.005])
      expect(isWholeCents(value)).toBe(false);
  });
});
