import { describe, expect, it } from 'vitest';
import {
  cleanKeyword,
  hasOrderFilters,
  orderListQueryOf,
  validateOrderListSearch,
} from './order-list-search';

// 2026-03-01 00:00:00 and 2026-03-02 23:59:59 at UTC+7 (Asia/Bangkok), as unix seconds.
const MARCH_1_START = Date.UTC(2026, 1, 28, 17, 0, 0) / 1000;
const MARCH_1_END = Date.UTC(2026, 2, 1, 16, 59, 59) / 1000;
const MARCH_2_START = Date.UTC(2026, 2, 1, 17, 0, 0) / 1000;
const MARCH_2_END = Date.UTC(2026, 2, 2, 16, 59, 59) / 1000;

describe('order list search params', () => {
  it('keeps every known filter, the order and a page above 1', () => {
    expect(
      validateOrderListSearch({
        page: '3',
        limit: 50,
        status: 'processing',
        productionStatus: 0,
        factory: 'eu1',
        storeId: '4',
        shippingMethod: 'yun',
        userId: 7,
        keyword: '  #1042 ',
        addressVerified: 'false',
        archived: true,
        createdFrom: '2026-03-01',
        createdTo: '2026-03-02',
        paidFrom: '2026-03-01',
        paidTo: '2026-03-01',
        sort: 'total',
        direction: 'asc',
      }),
    ).toEqual({
      page: 3,
      limit: 50,
      status: 'processing',
      productionStatus: 0,
      factory: 'eu1',
      storeId: 4,
      shippingMethod: 'yun',
      userId: 7,
      keyword: '1042',
      addressVerified: false,
      archived: true,
      createdFrom: '2026-03-01',
      createdTo: '2026-03-02',
      paidFrom: '2026-03-01',
      paidTo: '2026-03-01',
      sort: 'total',
      direction: 'asc',
    });
  });

  it('drops unknown, empty and malformed values so a bad link still opens the list', () => {
    const search = validateOrderListSearch({
      page: '1',
      limit: 30,
      status: 'lost',
      productionStatus: 5,
      factory: 'us1',
      storeId: 'abc',
      shippingMethod: 'pigeon',
      userId: -2,
      keyword: ' # ',
      addressVerified: 'maybe',
      archived: 'false',
      createdFrom: '01/03/2026',
      sort: 'password',
      direction: 'asc',
    });
    expect(Object.values(search).every((value) => value === undefined)).toBe(true);
  });

  it('leaves the defaults out of the URL: page 1, 20 rows, descending', () => {
    const search = validateOrderListSearch({ limit: 20, sort: 'createdAt', direction: 'desc' });
    expect(search.limit).toBeUndefined();
    expect(search.sort).toBe('createdAt');
    expect(search.direction).toBeUndefined();
  });

  it('reads a numeric keyword the router parsed as a number', () => {
    expect(validateOrderListSearch({ keyword: 1042 }).keyword).toBe('1042');
  });
});

describe('cleanKeyword', () => {
  it("strips '#' and trims, dropping what is left empty", () => {
    expect(cleanKeyword(' #SO-1#2 ')).toBe('SO-12');
    expect(cleanKeyword('##')).toBeUndefined();
    expect(cleanKeyword(undefined)).toBeUndefined();
    expect(cleanKeyword('x'.repeat(300))).toHaveLength(200);
  });
});

describe('hasOrderFilters', () => {
  it('counts filters, not the page, the page size or the order', () => {
    expect(hasOrderFilters({ page: 2, limit: 50, sort: 'total', direction: 'asc' })).toBe(false);
    expect(hasOrderFilters({ status: 'created' })).toBe(true);
    expect(hasOrderFilters({ archived: true })).toBe(true);
  });
});

describe('orderListQueryOf', () => {
  it('sends the production status as its number minus one (spec 01 §5)', () => {
    expect(orderListQueryOf({ productionStatus: 0 }, { staff: true }).productionStatus).toBe(-1);
    expect(orderListQueryOf({ productionStatus: 4 }, { staff: true }).productionStatus).toBe(3);
    expect(orderListQueryOf({}, { staff: true }).productionStatus).toBeUndefined();
  });

  it('turns days into unix seconds of the whole days in Asia/Bangkok, in order', () => {
    const query = orderListQueryOf(
      { createdFrom: '2026-03-02', createdTo: '2026-03-01', paidFrom: '2026-03-02' },
      { staff: false },
    );
    expect(query.createdFrom).toBe(MARCH_1_START);
    expect(query.createdTo).toBe(MARCH_2_END);
    expect(query.paidFrom).toBe(MARCH_2_START);
    expect(query.paidTo).toBe(MARCH_2_END);
    expect(orderListQueryOf({ createdTo: '2026-03-01' }, { staff: false })).toMatchObject({
      createdFrom: MARCH_1_START,
      createdTo: MARCH_1_END,
    });
  });

  it('asks for page 1 of 20 by default and descending once a sort is chosen', () => {
    expect(orderListQueryOf({}, { staff: false })).toMatchObject({
      page: 1,
      limit: 20,
      sort: undefined,
      direction: undefined,
    });
    expect(orderListQueryOf({ sort: 'total' }, { staff: false })).toMatchObject({
      sort: 'total',
      direction: 'desc',
    });
  });

  it('sends a seller filter for staff only, and flags as the API spells them', () => {
    const search = { userId: 7, addressVerified: false, archived: true };
    expect(orderListQueryOf(search, { staff: true })).toMatchObject({
      userId: 7,
      addressVerified: 'false',
      archived: 'true',
    });
    expect(orderListQueryOf(search, { staff: false }).userId).toBeUndefined();
  });
});
