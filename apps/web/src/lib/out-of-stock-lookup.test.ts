import { describe, expect, it } from 'vitest';
import { outOfStockLookup, variantOptions } from './out-of-stock-lookup';

const lookup = outOfStockLookup([
  {
    catalogId: 7,
    outOfStocks: [
      { id: 1, color: 'Black', size: 'm' },
      { id: 2, color: 'Black', size: 'l' },
    ],
  },
]);
const offered = { colors: ['Black', 'White'], sizes: ['m', 'l'] };
const suffix = '(out of stock)';

describe('outOfStockLookup', () => {
  it('finds a marked variant of its catalog only, whatever the case', () => {
    expect(lookup.isOut(7, 'black', 'M')).toBe(true);
    expect(lookup.isOut(7, 'White', 'm')).toBe(false);
    expect(lookup.isOut(8, 'Black', 'm')).toBe(false);
    expect(lookup.variantsOf(7)).toEqual([
      { color: 'Black', size: 'm' },
      { color: 'Black', size: 'l' },
    ]);
    expect(outOfStockLookup(undefined).isOut(7, 'Black', 'm')).toBe(false);
  });
});

describe('variantOptions', () => {
  it('marks and disables the sizes out of stock in the chosen colour', () => {
    const { sizes, colors } = variantOptions(
      lookup,
      7,
      offered,
      { color: 'Black', size: null },
      suffix,
    );
    expect(sizes).toEqual([
      { value: 'm', label: 'm (out of stock)', disabled: true },
      { value: 'l', label: 'l (out of stock)', disabled: true },
    ]);
    // No size chosen: Black is out in every size offered.
    expect(colors[0]).toEqual({ value: 'Black', label: 'Black (out of stock)', disabled: true });
    expect(colors[1]).toEqual({ value: 'White', label: 'White' });
  });

  it('marks the colours out of stock in the chosen size', () => {
    const { colors, sizes } = variantOptions(
      lookup,
      7,
      offered,
      { color: 'White', size: 'm' },
      suffix,
    );
    expect(colors.map((c) => c.disabled ?? false)).toEqual([true, false]);
    expect(sizes.map((s) => s.disabled ?? false)).toEqual([false, false]);
  });

  it('marks nothing without a catalog or with nothing marked', () => {
    const none = variantOptions(lookup, undefined, offered, { color: 'Black', size: null }, suffix);
    expect(none.sizes.every((s) => !s.disabled)).toBe(true);
    const other = variantOptions(lookup, 8, offered, { color: 'Black', size: 'm' }, suffix);
    expect(other.colors.every((c) => !c.disabled)).toBe(true);
  });
});
