import type { OrderListRow } from '@stitchworks/shared';
import { describe, expect, it } from 'vitest';
import { safeCell, selectedOrdersCsv, selectedOrdersHeader } from './selected-orders-csv';

function rowOf(overrides: Partial<OrderListRow>): OrderListRow {
  return {
    id: 1,
    sellerOrderId: 'SO-1',
    status: 'created',
    productionStatus: null,
    factory: 'vn1',
    shippingMethod: 'standard',
    isTiktokShop: false,
    addressVerified: true,
    customerName: 'Jane Doe',
    country: 'US',
    trackingNumber: null,
    itemCount: 2,
    total: 41.9,
    userId: 7,
    seller: { id: 7, name: 'Demo Seller', email: 'seller@example.com' },
    store: null,
    updateFlag: null,
    createdAt: '2026-03-01T02:00:00.000Z',
    paidAt: null,
    archivedAt: null,
    ...overrides,
  };
}

/** Splits the file the way a CSV reader would (enough for these rows: no line breaks in cells). */
function linesOf(csv: string): string[] {
  return csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
}

describe('safeCell', () => {
  it('keeps formulas from running in a spreadsheet', () => {
    expect(safeCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(safeCell('+1')).toBe("'+1");
    expect(safeCell('-2')).toBe("'-2");
    expect(safeCell('@cmd')).toBe("'@cmd");
    expect(safeCell('\tx')).toBe("'\tx");
  });

  it('leaves plain text, numbers and empty values as they are', () => {
    expect(safeCell('Jane')).toBe('Jane');
    expect(safeCell(-5)).toBe('-5');
    expect(safeCell(null)).toBe('');
    expect(safeCell(false)).toBe('false');
  });
});

describe('selectedOrdersCsv', () => {
  it('writes a header and one line per order, by id, with dollars to two decimals', () => {
    const csv = selectedOrdersCsv([rowOf({ id: 9, total: 5 }), rowOf({ id: 3 })]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = linesOf(csv);
    expect(lines[0]).toBe(selectedOrdersHeader.join(','));
    expect(lines).toHaveLength(3);
    expect(lines[1]?.startsWith('3,SO-1,created,,true,Jane Doe,US,Demo Seller,')).toBe(true);
    expect(lines[1]).toContain(',41.90,');
    expect(lines[2]?.startsWith('9,')).toBe(true);
    expect(lines[2]).toContain(',5.00,');
  });

  it('quotes commas and quotes, and defuses formulas in names', () => {
    const csv = selectedOrdersCsv([
      rowOf({ customerName: 'Doe, "JJ"', sellerOrderId: '=HYPERLINK("x")' }),
    ]);
    const line = linesOf(csv)[1] ?? '';
    expect(line).toContain('"Doe, ""JJ"""');
    expect(line).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('writes the status people see: On hold for production status 4', () => {
    const csv = selectedOrdersCsv([rowOf({ status: 'processing', productionStatus: 4 })]);
    expect(linesOf(csv)[1]).toContain(',on_hold,4,');
  });
});
