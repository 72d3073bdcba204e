import { describe, expect, it } from 'vitest';
import {
  bangkokDayOf,
  creditRows,
  paidUnpaidPerDay,
  perDayByFactory,
  statusRows,
} from './chart-data';

describe('chart data', () => {
  it('lists statuses in life order with their labels, leaving out empty ones', () => {
    const rows = statusRows(
      [
        { status: 'shipped', orders: 2 },
        { status: 'created', orders: 3 },
        { status: 'cancelled', orders: 0 },
      ],
      (status) => status.toUpperCase(),
    );
    expect(rows).toEqual([
      { status: 'CREATED', orders: 3 },
      { status: 'SHIPPED', orders: 2 },
    ]);
  });

  it('puts each factory in a column of its day, zero where it had nothing', () => {
    const rows = perDayByFactory(
      [
        { day: '2026-03-02', factory: 'eu1', revenue: 10.1 },
        { day: '2026-03-01', factory: 'vn1', revenue: 5.2 },
        { day: '2026-03-02', factory: 'vn1', revenue: 1 },
      ],
      'revenue',
      ['vn1', 'eu1'],
    );
    expect(rows).toEqual([
      { day: '2026-03-01', vn1: 5.2, eu1: 0 },
      { day: '2026-03-02', vn1: 1, eu1: 10.1 },
    ]);
  });

  it('adds paid and unpaid orders of every factory per day', () => {
    expect(
      paidUnpaidPerDay([
        { day: '2026-03-01', paidOrders: 2, unpaidOrders: 1 },
        { day: '2026-03-01', paidOrders: 3, unpaidOrders: 0 },
      ]),
    ).toEqual([{ day: '2026-03-01', paid: 5, unpaid: 1 }]);
  });

  it('starts the credit line at the opening balance and keeps a lone point as a flat line', () => {
    expect(
      creditRows(
        { opening: 100, current: 80, points: [{ day: '2026-03-05', balance: 80 }] },
        '2026-03-01',
        '2026-03-10',
      ),
    ).toEqual([
      { day: '2026-03-01', balance: 100 },
      { day: '2026-03-05', balance: 80 },
    ]);
    expect(creditRows({ opening: 0, current: 50, points: [] }, null, '2026-03-10')).toEqual([
      { day: '2026-03-10', balance: 50 },
    ]);
    expect(bangkokDayOf(Date.parse('2026-03-03T18:30:00Z') / 1000)).toBe('2026-03-04');
  });
});
