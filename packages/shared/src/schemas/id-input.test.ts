import { describe, expect, it } from 'vitest';
import { idSchema, MAX_ID } from './common.ts';
import { payableOrdersQuerySchema } from './order-payments.ts';

describe('ids sent in paths, queries and bodies', () => {
  it('reads whole numbers, as numbers or written out in digits', () => {
    expect(idSchema.parse(7)).toBe(7);
    expect(idSchema.parse('7')).toBe(7);
    expect(idSchema.parse(' 42 ')).toBe(42);
    expect(idSchema.parse(String(MAX_ID))).toBe(MAX_ID);
  });

  it('refuses what Number() would read as another id', () => {
    for (const input of [
      '1e0',
      '0x10',
      '0b1',
      '0o7',
      '1_0',
      '+1',
      'Infinity',
      '',
      true,
      [2],
      null,
    ]) {
      expect(idSchema.safeParse(input).success, JSON.stringify(input)).toBe(false);
    }
  });

  it('refuses ids no integer column holds', () => {
    for (const input of ['0', '-1', '1.5', String(MAX_ID + 1), 1e20]) {
      expect(idSchema.safeParse(input).success, String(input)).toBe(false);
    }
  });

  it('reads the payment page ids only when every one is written in digits', () => {
    expect(payableOrdersQuerySchema.parse({ ids: '3, 1,3' }).ids).toEqual([3, 1]);
    for (const ids of ['1e0', '0x10', '1,2e1', '1,,2', '1.0']) {
      expect(payableOrdersQuerySchema.safeParse({ ids }).success, ids).toBe(false);
    }
  });
});
