import type { Catalog, OrderSync } from '@stitchworks/shared';
import { validationMessages } from '@stitchworks/shared';
import { describe, expect, it } from 'vitest';
import {
  formPathOf,
  initialSyncValues,
  syncFormProblems,
  toApproveInput,
  withCatalog,
} from './order-sync-form';

const orderSync = {
  id: 5,
  storeId: 2,
  store: { id: 2, name: 'Demo', type: 'shopify' },
  platformOrderId: '9001',
  platformOrderName: '#1001',
  status: 'created',
  items: [
    {
      original: { sku: 'TEE-BLK-M', quantity: 2, title: 'Tee', variantTitle: 'Black / M' },
      refined: null,
      productSyncId: null,
    },
    {
      original: { sku: 'CAP-1', quantity: 1, title: 'Cap', variantTitle: null },
      refined: {
        catalogId: 3,
        color: 'Navy',
        size: 'OS',
        designs: [{ location: 'front', imageUrl: 'https://cdn.example.com/cap.png' }],
      },
      productSyncId: 8,
    },
  ],
  shipTo: 'Ann Lee, Austin, US',
  reason: null,
  orderId: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
} satisfies OrderSync;

const tee = {
  value: 7,
  text: 'Classic tee',
  colors: [{ name: 'Black' }, { name: 'White' }],
  sizes: ['S', 'M'],
  positions: ['front', 'back'],
} as unknown as Catalog;

describe('the sync modal’s values', () => {
  it('start an unmapped item from the store’s quantity and a mapped one as it was mapped', () => {
    const values = initialSyncValues(orderSync);
    expect(values.items[0]).toEqual({
      catalogId: null,
      color: null,
      size: null,
      quantity: 2,
      designs: [{ location: null, imageUrl: '' }],
    });
    expect(values.items[1]).toMatchObject({ catalogId: '3', color: 'Navy', quantity: 1 });
    expect(values.remember).toBe(false);
  });

  it('keep a colour and size the new catalog has, and move designs to a position it has', () => {
    const item = {
      catalogId: '3',
      color: 'Black',
      size: 'XL',
      quantity: 1,
      designs: [{ location: 'left_chest' as const, imageUrl: 'https://x.example/a.png' }],
    };
    expect(withCatalog(item, tee)).toEqual({
      catalogId: '7',
      color: 'Black',
      size: null,
      quantity: 1,
      designs: [{ location: 'front', imageUrl: 'https://x.example/a.png' }],
    });
  });

  it('say what is missing at each field, with the API’s own rules', () => {
    const values = initialSyncValues(orderSync);
    const problems = syncFormProblems(values);
    expect(problems['items.0.catalogId']).toBe(validationMessages.required);
    expect(problems['items.0.color']).toBe(validationMessages.required);
    expect(problems['items.0.designs.0.location']).toBe(validationMessages.required);
    expect(problems['items.0.designs.0.imageUrl']).toBeDefined();
    expect(Object.keys(problems).some((path) => path.startsWith('items.1'))).toBe(false);

    values.items[0] = {
      ...withCatalog(values.items[0] ?? initialSyncValues(orderSync).items[0]!, tee),
      color: 'White',
      size: 'M',
      designs: [{ location: 'back', imageUrl: 'ftp://nope.example/a.png' }],
    };
    expect(Object.keys(syncFormProblems(values))).toEqual(['items.0.designs.0.imageUrl']);
    values.items[0].designs = [{ location: 'back', imageUrl: ' https://cdn.example.com/a.png ' }];
    expect(syncFormProblems(values)).toEqual({});
    expect(toApproveInput({ ...values, remember: true })).toEqual({
      items: [
        {
          refined: {
            catalogId: 7,
            color: 'White',
            size: 'M',
            quantity: 2,
            designs: [{ location: 'back', imageUrl: 'https://cdn.example.com/a.png' }],
          },
        },
        {
          refined: {
            catalogId: 3,
            color: 'Navy',
            size: 'OS',
            quantity: 1,
            designs: [{ location: 'front', imageUrl: 'https://cdn.example.com/cap.png' }],
          },
        },
      ],
      remember: true,
    });
  });

  it('reads the API’s field paths as the form’s', () => {
    expect(formPathOf('items.0.refined.designs.1.imageUrl')).toBe('items.0.designs.1.imageUrl');
    expect(formPathOf('items.3.refined')).toBe('items.3');
    expect(formPathOf('remember')).toBe('remember');
  });
});
