import type { TrackingImportResult } from '@stitchworks/shared';
import { describe, expect, it } from 'vitest';
import { filterImportRows, importCounters, isTrackingFileName, pageOf } from './import-result';

const result: TrackingImportResult = {
  imported: 2,
  failed: 1,
  rows: [
    { line: 2, orderId: 1, trackingNumber: 'A111', ok: true, error: null, duplicateOf: [] },
    { line: 3, orderId: 2, trackingNumber: 'B222', ok: true, error: null, duplicateOf: [9, 10] },
    {
      line: 4,
      orderId: null,
      trackingNumber: null,
      ok: false,
      error: 'Order not found',
      duplicateOf: [],
    },
  ],
};

describe('importCounters', () => {
  it('counts rows, imported, failed and those on another order', () => {
    expect(importCounters(result)).toEqual({ total: 3, imported: 2, failed: 1, flagged: 1 });
  });
});

describe('filterImportRows', () => {
  it('keeps the file order and filters failed or flagged rows', () => {
    expect(filterImportRows(result.rows, 'all').map((row) => row.line)).toEqual([2, 3, 4]);
    expect(filterImportRows(result.rows, 'failed').map((row) => row.line)).toEqual([4]);
    expect(filterImportRows(result.rows, 'flagged').map((row) => row.line)).toEqual([3]);
  });
});

describe('pageOf', () => {
  it('cuts rows into pages and keeps the page in range', () => {
    const rows = Array.from({ length: 250 }, (_, index) => index);
    expect(pageOf(rows, 1, 100)).toMatchObject({ pages: 3, current: 1 });
    expect(pageOf(rows, 3, 100).rows).toHaveLength(50);
    expect(pageOf(rows, 9, 100).current).toBe(3);
    expect(pageOf([], 1, 100)).toEqual({ pages: 1, current: 1, rows: [] });
  });
});

describe('isTrackingFileName', () => {
  it('takes CSV and XLSX files only', () => {
    expect(isTrackingFileName('tracking.CSV')).toBe(true);
    expect(isTrackingFileName('tracking.xlsx')).toBe(true);
    expect(isTrackingFileName('tracking.xls')).toBe(false);
    expect(isTrackingFileName('tracking.pdf')).toBe(false);
  });
});
