import { describe, expect, it } from 'vitest';
import {
  cleanEmbKeyword,
  embListQueryOf,
  hasEmbFilters,
  pageCountOf,
  validateEmbListSearch,
} from './emb-list-search';

describe('validateEmbListSearch', () => {
  it('keeps a known status, a designer, a keyword and a page above 1', () => {
    expect(
      validateEmbListSearch({ page: '3', status: 'uploaded', designerId: '4', keyword: ' #1042 ' }),
    ).toEqual({ page: 3, status: 'uploaded', designerId: 4, keyword: '1042' });
  });

  it('drops unknown, empty and malformed values so a bad link still opens the queue', () => {
    const search = validateEmbListSearch({
      page: '1',
      status: 'rejected',
      designerId: '-2',
      keyword: ' # ',
    });
    expect(Object.values(search).every((value) => value === undefined)).toBe(true);
    expect(validateEmbListSearch({ page: 'abc', designerId: 'x', status: 3 })).toEqual({
      page: undefined,
      status: undefined,
      designerId: undefined,
      keyword: undefined,
    });
  });

  it('reads a numeric keyword the router parsed as a number', () => {
    expect(validateEmbListSearch({ keyword: 1042 }).keyword).toBe('1042');
  });
});

describe('cleanEmbKeyword', () => {
  it('caps the keyword at what the API accepts', () => {
    expect(cleanEmbKeyword('x'.repeat(300))).toHaveLength(100);
    expect(cleanEmbKeyword(undefined)).toBeUndefined();
  });
});

describe('hasEmbFilters', () => {
  it('counts filters, not the page', () => {
    expect(hasEmbFilters({ page: 4 })).toBe(false);
    expect(hasEmbFilters({ status: 'todo' })).toBe(true);
    expect(hasEmbFilters({ keyword: 'anna' })).toBe(true);
  });
});

describe('embListQueryOf', () => {
  it('asks for page 1 of 20 by default', () => {
    expect(embListQueryOf({}, { reviewer: true })).toEqual({
      page: 1,
      limit: 20,
      status: undefined,
      designerId: undefined,
      keyword: undefined,
    });
  });

  it('sends the designer filter for reviewers only', () => {
    const search = { designerId: 4, status: 'assigned' as const, page: 2 };
    expect(embListQueryOf(search, { reviewer: true })).toMatchObject({
      designerId: 4,
      status: 'assigned',
      page: 2,
    });
    expect(embListQueryOf(search, { reviewer: false }).designerId).toBeUndefined();
  });
});

describe('pageCountOf', () => {
  it('rounds up and never gives fewer than one page', () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(20)).toBe(1);
    expect(pageCountOf(21)).toBe(2);
  });
});
