import type { RouteAccess } from '../access-types.ts';

/** Who prints an FBA order's unit labels: its seller, and the staff who pack it. */
const labelPrinters = ['admin', 'seller', 'manager', 'packer'] as const;

/** FBA orders (spec 01 §6: the FBA pages are admin and seller; a seller only their own). */
export const fbaOrdersAccess = {
  'GET /fba-orders': ['admin', 'seller'],
  'GET /fba-orders/:id': ['admin', 'seller'],
  'POST /fba-orders': ['seller'],
  'PUT /fba-orders/:id': ['admin', 'seller'],
  'PUT /fba-orders/:id/approve': ['seller'],
  'PUT /fba-orders/:id/cancel': ['admin', 'seller'],
  'PUT /fba-orders/:id/ship': ['admin'],
  'DELETE /fba-orders/:id': ['admin', 'seller'],
  'GET /fba-orders/:id/labels': labelPrinters,
  'GET /fba-orders/:id/files/:kind': labelPrinters,
  'GET /orders/:id/fba-order': labelPrinters,
} as const satisfies Record<string, RouteAccess>;
