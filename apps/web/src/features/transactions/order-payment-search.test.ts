import { describe, expect, it } from 'vitest';
import {
  orderIdsOf,
  validateOrderTransactionSearch,
  validateOrderTransactionSuccessSearch,
} from './order-payment-search';

describe('payment page search params', () => {
  it('reads the chosen order ids however the router parsed them, once each', () => {
    expect(validateOrderTransactionSearch({ ids: '3,7,3' }).ids).toBe('3,7');
    expect(validateOrderTransactionSearch({ ids: 12 }).ids).toBe('12');
    expect(validateOrderTransactionSearch({ ids: [4, '5'] }).ids).toBe('4,5');
    expect(validateOrderTransactionSearch({ ids: '3,x,-1,2.5,' }).ids).toBe('3');
    expect(orderIdsOf('3,7')).toEqual([3, 7]);
    expect(orderIdsOf(undefined)).toBeUndefined();
    expect(validateOrderTransactionSearch({ ids: '' }).ids).toBeUndefined();
    expect(validateOrderTransactionSearch({}).ids).toBeUndefined();
  });

  it('caps the ids at what one payment takes', () => {
    const many = Array.from({ length: 250 }, (_, index) => index + 1).join(',');
    expect(orderIdsOf(validateOrderTransactionSearch({ ids: many }).ids)).toHaveLength(200);
  });

  it('keeps a cancelled payment id and the sandbox flag, drops malformed ones', () => {
    expect(validateOrderTransactionSearch({ cancelled: '42' }).cancelled).toBe(42);
    expect(validateOrderTransactionSearch({ cancelled: 'abc' }).cancelled).toBeUndefined();
    expect(validateOrderTransactionSuccessSearch({ transactionId: 9, sandbox: 1 })).toEqual({
      transactionId: 9,
      sandbox: true,
    });
    expect(validateOrderTransactionSuccessSearch({ transactionId: '0', sandbox: 0 })).toEqual({
      transactionId: undefined,
      sandbox: undefined,
    });
  });
});
