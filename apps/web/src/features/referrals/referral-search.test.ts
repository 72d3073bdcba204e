import { describe, expect, it } from 'vitest';
import { validateReferralPageSearch } from './referral-search';

describe('the page of the referral lists in the URL', () => {
  it('keeps a page from 2 on and drops the first page and anything else', () => {
    expect(validateReferralPageSearch({ page: 3 })).toEqual({ page: 3 });
    expect(validateReferralPageSearch({ page: '4' })).toEqual({ page: 4 });
    for (const page of [1, 0, -2, 1.5, 'x', undefined, 1e9]) {
      expect(validateReferralPageSearch({ page })).toEqual({ page: undefined });
    }
  });
});
