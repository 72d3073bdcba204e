import { describe, expect, it } from 'vitest';
import {
  catalogOptionsOf,
  groupByParam,
  groupingsOf,
  hasPendingReports,
  orderedProductsQueryOf,
  outputGrid,
  productionOutputQueryOf,
  validateInventoryWarningSearch,
  validateOrderedProductsSearch,
  validateProductionOutputSearch,
} from './report-search';

describe('ordered products search', () => {
  it('keeps known filters and drops the rest', () => {
    expect(
      validateOrderedProductsSearch({
        from: '2025-03-01',
        to: 'yesterday',
        catalogId: '7',
        sellerId: -1,
        factory: 'mars',
        groupBy: 'seller,nonsense,catalog',
      }),
    ).toEqual({
      from: '2025-03-01',
      to: undefined,
      catalogId: 7,
      sellerId: undefined,
      factory: undefined,
      groupBy: 'catalog,seller',
    });
  });

  it('leaves the default grouping out of the URL and prefers day over month', () => {
    expect(groupByParam(['size', 'catalog', 'color'])).toBeUndefined();
    expect(groupingsOf('month,day')).toEqual(['day']);
    expect(groupingsOf(undefined)).toEqual(['catalog', 'color', 'size']);
  });

  it('sends Bangkok days as unix seconds, in order', () => {
    expect(orderedProductsQueryOf({ from: '2025-03-31', to: '2025-03-01', sellerId: 4 })).toEqual({
      from: 1_740_762_000,
      to: 1_743_440_399,
      sellerId: 4,
      groupBy: ['catalog', 'color', 'size'],
    });
  });
});

describe('production output search', () => {
  it('reads the output tab and its filters', () => {
    const search = validateProductionOutputSearch({
      view: 'output',
      outFrom: '2025-03-02',
      outFactory: 'eu1',
    });
    expect(search).toEqual({
      view: 'output',
      outFrom: '2025-03-02',
      outTo: undefined,
      outFactory: 'eu1',
    });
    expect(productionOutputQueryOf(search)).toEqual({
      from: 1_740_848_400,
      to: 1_740_934_799,
      factory: 'eu1',
    });
  });

  it('lays output rows out as day × step per factory and person', () => {
    const pat = { id: 3, name: 'Pat' };
    expect(
      outputGrid([
        { day: '2025-03-02', factory: 'vn1', step: 'embroidered', user: pat, units: 3 },
        { day: '2025-03-02', factory: 'vn1', step: 'packed', user: pat, units: 2 },
        { day: '2025-03-02', factory: 'vn1', step: 'checked', user: null, units: 1 },
      ]),
    ).toEqual([
      expect.objectContaining({ person: 'Pat', embroidered: 3, checked: 0, packed: 2 }),
      expect.objectContaining({ person: null, embroidered: 0, checked: 1, packed: 0 }),
    ]);
  });
});

describe('report list refresh', () => {
  it('asks again while a report is queued or running', () => {
    expect(hasPendingReports([{ status: 'done' }, { status: 'running' }])).toBe(true);
    expect(hasPendingReports([{ status: 'done' }, { status: 'failed' }])).toBe(false);
    expect(hasPendingReports(undefined)).toBe(false);
  });
});

describe('the inventory warning page’s URL', () => {
  it('keeps a known factory and a whole catalog id, and drops the rest', () => {
    expect(validateInventoryWarningSearch({ catalogId: '7', factory: 'eu1' })).toEqual({
      catalogId: 7,
      factory: 'eu1',
    });
    expect(validateInventoryWarningSearch({ catalogId: '-2', factory: 'mars' })).toEqual({
      catalogId: undefined,
      factory: undefined,
    });
  });

  it('lists each catalog once, as both factories carry the same ones', () => {
    expect(
      catalogOptionsOf([
        [{ value: 7, text: 'Tee' }],
        [
          { value: 7, text: 'Tee' },
          { value: 21, text: 'EU tee' },
        ],
        undefined,
      ]),
    ).toEqual([
      { value: '7', label: '7 · Tee' },
      { value: '21', label: '21 · EU tee' },
    ]);
  });
});
