import { describe, expect, it } from 'vitest';
import {
  hasTransactionFilters,
  transactionListQueryOf,
  validateTransactionListSearch,
} from './transaction-list-search';

// 2026-03-01 00:00:00 and 23:59:59 at UTC+7 (Asia/Bangkok), as unix seconds.
const MARCH_1_START = Date.UTC(2026, 1, 28, 17, 0, 0) / 1000;
const MARCH_1_END = Date.UTC(2026, 2, 1, 16, 59, 59) / 1000;
const MARCH_2_END = Date.UTC(2026, 2, 2, 16, 59, 59) / 1000;

describe('transaction list search params', () => {
  it('keeps known filters, a page above 1 and a seller id', () => {
    expect(
      validateTransactionListSearch({
        page: '3',
        type: 'withdraw',
        status: 'pending',
        keyword: '  jane@shop.test ',
        userId: 7,
        from: '2026-03-01',
        to: '2026-03-02',
      }),
    ).toEqual({
      page: 3,
      type: 'withdraw',
      status: 'pending',
      keyword: 'jane@shop.test',
      userId: 7,
      from: '2026-03-01',
      to: '2026-03-02',
    });
  });

  it('drops empty, unknown and malformed values so a bad link still opens the list', () => {
    expect(
      validateTransactionListSearch({
        page: '1',
        type: 'gift',
        status: 'refunded',
        keyword: '   ',
        userId: '0',
        from: 'yesterday',
        to: '2026-3-2',
      }),
    ).toEqual({
      page: undefined,
      type: undefined,
      status: undefined,
      keyword: undefined,
      userId: undefined,
      from: undefined,
      to: undefined,
    });
    expect(validateTransactionListSearch({ status: 'Pending' }).status).toBeUndefined();
    expect(validateTransactionListSearch({ page: 'two', userId: 'abc' })).toMatchObject({
      page: undefined,
      userId: undefined,
    });
    expect(validateTransactionListSearch({ userId: 2.5 }).userId).toBeUndefined();
    expect(validateTransactionListSearch({ keyword: { id: 1 } }).keyword).toBeUndefined();
  });

  it('reads a numeric keyword (the router parses ?keyword=42 as a number) and caps its length', () => {
    expect(validateTransactionListSearch({ keyword: 42 }).keyword).toBe('42');
    expect(validateTransactionListSearch({ keyword: 'x'.repeat(300) }).keyword).toHaveLength(255);
  });

  it('tells whether any filter narrows the list', () => {
    expect(hasTransactionFilters({})).toBe(false);
    expect(hasTransactionFilters({ page: 2 })).toBe(false);
    expect(hasTransactionFilters({ userId: 7 })).toBe(true);
    expect(hasTransactionFilters({ from: '2026-03-01' })).toBe(true);
    expect(hasTransactionFilters({ status: 'cancelled' })).toBe(true);
  });
});

describe('transaction list API query', () => {
  it('sends the page size, the filters and the days in Asia/Bangkok as unix seconds', () => {
    expect(
      transactionListQueryOf(
        {
          page: 2,
          type: 'withdraw',
          status: 'pending',
          keyword: 'jane',
          userId: 7,
          from: '2026-03-01',
          to: '2026-03-02',
        },
        { staff: true },
      ),
    ).toEqual({
      page: 2,
      limit: 20,
      type: 'withdraw',
      status: 'pending',
      keyword: 'jane',
      userId: 7,
      createdFrom: MARCH_1_START,
      createdTo: MARCH_2_END,
    });
  });

  it('takes a single day as that whole day, and puts a reversed range in order', () => {
    expect(transactionListQueryOf({ to: '2026-03-01' }, { staff: true })).toMatchObject({
      page: 1,
      createdFrom: MARCH_1_START,
      createdTo: MARCH_1_END,
    });
    expect(
      transactionListQueryOf({ from: '2026-03-02', to: '2026-03-01' }, { staff: true }),
    ).toMatchObject({ createdFrom: MARCH_1_START, createdTo: MARCH_2_END });
  });

  it('leaves out the staff-only keyword and seller for a seller, keeping the status', () => {
    expect(
      transactionListQueryOf({ keyword: 'jane', userId: 7, status: 'completed' }, { staff: false }),
    ).toEqual({
      page: 1,
      limit: 20,
      type: undefined,
      status: 'completed',
      keyword: undefined,
      userId: undefined,
      createdFrom: undefined,
      createdTo: undefined,
    });
  });
});
