import { describe, expect, it } from 'vitest';
import { withoutVariant, withVariants } from './variant-list';

describe('withVariants', () => {
  it('adds each colour × size once, keeping the list’s order', () => {
    const current = [{ color: 'Black', size: 'm' }];
    expect(withVariants(current, ['black', 'White'], ['M', 'l'])).toEqual([
      { color: 'Black', size: 'm' },
      { color: 'black', size: 'l' },
      { color: 'White', size: 'M' },
      { color: 'White', size: 'l' },
    ]);
  });

  it('adds nothing without a colour or a size', () => {
    expect(withVariants([], ['Black'], [])).toEqual([]);
  });
});

describe('withoutVariant', () => {
  it('drops only that variant', () => {
    const list = [
      { color: 'Black', size: 'm' },
      { color: 'Black', size: 'l' },
    ];
    expect(withoutVariant(list, { color: 'Black', size: 'm' })).toEqual([
      { color: 'Black', size: 'l' },
    ]);
  });
});
