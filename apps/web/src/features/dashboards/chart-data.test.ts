import { describe, expect, it } from 'vitest';
import { creditRows, paidUnpaidPerDay, perDayByFactory, statusRows } from './chart-data';

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

  it('draws the credit at the end of every day, carrying it over days with no movement', () => {
    expect(
      creditRows(
        {
          opening: 250,
          current: 80,
          points: [
            { day: '2026-03-03', balance: 499 },
            { day: '2026-03-05', balance: 80 },
          ],
        },
        '2026-03-01',
        '2026-03-06',
      ),
    ).toEqual([
      { day: '2026-03-01', balance: 250 },
      { day: '2026-03-02', balance: 250 },
      { day: '2026-03-03', balance: 499 },
      { day: '2026-03-04', balance: 499 },
      { day: '2026-03-05', balance: 80 },
      { day: '2026-03-06', balance: 80 },
    ]);
    // No movement in the range: a flat line at the balance.
    expect(
      creditRows({ opening: 50, current: 50, points: [] }, '2026-03-09', '2026-03-10'),
    ).toEqual([
      { day: '2026-03-09', balance: 50 },
      { day: '2026-03-10', balance: 50 },
    ]);
    expect(creditRows({ opening: 0, current: 50, points: [] }, null, '2026-03-10')).toEqual([
      { day: '2026-03-10', balance: 50 },
    ]);
    // All time by month: from the first movement's month, every month to the last.
    expect(
      creditRows(
        { opening: 0, current: 30, points: [{ day: '2025-11-01', balance: 30 }] },
        null,
        '2026-01-20',
        'month',
      ),
    ).toEqual([
      { day: '2025-11-01', balance: 30 },
      { day: '2025-12-01', balance: 30 },
      { day: '2026-01-01', balance: 30 },
    ]);
  });
});
