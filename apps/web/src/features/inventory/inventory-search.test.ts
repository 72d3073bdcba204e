import { describe, expect, it } from 'vitest';
import {
  hasInventoryFilters,
  inventoryQueryOf,
  validateInventorySearch,
  validateStockSearch,
} from './inventory-search';

describe('inventory search params', () => {
  it('keeps known filters and drops the rest', () => {
    const search = validateInventorySearch({
      catalogId: '7',
      factory: 'vn1',
      color: ' Black ',
      size: 'm',
      belowThreshold: 'true',
      page: '1',
      other: 'x',
    });
    expect(search).toEqual({
      page: undefined,
      catalogId: 7,
      factory: 'vn1',
      color: 'Black',
      size: 'm',
      belowThreshold: true,
      keyword: undefined,
    });
    expect(validateInventorySearch({ catalogId: 'abc', factory: 'xx', page: 3 })).toMatchObject({
      catalogId: undefined,
      factory: undefined,
      page: 3,
    });
    expect(hasInventoryFilters(validateInventorySearch({ page: '2' }))).toBe(false);
  });
  it('turns the URL into the API query', () => {
    expect(inventoryQueryOf({ catalogId: 7 })).toEqual({ catalogId: 7, page: 1, limit: 20 });
    expect(validateStockSearch({ availability: 'low', catalogId: '2' })).toMatchObject({
      availability: 'low',
      catalogId: 2,
    });
  });
});
