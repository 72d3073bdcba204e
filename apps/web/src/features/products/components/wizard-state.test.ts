import type { Catalog } from '@stitchworks/shared';
import { describe, expect, it } from 'vitest';
import { checkDrafts, designsFor, newDraft, positionsOf, toBulkInput } from './wizard-state';

const tee: Catalog = {
  value: 7,
  text: 'Tee',
  category: 'embroidery',
  factory: 'vn1',
  kind: 'tee',
  sizes: ['s', 'xl', 'xxl', '5xl'],
  colors: [
    { name: 'Black', hex: '#000000' },
    { name: 'White', hex: '#ffffff' },
  ],
  positions: ['front', 'back'],
  basePrices: { s: 10, xl: 10, xxl: 12, '5xl': 12 },
  frameColor: false,
  frameColors: [],
  active: true,
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const mug: Catalog = {
  ...tee,
  value: 10,
  text: 'Mug',
  kind: 'mug',
  sizes: ['11oz'],
  positions: ['full'],
};

describe('product wizard state', () => {
  it('starts prices at 19.95 up to xl and 21.95 from xxl without a price list', () => {
    const draft = newDraft(tee, {});
    expect(draft).toMatchObject({
      title: 'Tee',
      colors: ['Black'],
      sizes: ['s', 'xl', 'xxl', '5xl'],
    });
    expect(draft.prices).toEqual({ s: '19.95', xl: '19.95', xxl: '21.95', '5xl': '21.95' });
  });

  it('starts from the seller’s price list where it has a price', () => {
    expect(newDraft(tee, { 7: { s: 17.5 } }).prices).toMatchObject({ s: '17.50', xl: '19.95' });
  });

  it('asks for a title, colours, sizes and a price above 0 for each size', () => {
    const draft = {
      ...newDraft(tee, {}),
      title: ' ',
      colors: [],
      prices: { s: '0', xl: 'x', xxl: '', '5xl': '3' },
    };
    expect(checkDrafts([draft])).toEqual({
      '7.title': 'This field is required',
      '7.colors': 'This field is required',
      '7.prices.s': 'Price must be greater than 0',
      '7.prices.xl': 'This field must a numeric',
      '7.prices.xxl': 'This field is required',
    });
  });

  it('gives each catalog the designs of the positions it offers', () => {
    const placements = { front: 3, full: 4 };
    expect(positionsOf([tee, mug])).toEqual(['front', 'back', 'full']);
    expect(designsFor(tee, placements)).toEqual([{ location: 'front', id: 3 }]);
    expect(designsFor(mug, placements)).toEqual([{ location: 'full', id: 4 }]);
    const input = toBulkInput(
      [newDraft(tee, {}), newDraft(mug, {})],
      new Map([
        [7, tee],
        [10, mug],
      ]),
      placements,
      5,
      'publish',
    );
    expect(input).toMatchObject({ storeId: 5, mode: 'publish' });
    expect(input.products[1]).toMatchObject({ catalogId: 10, prices: { '11oz': 19.95 } });
  });
});
