/**
 * Order statuses (spec/README decision 4). They only move forward along this list, except that a
 * card or wallet checkout that fails puts `pending_payment` back to `created`.
 */
export const orderStatuses = [
  'created',
  'pending_payment',
  'processing',
  'partially_shipped',
  'shipped',
  'reshipped',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Production status (spec 01 §3): set when an order is paid, tracked by the floor. */
export const productionStatuses = {
  onDesign: 0,
  inProduction: 1,
  preShipment: 2,
  shipped: 3,
  onHold: 4,
} as const;
export type ProductionStatus = (typeof productionStatuses)[keyof typeof productionStatuses];
export const productionStatusValues = [0, 1, 2, 3, 4] as const;

export const shippingMethods = ['standard', 'yun', 'ship_by_seller'] as const;
export type ShippingMethod = (typeof shippingMethods)[number];

/** Update-permission flags on an order (spec 01 §3): request 1, allow 2, deny 3. */
export const orderUpdateFlags = { requested: 1, allowed: 2, denied: 3 } as const;

/** Defaults of a new order (spec 02 §9). */
export const DEFAULT_SHIPPING_METHOD: ShippingMethod = 'standard';
export const DEFAULT_COUNTRY = 'US';
export const DEFAULT_FACTORY = 'vn1' as const;
export const ORDER_QUANTITY_LIMIT = 1000;
/** Rows of one order; a CSV group or a form with more is refused. */
export const ORDER_ITEMS_LIMIT = 100;
/** The longest seller order id, in UTF-16 units as forms count (a duplicate's suffix included). */
export const SELLER_ORDER_ID_MAX_LENGTH = 100;

/** US territories and military states no order ships to (spec 02 §5). */
export const excludedUsStates = ['PR', 'VI', 'HI', 'GU', 'AK', 'MP', 'AA', 'AE', 'AP'] as const;

/** Catalogs whose rows carry a frame colour (spec 02 §9). */
export const FRAMED_CATALOG_IDS = [8, 9] as const;

/** Page sizes the order list offers; the first is the default. */
export const orderPageSizes = [20, 50, 100] as const;
/** Columns the order list sorts by (here, not in the schemas, so the router reads it without zod). */
export const orderSortFields = ['createdAt', 'paidAt', 'total', 'id'] as const;
export type OrderSortField = (typeof orderSortFields)[number];
/** The list counts matches up to this many and says "more than" past it (no unbounded count). */
export const ORDER_COUNT_CAP = 10_000;

/** CSV import limits. */
export const ORDER_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const ORDER_IMPORT_MAX_ROWS = 100_000;

/**
 * Only a created order may be edited; once a checkout starts or it is paid, changes go through the
 * update-permission flow.
 */
export function isOrderEditable(order: {
  status: OrderStatus;
  archivedAt: string | null;
}): boolean {
  return order.archivedAt === null && order.status === 'created';
}

/**
 * The status a person sees (spec 01 §4): production status 4 shows 'On hold', partially shipped
 * shows as shipped, and a refunded order with a cancel amount shows as cancelled.
 */
export type DisplayedOrderStatus = OrderStatus | 'on_hold';
export function displayedOrderStatus(order: {
  status: OrderStatus;
  productionStatus: number | null;
  cancelledAmount?: number | null;
}): DisplayedOrderStatus {
  if (order.productionStatus === productionStatuses.onHold) return 'on_hold';
  if (order.status === 'partially_shipped') return 'shipped';
  if (order.status === 'refunded' && (order.cancelledAmount ?? 0) !== 0) return 'cancelled';
  return order.status;
}
