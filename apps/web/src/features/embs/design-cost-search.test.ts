import { describe, expect, it } from 'vitest';
import {
  designCostQueryOf,
  hasDesignCostFilters,
  validateDesignCostSearch,
} from './design-cost-search';

// 2026-03-01 00:00:00 and 2026-03-02 23:59:59 at UTC+7 (Asia/Bangkok), as unix seconds.
const MARCH_1_START = Date.UTC(2026, 1, 28, 17, 0, 0) / 1000;
const MARCH_1_END = Date.UTC(2026, 2, 1, 16, 59, 59) / 1000;
const MARCH_2_END = Date.UTC(2026, 2, 2, 16, 59, 59) / 1000;

describe('validateDesignCostSearch', () => {
  it('keeps calendar days, a designer and a page above 1', () => {
    expect(
      validateDesignCostSearch({ page: 2, designerId: '7', from: '2026-03-01', to: '2026-03-02' }),
    ).toEqual({ page: 2, designerId: 7, from: '2026-03-01', to: '2026-03-02' });
  });

  it('drops malformed days and ids', () => {
    expect(
      validateDesignCostSearch({ page: 0, designerId: 'abc', from: '01/03/2026', to: 20260302 }),
    ).toEqual({ page: undefined, designerId: undefined, from: undefined, to: undefined });
  });
});

describe('designCostQueryOf', () => {
  it('turns days into the unix seconds of whole days in Asia/Bangkok, in order', () => {
    expect(designCostQueryOf({ from: '2026-03-02', to: '2026-03-01' })).toMatchObject({
      createdFrom: MARCH_1_START,
      createdTo: MARCH_2_END,
    });
  });

  it('reads one day alone as that whole day', () => {
    expect(designCostQueryOf({ to: '2026-03-01' })).toMatchObject({
      createdFrom: MARCH_1_START,
      createdTo: MARCH_1_END,
    });
  });

  it('asks for every acceptance, page 1 of 20, without a period', () => {
    expect(designCostQueryOf({ designerId: 3 })).toEqual({
      page: 1,
      limit: 20,
      designerId: 3,
      createdFrom: undefined,
      createdTo: undefined,
    });
    expect(hasDesignCostFilters({ page: 3 })).toBe(false);
    expect(hasDesignCostFilters({ from: '2026-03-01' })).toBe(true);
  });
});
