import { describe, expect, it } from 'vitest';
import { validateOrderItemSearch } from './order-item-search';

describe('validateOrderItemSearch', () => {
  it('reads the scanned unit', () => {
    expect(validateOrderItemSearch({ unit: '3' })).toEqual({ unit: 3 });
    expect(validateOrderItemSearch({ unit: 2 })).toEqual({ unit: 2 });
  });
  it('drops anything that is not a unit', () => {
    for (const unit of ['', '0', '-1', '1.5', 'x', '1001', undefined]) {
      expect(validateOrderItemSearch({ unit })).toEqual({ unit: undefined });
    }
  });
});
