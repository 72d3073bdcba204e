import type {
  BlankKind,
  CreateOrderInput,
  OrderSyncItem,
  RefinedItem,
  SyncDesign,
} from '@stitchworks/shared';
import type { StoreOrder } from '../../integrations/stores/store-platform.ts';

/** A remembered mapping of a SKU, as the engine reads it. */
export type SkuMapping = { id: number; options: Omit<RefinedItem, 'quantity'> };

/** The store order's lines that are made: shipped goods with a quantity (not tips, gift cards). */
export function linesToMake(order: StoreOrder) {
  return order.lines.filter((line) => line.requiresShipping && line.quantity > 0);
}

/** Each line to make, mapped where the store's SKU has a remembered mapping. */
export function orderSyncItemsOf(
  order: StoreOrder,
  mappings: ReadonlyMap<string, SkuMapping>,
): OrderSyncItem[] {
  return linesToMake(order).map((line) => {
    const mapping = line.sku ? mappings.get(line.sku) : undefined;
    return {
      original: {
        sku: line.sku,
        quantity: line.quantity,
        title: line.title,
        variantTitle: line.variantTitle,
      },
      refined: mapping ? { ...mapping.options, quantity: line.quantity } : null,
      productSyncId: mapping?.id ?? null,
    };
  });
}

/** The SKUs (or titles, for a line without one) no mapping covers, each once. */
export function unmappedOf(items: readonly OrderSyncItem[]): string[] {
  const names = items
    .filter((item) => item.refined === null)
    .map((item) => item.original.sku || item.original.title);
  return [...new Set(names)];
}

/**
 * A mug or a flag with a single design that is not a wrap-around is sewn on both faces
 * (spec 03 §5): the design is split into a front and a back.
 */
export function splitSingleFaceDesign(designs: readonly SyncDesign[], kind: BlankKind | undefined) {
  const [only] = designs;
  if (
    (kind === 'mug' || kind === 'flag') &&
    designs.length === 1 &&
    only &&
    only.location !== 'full'
  ) {
    return [
      { location: 'front' as const, imageUrl: only.imageUrl },
      { location: 'back' as const, imageUrl: only.imageUrl },
    ];
  }
  return [...designs];
}

/** At most this many characters of a seller order id (SELLER_ORDER_ID_MAX_LENGTH is larger). */
const ORDER_NAME_LENGTH = 60;

/**
 * The seller's reference of an imported order: the store's order name, prefixed by the store, so
 * two stores' '#1001' stay two references ('S12-1001').
 */
export function sellerOrderIdOf(
  storeId: number,
  order: Pick<StoreOrder, 'name' | 'platformOrderId'>,
) {
  const name = (order.name || order.platformOrderId).replace(/^#/, '').trim();
  return `S${storeId}-${name}`.slice(0, ORDER_NAME_LENGTH);
}

/** The ship-to line shown in the order sync list: name, city, country. */
export function shipToOf(order: StoreOrder): string {
  const address = order.shippingAddress;
  if (!address) return '';
  const name = `${address.firstName} ${address.lastName}`.trim();
  return [name, address.city, address.country].filter(Boolean).join(', ');
}

/**
 * The order input of a store order whose items are all mapped, checked by the order book's own
 * schema by the caller. The address is the store's; what the order book refuses of it (a missing
 * state, a bad ZIP) is the reason the order sync waits.
 */
export function orderInputOf(
  storeId: number,
  order: StoreOrder,
  refined: readonly RefinedItem[],
  kinds: ReadonlyMap<number, BlankKind>,
): CreateOrderInput {
  const address = order.shippingAddress;
  return {
    address: {
      firstName: address?.firstName ?? '',
      lastName: address?.lastName ?? '',
      address1: address?.address1 ?? '',
      address2: address?.address2 ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      zip: address?.zip ?? '',
      country: address?.country || 'US',
      email: address?.email ?? order.email ?? '',
      phone: address?.phone ?? '',
    },
    sellerOrderId: sellerOrderIdOf(storeId, order),
    storeId,
    items: refined.map((item) => ({
      catalogId: item.catalogId,
      color: item.color,
      size: item.size,
      quantity: item.quantity ?? 1,
      designImages: splitSingleFaceDesign(item.designs, kinds.get(item.catalogId)),
    })),
  };
}
