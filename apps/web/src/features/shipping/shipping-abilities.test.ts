import type { OrderShipping } from '@stitchworks/shared';
import { describe, expect, it } from 'vitest';
import {
  activeLabel,
  type ShippingOrder,
  shippingAbilities,
  shippingActions,
  showsShipping,
} from './shipping-abilities';

const order: ShippingOrder = {
  id: 1120,
  status: 'processing',
  productionStatus: 2,
  isTiktokShop: false,
  shippingMethod: 'standard',
  address: {
    firstName: 'Ann',
    lastName: 'Lee',
    address1: '1 Main St',
    address2: '',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    country: 'US',
    email: '',
    phone: '',
  },
  shippingFee: 4.5,
  paidAt: '2025-01-01T00:00:00.000Z',
};

const label = (id: number, voidedAt: string | null, createdAt: string) =>
  ({ id, voidedAt, createdAt }) as OrderShipping['labels'][number];
const none: Pick<OrderShipping, 'labels'> = { labels: [] };
const labelled: Pick<OrderShipping, 'labels'> = {
  labels: [label(1, null, '2025-01-02T00:00:00Z')],
};

describe('shippingAbilities', () => {
  it('lets packers buy and print labels and add tracking numbers, not reship', () => {
    expect(shippingAbilities('packer')).toMatchObject({
      buy: true,
      rebuy: true,
      printLabels: true,
      addTracking: true,
      importTracking: true,
      reship: false,
    });
  });
  it('lets a supporter reship and add tracking numbers, not buy or print', () => {
    expect(shippingAbilities('supporter')).toMatchObject({
      buy: false,
      printLabels: false,
      reship: true,
      addTracking: true,
    });
  });
  it('leaves a seller reading, downloading and uploading their own label', () => {
    expect(shippingAbilities('seller')).toMatchObject({
      read: true,
      downloadLabel: true,
      uploadSellerLabel: true,
      buy: false,
      addTracking: false,
      importTracking: false,
      reship: false,
    });
  });
});

describe('showsShipping', () => {
  it('shows the card for paid orders only', () => {
    expect(showsShipping(order, shippingAbilities('admin'))).toBe(true);
    expect(showsShipping({ paidAt: null }, shippingAbilities('admin'))).toBe(false);
  });
});

describe('activeLabel', () => {
  it('is the newest label not voided', () => {
    const labels = [
      label(1, null, '2025-01-01T00:00:00Z'),
      label(2, null, '2025-01-03T00:00:00Z'),
      label(3, '2025-01-05T00:00:00Z', '2025-01-04T00:00:00Z'),
    ];
    expect(activeLabel(labels)?.id).toBe(2);
    expect(activeLabel([labels[2] as OrderShipping['labels'][number]])).toBeUndefined();
  });
});

describe('shippingActions', () => {
  it('offers a packer Buy while the order has no label, Rebuy after', () => {
    const packer = shippingAbilities('packer');
    expect(shippingActions(packer, 'packer', order, none)).toMatchObject({
      buy: true,
      buyNeedsPacking: false,
      rebuy: true,
    });
    expect(shippingActions(packer, 'packer', order, labelled)).toMatchObject({
      buy: false,
      rebuy: true,
    });
  });
  it('warns before buying for an order not packed yet', () => {
    const actions = shippingActions(
      shippingAbilities('admin'),
      'admin',
      { ...order, productionStatus: 1 },
      none,
    );
    expect(actions).toMatchObject({ buy: true, buyNeedsPacking: true });
  });
  it('offers Reship to a supporter for shipped orders only', () => {
    const supporter = shippingAbilities('supporter');
    expect(shippingActions(supporter, 'supporter', order, none).reship).toBe(false);
    expect(
      shippingActions(supporter, 'supporter', { ...order, status: 'shipped' }, none).reship,
    ).toBe(true);
  });
  it('lets the seller of a TikTok order upload their label once, and nothing else', () => {
    const seller = shippingAbilities('seller');
    const tiktok = { ...order, isTiktokShop: true };
    expect(shippingActions(seller, 'seller', tiktok, none)).toMatchObject({
      uploadSellerLabel: true,
      uploadForSeller: false,
      buy: false,
      rebuy: false,
      addTracking: false,
      reship: false,
    });
    expect(shippingActions(seller, 'seller', tiktok, labelled).uploadSellerLabel).toBe(false);
    expect(shippingActions(seller, 'seller', order, none).uploadSellerLabel).toBe(false);
    const byseller = { ...order, shippingMethod: 'ship_by_seller' as const };
    expect(shippingActions(seller, 'seller', byseller, none).uploadSellerLabel).toBe(true);
  });
  it('offers nothing that changes a cancelled order', () => {
    const actions = shippingActions(
      shippingAbilities('admin'),
      'admin',
      { ...order, status: 'cancelled' },
      none,
    );
    expect(actions).toMatchObject({ buy: false, rebuy: false, addTracking: false, reship: false });
  });
});
