import type { Catalog } from '@stitchworks/shared';
import { validationMessages } from '@stitchworks/shared';
import { describe, expect, it } from 'vitest';
import { costListInputOf, customCount, draftOfCostList } from './cost-list-draft';

const tee = { value: 7, sizes: ['s', 'm', 'xl'] } as Catalog;
const mug = { value: 12, sizes: ['11oz'] } as Catalog;

describe("a seller's cost list on the user page", () => {
  it('shows saved prices with two decimals', () => {
    expect(draftOfCostList({ userId: 3, prices: { '7': { m: 12.5 } }, updatedAt: null })).toEqual({
      '7': { m: '12.50' },
    });
  });

  it('sends only the sizes typed, a blank keeps the base price', () => {
    const { input, errors } = costListInputOf(
      { '7': { s: '', m: ' 12.5 ', xl: '$14' }, '12': { '11oz': '' } },
      [tee, mug],
    );
    expect(errors).toEqual({});
    expect(input).toEqual({ prices: { '7': { m: 12.5, xl: 14 } } });
  });

  it('refuses what is not dollars and cents, and more than 10,000', () => {
    const { errors } = costListInputOf({ '7': { s: '-1', m: '1.234', xl: '20000' } }, [tee]);
    expect(errors).toEqual({
      '7.s': validationMessages.double,
      '7.m': validationMessages.double,
      '7.xl': validationMessages.max,
    });
  });

  it('drops prices of sizes the catalog no longer has', () => {
    expect(costListInputOf({ '7': { xxl: '30' } }, [tee]).input).toEqual({ prices: {} });
  });

  it('counts the custom prices of a catalog', () => {
    expect(customCount({ '7': { s: '1', m: '', xl: '2' } }, tee)).toBe(2);
    expect(customCount({}, mug)).toBe(0);
  });
});
