import type { RouteAccess } from '../access-types.ts';

/** Who buys and prints labels (the issue: packer, admin and manager). */
const shippers = ['admin', 'manager', 'packer'] as const;
/** Who enters tracking numbers and reships. */
const trackingStaff = ['admin', 'manager', 'supporter', 'packer'] as const;

/**
 * Shipping (spec 02 §7): labels, tracking, packages and reships. Sellers read and download the
 * labels of their own orders only, and upload their own TikTok labels.
 */
export const shippingAccess = {
  'GET /shipping_labels/shipping-providers': [...shippers, 'supporter'],
  'GET /shipping_labels/services': [...shippers, 'supporter'],
  'POST /shipping_labels/buy': shippers,
  'POST /shipping_labels/rebuy': shippers,
  'POST /shipping_labels/tiktoklabel/buy': ['seller', ...shippers],
  'POST /shipping_labels/generate_description': [...shippers, 'seller', 'supporter'],
  'POST /shipping_labels/print': shippers,
  'POST /shipping_labels/:id/void': ['admin', 'manager'],
  'GET /shipping_labels/:id/file': ['seller', ...shippers, 'supporter'],
  'GET /orders/:id/shipping': ['seller', ...trackingStaff, 'producer', 'inventory_manager'],
  'PUT /orders/:id/tracking-number': trackingStaff,
  'POST /orders/upload-file-tracking-order': trackingStaff,
  'POST /orders/import-tracking-order': trackingStaff,
  'POST /orders/reship': ['admin', 'manager', 'supporter'],
} as const satisfies Record<string, RouteAccess>;
