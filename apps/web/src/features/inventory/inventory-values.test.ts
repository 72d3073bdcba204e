import { describe, expect, it } from 'vitest';
import {
  duplicateRows,
  parseAdjustment,
  parseThreshold,
  resizeRows,
  signed,
} from './inventory-values';

describe('parseAdjustment', () => {
  it('takes whole numbers greater than -1000 and at most 1000', () => {
    expect(parseAdjustment('5', 0)).toEqual({ ok: true, value: 5 });
    expect(parseAdjustment(' -999 ', 2000)).toEqual({ ok: true, value: -999 });
    expect(parseAdjustment('1000', 0)).toEqual({ ok: true, value: 1000 });
  });
  it('refuses empty, text, decimals, out-of-range values and stock below 0', () => {
    expect(parseAdjustment('', 3)).toEqual({ ok: false, problem: 'required' });
    expect(parseAdjustment('abc', 3)).toEqual({ ok: false, problem: 'notNumber' });
    expect(parseAdjustment('2.5', 3)).toEqual({ ok: false, problem: 'notNumber' });
    expect(parseAdjustment('-1000', 5000)).toEqual({ ok: false, problem: 'range' });
    expect(parseAdjustment('1001', 0)).toEqual({ ok: false, problem: 'range' });
    expect(parseAdjustment('-4', 3)).toEqual({ ok: false, problem: 'belowZero' });
  });
});

describe('parseThreshold', () => {
  it('takes 0 to 100000', () => {
    expect(parseThreshold('0')).toEqual({ ok: true, value: 0 });
    expect(parseThreshold('-1')).toEqual({ ok: false, problem: 'notNumber' });
    expect(parseThreshold('100001')).toEqual({ ok: false, problem: 'range' });
  });
});

describe('add rows', () => {
  it('grows with the spec defaults and keeps typed rows', () => {
    const typed = { catalogId: 7, size: 'm', color: 'White', quantity: 4 };
    expect(resizeRows([typed], 3)).toEqual([
      typed,
      { catalogId: 1, color: 'black', size: 's', quantity: 1 },
      { catalogId: 1, color: 'black', size: 's', quantity: 1 },
    ]);
    expect(resizeRows([typed], 0)).toEqual([typed]);
  });
  it('finds rows repeating a catalog, colour and size', () => {
    const rows = resizeRows([], 2);
    expect(duplicateRows(rows)).toEqual([1]);
    expect(duplicateRows([rows[0]!, { ...rows[0]!, color: 'White' }])).toEqual([]);
  });
  it('signs adjustments', () => {
    expect([signed(3), signed(-2), signed(0)]).toEqual(['+3', '-2', '0']);
  });
});
