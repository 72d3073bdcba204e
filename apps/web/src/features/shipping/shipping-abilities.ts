import {
  apiAccess,
  isAllowed,
  type Order,
  type OrderShipping,
  productionStatuses,
  type Role,
} from '@stitchworks/shared';

/** What a role may do with labels, tracking numbers and reships: the API's access table decides. */
export function shippingAbilities(role: Role) {
  const may = (route: keyof typeof apiAccess) => isAllowed(apiAccess[route], role);
  return {
    read: may('GET /orders/:id/shipping'),
    buy: may('POST /shipping_labels/buy') && may('GET /shipping_labels/shipping-providers'),
    rebuy: may('POST /shipping_labels/rebuy') && may('GET /shipping_labels/shipping-providers'),
    addTracking: may('PUT /orders/:id/tracking-number'),
    reship: may('POST /orders/reship'),
    customs: may('POST /shipping_labels/generate_description'),
    uploadSellerLabel: may('POST /shipping_labels/tiktoklabel/buy'),
    downloadLabel: may('GET /shipping_labels/:id/file'),
    printLabels: may('POST /shipping_labels/print'),
    importTracking:
      may('POST /orders/upload-file-tracking-order') && may('POST /orders/import-tracking-order'),
  };
}
export type ShippingAbilities = ReturnType<typeof shippingAbilities>;

/** The order as the shipping card reads it. */
export type ShippingOrder = Pick<
  Order,
  | 'id'
  | 'status'
  | 'productionStatus'
  | 'isTiktokShop'
  | 'shippingMethod'
  | 'address'
  | 'shippingFee'
  | 'paidAt'
>;

/** Statuses the API reships (it refuses the others with 'Only a shipped order can be reshipped'). */
const reshippable = new Set<Order['status']>(['partially_shipped', 'shipped', 'reshipped']);
/** Paid and not ended: labels and tracking numbers may still change. */
const shippable = new Set<Order['status']>([
  'processing',
  'partially_shipped',
  'shipped',
  'reshipped',
]);

/** The card is for paid orders only: an unpaid one has nothing to ship. */
export function showsShipping(order: Pick<Order, 'paidAt'>, abilities: ShippingAbilities) {
  return abilities.read && order.paidAt !== null;
}

/** Whether the order is shipped on the seller's own label (TikTok Shop or ship by seller). */
export function isSellerLabelOrder(order: Pick<Order, 'isTiktokShop' | 'shippingMethod'>) {
  return order.isTiktokShop || order.shippingMethod === 'ship_by_seller';
}

/** The label in use: the newest not voided. */
export function activeLabel(labels: OrderShipping['labels']) {
  return labels
    .filter((label) => label.voidedAt === null)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
}

/**
 * The buttons of the shipping card for this role and order: buying the first label while none is
 * in use (packed orders: the API says why otherwise), rebuying, tracking numbers and reships while
 * paid and not ended, and the seller's own label for their TikTok or ship-by-seller orders.
 */
export function shippingActions(
  abilities: ShippingAbilities,
  role: Role,
  order: ShippingOrder,
  shipping: Pick<OrderShipping, 'labels'> | undefined,
) {
  const open = shippable.has(order.status);
  const hasLabel = shipping ? activeLabel(shipping.labels) !== undefined : false;
  const packed =
    order.productionStatus === productionStatuses.preShipment ||
    order.productionStatus === productionStatuses.shipped;
  const sellerLabel = isSellerLabelOrder(order);
  return {
    buy: abilities.buy && open && shipping !== undefined && !hasLabel && !sellerLabel,
    /** Buying is offered before the order is packed; the dialog warns that the API will refuse. */
    buyNeedsPacking: !packed,
    rebuy: abilities.rebuy && open && shipping !== undefined && (hasLabel || !sellerLabel),
    addTracking: abilities.addTracking && open,
    reship: abilities.reship && reshippable.has(order.status),
    customs: abilities.customs,
    /** One label per order: the seller uploads it while none is in use. */
    uploadSellerLabel:
      abilities.uploadSellerLabel && open && sellerLabel && shipping !== undefined && !hasLabel,
    /** The seller uploads their own label; staff who ship may do it for them. */
    uploadForSeller: role !== 'seller',
  };
}
export type ShippingActions = ReturnType<typeof shippingActions>;
