import { describe, expect, it } from 'vitest';
import { itemsOf, newRow, rowErrors } from './fba-order-form';

describe('the FBA order form’s rows', () => {
  it('a new row is one unit of catalog 7 with a front design', () => {
    const row = newRow();
    expect(itemsOf([row])[0]).toMatchObject({
      catalogId: 7,
      quantity: 1,
      designs: [{ location: 'front' }],
    });
  });

  it('names each problem at its field: colour, size, image url, quantity over 1000', () => {
    const row = { ...newRow(), quantity: 1001 };
    row.designs[0]!.imageUrl = 'ftp://example.test/a.png';
    const errors = rowErrors([row]);
    expect(Object.keys(errors).sort()).toEqual([
      'items.0.color',
      'items.0.designs.0.imageUrl',
      'items.0.quantity',
      'items.0.size',
    ]);
  });

  it('a complete row has no problem', () => {
    const row = { ...newRow(), color: 'Black', size: 'm', quantity: '2' };
    row.designs[0]!.imageUrl = 'https://example.test/a.png';
    expect(rowErrors([row])).toEqual({});
  });
});
