import { createOrderInputSchema } from '@stitchworks/shared';
import { describe, expect, it } from 'vitest';
import type { StoreOrder } from '../../integrations/stores/store-platform.ts';
import {
  linesToMake,
  orderInputOf,
  orderSyncItemsOf,
  sellerOrderIdOf,
  shipToOf,
  splitSingleFaceDesign,
  unmappedOf,
} from './store-order-mapping.ts';

const order = (overrides: Partial<StoreOrder> = {}): StoreOrder => ({
  platformOrderId: '450789469',
  name: '#1001',
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
  paid: true,
  cancelled: false,
  fulfilled: false,
  email: 'buyer@example.com',
  shippingAddress: {
    firstName: 'Ana',
    lastName: 'Lopez',
    company: null,
    address1: '1 Main St',
    address2: null,
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    country: 'US',
    phone: null,
    email: null,
  },
  lines: [
    {
      lineId: '1',
      sku: 'TEE-RED-M',
      title: 'Tee',
      variantTitle: 'Red / M',
      quantity: 2,
      requiresShipping: true,
    },
    {
      lineId: '2',
      sku: null,
      title: 'Tip',
      variantTitle: null,
      quantity: 1,
      requiresShipping: false,
    },
    {
      lineId: '3',
      sku: 'MUG',
      title: 'Mug',
      variantTitle: null,
      quantity: 1,
      requiresShipping: true,
    },
  ],
  ...overrides,
});

const tee = {
  id: 4,
  options: {
    catalogId: 7,
    color: 'red',
    size: 'm',
    designs: [{ location: 'front' as const, imageUrl: 'https://cdn.example.com/a.png' }],
  },
};

describe('store order mapping', () => {
  it('makes only shipped lines, mapped where a SKU is remembered', () => {
    expect(linesToMake(order()).map((line) => line.lineId)).toEqual(['1', '3']);
    const items = orderSyncItemsOf(order(), new Map([['TEE-RED-M', tee]]));
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ productSyncId: 4, refined: { catalogId: 7, quantity: 2 } });
    expect(items[1]).toMatchObject({ productSyncId: null, refined: null });
    expect(unmappedOf(items)).toEqual(['MUG']);
  });

  it('splits a single face design of a mug or a flag into front and back, not a full wrap', () => {
    const one = [{ location: 'left_chest' as const, imageUrl: 'https://x.example/a.png' }];
    expect(splitSingleFaceDesign(one, 'mug').map((design) => design.location)).toEqual([
      'front',
      'back',
    ]);
    expect(splitSingleFaceDesign(one, 'flag')).toHaveLength(2);
    expect(splitSingleFaceDesign(one, 'tee')).toEqual(one);
    const full = [{ location: 'full' as const, imageUrl: 'https://x.example/a.png' }];
    expect(splitSingleFaceDesign(full, 'mug')).toEqual(full);
  });

  it('names the order after its store, so two stores’ #1001 stay apart', () => {
    expect(sellerOrderIdOf(12, { name: '#1001', platformOrderId: '1' })).toBe('S12-1001');
    expect(sellerOrderIdOf(13, { name: '#1001', platformOrderId: '1' })).toBe('S13-1001');
    expect(sellerOrderIdOf(3, { name: '', platformOrderId: '998' })).toBe('S3-998');
  });

  it('builds an order the order book accepts from a mapped store order', () => {
    const input = orderInputOf(
      5,
      order({ lines: [order().lines[0]!] }),
      [{ ...tee.options, quantity: 2 }],
      new Map(),
    );
    const parsed = createOrderInputSchema.safeParse(input);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.items[0]).toMatchObject({ catalogId: 7, quantity: 2, color: 'red' });
    expect(parsed.data?.address).toMatchObject({
      firstName: 'Ana',
      state: 'TX',
      email: 'buyer@example.com',
    });
    expect(shipToOf(order())).toBe('Ana Lopez, Austin, US');
  });

  it('keeps the order book’s refusal of an incomplete address', () => {
    const input = orderInputOf(
      5,
      order({ shippingAddress: null }),
      [{ ...tee.options, quantity: 1 }],
      new Map(),
    );
    expect(createOrderInputSchema.safeParse(input).success).toBe(false);
  });
});
