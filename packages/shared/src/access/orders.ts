import type { RouteAccess } from '../access-types.ts';

/** The roles of the order list and detail pages (spec 01 §6). */
const orderReaders = [
  'admin',
  'seller',
  'supporter',
  'manager',
  'producer',
  'packer',
  'inventory_manager',
] as const;
/** Staff who work orders for sellers (address fixes, archive, edits before production). */
const orderStaff = ['admin', 'supporter', 'manager'] as const;

/**
 * The order book (spec 02 §7). Sellers reach only their own orders; staff reach every seller's,
 * limited to their factories when they have some. Factory moves also need permission 5 unless admin.
 */
export const ordersAccess = {
  'POST /orders': ['seller'],
  'POST /orders/price': ['seller'],
  'POST /orders/provisional-total': ['seller'],
  'POST /orders/from-cart': ['seller'],
  'POST /orders/in-bulk': ['seller'],
  'GET /orders/in-bulk/template': ['seller'],
  'GET /orders': orderReaders,
  'GET /orders/count': orderReaders,
  'GET /orders/unverified-address': orderStaff,
  'GET /orders/exports': ['seller'],
  'GET /orders/admin_exports': orderStaff,
  'GET /orders/:id': orderReaders,
  'GET /orders/:id/revisions': orderReaders,
  'GET /orders/:id/invoice': ['admin', 'seller', 'supporter'],
  'GET /orders/:id/invoice.pdf': ['admin', 'seller', 'supporter'],
  'PUT /orders/:id': ['seller', ...orderStaff],
  'PUT /orders/:id/address': ['seller', ...orderStaff],
  'PUT /orders/:id/verify-address': ['seller', ...orderStaff],
  'PATCH /orders/:id/factory': ['admin', 'manager', 'supporter'],
  'POST /orders/:id/duplicate': ['seller'],
  'DELETE /orders/:id': ['seller', ...orderStaff],
  'POST /orders/cancel': ['seller', ...orderStaff],
  'PUT /orders/:id/cancel-request': orderStaff,
  'POST /orders/:id/refund': ['admin'],
  'POST /orders/:id/update-request': ['seller'],
  'PUT /orders/:id/update-permission': orderStaff,
  'GET /users/:id/cost-list': ['admin', 'manager', 'supporter'],
  'PUT /users/:id/cost-list': ['admin', 'manager'],
} as const satisfies Record<string, RouteAccess>;
