import { describe, expect, it } from 'vitest';
import { validateFbaOrderListSearch } from './fba-order-search';

describe('the FBA order list’s search params', () => {
  it('keeps known filters and drops the rest', () => {
    expect(
      validateFbaOrderListSearch({
        page: '3',
        status: 'priced',
        keyword: '  AMZ-1 ',
        userId: 12,
        from: '2026-11-01',
        to: '2026-11-30',
        other: 'x',
      }),
    ).toEqual({
      page: 3,
      status: 'priced',
      keyword: 'AMZ-1',
      userId: 12,
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('drops a bad status, page 1, half a date range and an empty keyword', () => {
    expect(
      validateFbaOrderListSearch({ page: 1, status: 'lost', keyword: ' ', from: '2026-11-01' }),
    ).toEqual({
      page: undefined,
      status: undefined,
      keyword: undefined,
      userId: undefined,
      from: undefined,
      to: undefined,
    });
  });
});
