import { describe, expect, it } from 'vitest';
import type { CatalogRow } from '../../catalog/catalog.repository.ts';
import { blanksAtFactory, type RowBlank } from './order-factory-move.ts';

const catalog = (values: Partial<CatalogRow> & Pick<CatalogRow, 'id' | 'factory'>): CatalogRow => ({
  text: `Catalog ${values.id}`,
  category: 'embroidery',
  kind: 'tee',
  sizes: ['s', 'm'],
  colors: [{ name: 'Black', hex: '#000000' }],
  positions: ['front'],
  basePrices: { s: 1000, m: 1000 },
  frameColors: [],
  active: true,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  ...values,
});

const row = (values: Partial<RowBlank> = {}): RowBlank => ({
  id: 1,
  position: 0,
  catalogId: 1,
  color: 'black',
  size: 'm',
  frameColor: '',
  designImages: [{ location: 'front' }],
  ...values,
});

describe('blanksAtFactory', () => {
  const vnTee = catalog({ id: 1, factory: 'vn1' });

  it('takes the first active blank of the same kind there, in its own spelling', () => {
    const catalogs = [
      vnTee,
      catalog({ id: 5, factory: 'eu1', active: false }),
      catalog({ id: 6, factory: 'eu1', kind: 'hoodie' }),
      catalog({ id: 7, factory: 'eu1' }),
      catalog({ id: 8, factory: 'eu1' }),
    ];
    expect(blanksAtFactory([row()], 'eu1', catalogs)).toEqual({
      rows: [{ id: 1, catalogId: 7, color: 'Black', size: 'm', frameColor: '' }],
      problems: [],
    });
  });

  it('keeps a blank the factory makes', () => {
    expect(blanksAtFactory([row()], 'vn1', [vnTee]).rows).toEqual([
      { id: 1, catalogId: 1, color: 'black', size: 'm', frameColor: '' },
    ]);
  });

  it('names each row that has no blank there: colour, size without a price, position, frame', () => {
    const catalogs = [
      vnTee,
      catalog({
        id: 2,
        factory: 'vn1',
        kind: 'frame',
        frameColors: [{ name: 'Oak', hex: '#b9875a' }],
      }),
      catalog({ id: 7, factory: 'eu1', sizes: ['s', 'm', 'xl'], basePrices: { s: 1, m: 1 } }),
      catalog({
        id: 9,
        factory: 'eu1',
        kind: 'frame',
        frameColors: [{ name: 'Walnut', hex: '#5a3a1a' }],
      }),
    ];
    const rows = [
      row({ id: 1, position: 0 }),
      row({ id: 2, position: 1, color: 'Red' }),
      row({ id: 3, position: 2, size: 'xl' }),
      row({ id: 4, position: 3, designImages: [{ location: 'back' }] }),
      row({ id: 5, position: 4, catalogId: 2, frameColor: 'Oak' }),
      row({ id: 6, position: 5, catalogId: 404 }),
    ];
    const moved = blanksAtFactory(rows, 'eu1', catalogs);
    expect(moved.rows.map((blank) => blank.id)).toEqual([1]);
    expect(moved.problems.map((problem) => problem.path)).toEqual([
      'items.1.catalogId',
      'items.2.catalogId',
      'items.3.catalogId',
      'items.4.catalogId',
      'items.5.catalogId',
    ]);
    expect(moved.problems[0]!.message).toBe(
      'eu1 makes no blank of this kind in this colour, size and positions',
    );
  });
});
