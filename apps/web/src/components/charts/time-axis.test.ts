import { describe, expect, it } from 'vitest';
import { bangkokDayOf, rangeDays, zeroFilled } from './time-axis';

describe('time axis', () => {
  it('keeps every day of the range on the axis, zero where nothing happened', () => {
    const rows = zeroFilled(
      [
        { day: '2026-03-05', amount: 7 },
        { day: '2026-03-01', amount: 2 },
      ],
      '2026-02-28',
      '2026-03-06',
      'day',
      (day) => ({ day, amount: 0 }),
    );
    expect(rows.map((row) => `${row.day}:${row.amount}`)).toEqual([
      '2026-02-28:0',
      '2026-03-01:2',
      '2026-03-02:0',
      '2026-03-03:0',
      '2026-03-04:0',
      '2026-03-05:7',
      '2026-03-06:0',
    ]);
  });

  it('fills months for a range charted by month, and spans the data itself for all time', () => {
    const rows = zeroFilled(
      [
        { day: '2026-01-01', orders: 4 },
        { day: '2026-04-01', orders: 1 },
      ],
      null,
      null,
      'month',
      (day) => ({ day, orders: 0 }),
    );
    expect(rows).toEqual([
      { day: '2026-01-01', orders: 4 },
      { day: '2026-02-01', orders: 0 },
      { day: '2026-03-01', orders: 0 },
      { day: '2026-04-01', orders: 1 },
    ]);
    expect(zeroFilled([], null, null, 'day', (day) => ({ day }))).toEqual([]);
  });

  it('reads a range in Bangkok days', () => {
    // 2026-03-01 00:00 in Bangkok is 2026-02-28 17:00 UTC.
    const from = Date.UTC(2026, 1, 28, 17) / 1000;
    expect(rangeDays({ from, to: from + 2 * 86_400 - 1 })).toEqual({
      first: '2026-03-01',
      last: '2026-03-02',
    });
    expect(rangeDays({ from: null, to: null })).toEqual({ first: null, last: null });
    expect(bangkokDayOf(Date.parse('2026-03-03T18:30:00Z') / 1000)).toBe('2026-03-04');
  });
});
