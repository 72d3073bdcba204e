import { describe, expect, it } from 'vitest';
import { compactQuery, toQueryString } from './query-string';

describe('compactQuery', () => {
  it('drops undefined, null, empty strings, NaN and empty arrays', () => {
    expect(
      compactQuery({
        page: 1,
        status: '',
        search: undefined,
        storeId: null,
        amount: Number.NaN,
        tags: [],
        factory: 'vn1',
      }),
    ).toEqual({ page: '1', factory: 'vn1' });
  });

  it('keeps zero and false, which are real filter values', () => {
    expect(compactQuery({ productionStatus: 0, unread: false })).toEqual({
      productionStatus: '0',
      unread: 'false',
    });
  });

  it('keeps the non-empty items of an array', () => {
    expect(compactQuery({ status: ['created', '', null, 'paid'] })).toEqual({
      status: ['created', 'paid'],
    });
  });

  it('writes dates as ISO strings', () => {
    expect(compactQuery({ from: new Date(Date.UTC(2024, 0, 2)) })).toEqual({
      from: '2024-01-02T00:00:00.000Z',
    });
  });
});

describe('toQueryString', () => {
  it('returns an empty string when every value is empty', () => {
    expect(toQueryString({ status: '', search: undefined })).toBe('');
    expect(toQueryString(undefined)).toBe('');
  });

  it('repeats the key for array values and encodes special characters', () => {
    expect(toQueryString({ status: ['created', 'paid'], search: 'a&b c', page: 2 })).toBe(
      '?status=created&status=paid&search=a%26b+c&page=2',
    );
  });
});
