import type { RouteAccess } from '../access-types.ts';

/** Who reads an order's production (as spec 01 §6's order detail). */
const orderReaders = [
  'admin',
  'seller',
  'supporter',
  'manager',
  'producer',
  'packer',
  'inventory_manager',
] as const;
/** The floor: who marks units and moves production status. */
const floor = ['admin', 'manager', 'producer', 'packer'] as const;
/** Who prints QR labels (spec 01 §2: the print-QR area). */
const labelPrinters = ['admin', 'supporter', 'manager'] as const;

/**
 * The production floor: production status, order items, scans, QR labels and the board. Sellers
 * reach only their own orders' items; floor roles only their factories'.
 */
export const productionAccess = {
  'PUT /orders/:id/production_status': floor,
  'GET /orders/:id/production': orderReaders,
  'GET /orders/qr-labels': labelPrinters,
  'GET /orders/qr-labels.pdf': labelPrinters,
  'GET /order_items/:id': orderReaders,
  'POST /order_items/:id/scans': floor,
  'POST /order_items/:id/scans/undo': ['admin', 'manager'],
  'PATCH /order_items/:id/complete': floor,
  'POST /order_items/note': ['seller', 'admin', 'manager', 'supporter', 'producer', 'packer'],
  'POST /order_items/extra_cost': ['admin', 'manager'],
  'POST /order_items/design_cost': ['admin', 'manager'],
  'POST /order_items/emb': ['admin', 'manager', 'supporter', 'design_manager'],
  'GET /production/board': floor,
} as const satisfies Record<string, RouteAccess>;
