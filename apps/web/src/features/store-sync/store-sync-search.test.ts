import { describe, expect, it } from 'vitest';
import {
  validateOrderSyncSearch,
  validateProductSyncSearch,
  validateSyncLogSearch,
} from './store-sync-search';

describe('the store sync pages’ search params', () => {
  it('keep a log page and a known outcome, and drop the rest', () => {
    expect(validateSyncLogSearch({ page: '3', outcome: 'refused' })).toEqual({
      page: 3,
      outcome: 'refused',
    });
    expect(validateSyncLogSearch({ page: 1, outcome: 'lost' })).toEqual({
      page: undefined,
      outcome: undefined,
    });
  });

  it('leave the default order sync tab out of the URL and keep a store', () => {
    expect(validateOrderSyncSearch({ status: 'created', storeId: '4' })).toEqual({
      page: undefined,
      status: undefined,
      storeId: 4,
    });
    expect(validateOrderSyncSearch({ status: 'synced', page: 2, storeId: '-1' })).toEqual({
      page: 2,
      status: 'synced',
      storeId: undefined,
    });
  });

  it('read a numeric SKU keyword as text and trim it', () => {
    expect(validateProductSyncSearch({ keyword: 1001 })).toEqual({
      page: undefined,
      storeId: undefined,
      keyword: '1001',
    });
    expect(validateProductSyncSearch({ keyword: '  ', storeId: 'x' })).toEqual({
      page: undefined,
      storeId: undefined,
      keyword: undefined,
    });
  });
});
