import { describe, expect, it } from 'vitest';
import { validatePaypalApproveSearch, validateTopUpSearch } from './top-up-search';

describe('top-up search params', () => {
  it('keeps the id of a top-up cancelled at the wallet, as the router parses it', () => {
    expect(validateTopUpSearch({ cancelled: 42 })).toEqual({ cancelled: 42 });
    expect(validateTopUpSearch({ cancelled: '42' })).toEqual({ cancelled: 42 });
  });

  it('drops a missing or malformed id so a bad link still opens the page', () => {
    for (const cancelled of [undefined, '', '0', -3, 2.5, 'abc', { id: 1 }]) {
      expect(validateTopUpSearch({ cancelled }).cancelled).toBeUndefined();
    }
  });
});

describe('PayPal approve search params', () => {
  it("reads PayPal's return: the order token and the payer", () => {
    expect(
      validatePaypalApproveSearch({ token: '5O190127TN364715T', PayerID: 'FSMVU44LF3YUS' }),
    ).toEqual({ token: '5O190127TN364715T', PayerID: 'FSMVU44LF3YUS', sandbox: undefined });
  });

  it('reads the sandbox flag however the router parsed it, and a numeric token as text', () => {
    expect(validatePaypalApproveSearch({ token: 123, sandbox: 1 })).toEqual({
      token: '123',
      PayerID: undefined,
      sandbox: true,
    });
    expect(validatePaypalApproveSearch({ sandbox: '1' }).sandbox).toBe(true);
    expect(validatePaypalApproveSearch({ sandbox: true }).sandbox).toBe(true);
    expect(validatePaypalApproveSearch({ sandbox: 0 }).sandbox).toBeUndefined();
    expect(validatePaypalApproveSearch({ sandbox: 'no' }).sandbox).toBeUndefined();
  });

  it('drops empty and non-text values and caps the length', () => {
    expect(validatePaypalApproveSearch({ token: '  ', PayerID: { id: 1 } })).toEqual({
      token: undefined,
      PayerID: undefined,
      sandbox: undefined,
    });
    expect(validatePaypalApproveSearch({ token: 'x'.repeat(300) }).token).toHaveLength(255);
  });
});
