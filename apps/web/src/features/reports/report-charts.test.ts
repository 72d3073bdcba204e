import type { InventoryWarningRow, OrderedProductsRow } from '@stitchworks/shared';
import { describe, expect, it } from 'vitest';
import { outputPerDay, reportDays, soldChart, stockAgainstThreshold } from './report-charts';

const sold = (fields: Partial<OrderedProductsRow>): OrderedProductsRow => ({
  catalogId: null,
  catalog: null,
  size: null,
  color: null,
  seller: null,
  period: null,
  orders: 1,
  units: 1,
  amount: 10,
  ...fields,
});

describe('report charts', () => {
  it('reads an open range as the last 30 days, in Bangkok days', () => {
    const now = Date.parse('2026-03-31T20:00:00Z') / 1000; // 1 April, 03:00 in Bangkok
    expect(reportDays({}, now)).toEqual({ first: '2026-03-02', last: '2026-04-01' });
  });

  it('sums the output of every person and factory per day and step, quiet days kept', () => {
    const user = { id: 1, name: 'An' };
    const rows = outputPerDay(
      [
        { day: '2026-03-03', factory: 'vn1', step: 'embroidered', user, units: 4 },
        { day: '2026-03-03', factory: 'eu1', step: 'embroidered', user: null, units: 2 },
        { day: '2026-03-01', factory: 'vn1', step: 'packed', user, units: 5 },
      ],
      { first: '2026-03-01', last: '2026-03-04' },
    );
    expect(rows).toEqual([
      { day: '2026-03-01', embroidered: 0, checked: 0, packed: 5 },
      { day: '2026-03-02', embroidered: 0, checked: 0, packed: 0 },
      { day: '2026-03-03', embroidered: 6, checked: 0, packed: 0 },
      { day: '2026-03-04', embroidered: 0, checked: 0, packed: 0 },
    ]);
  });

  it('draws ordered products by month over time with the empty months', () => {
    const chart = soldChart(
      [sold({ period: '2026-01', units: 3 }), sold({ period: '2026-03', units: 7, orders: 2 })],
      ['month'],
      { first: '2026-01-15', last: '2026-03-20' },
      () => '',
    );
    expect(chart).toEqual({
      kind: 'time',
      points: [
        { label: '2026-01', units: 3, orders: 1 },
        { label: '2026-02', units: 0, orders: 0 },
        { label: '2026-03', units: 7, orders: 2 },
      ],
    });
  });

  it('ranks other groupings by units, best first, ten at most', () => {
    const rows = Array.from({ length: 12 }, (_, index) =>
      sold({ catalog: `C${index}`, units: index }),
    );
    const chart = soldChart(rows, ['catalog'], { first: '', last: '' }, (row) => row.catalog ?? '');
    expect(chart.kind).toBe('ranking');
    expect(chart.points.map((point) => point.label)).toEqual([
      'C11',
      'C10',
      'C9',
      'C8',
      'C7',
      'C6',
      'C5',
      'C4',
      'C3',
      'C2',
    ]);
  });

  it('puts the most urgent stock against its threshold', () => {
    const row = (id: number, quantity: number): InventoryWarningRow => ({
      id,
      factory: 'vn1',
      catalogId: 1,
      catalog: 'Tee',
      color: 'black',
      size: 'M',
      quantity,
      warningThreshold: 10,
      level: 'below',
      usedLast30Days: 0,
      dailyUse: 0,
      daysLeft: null,
    });
    expect(stockAgainstThreshold([row(1, 0), row(2, 4)], (r) => `${r.catalog} #${r.id}`)).toEqual([
      { label: 'Tee #1', quantity: 0, threshold: 10 },
      { label: 'Tee #2', quantity: 4, threshold: 10 },
    ]);
  });
});
