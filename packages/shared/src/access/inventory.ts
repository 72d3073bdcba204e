import type { RouteAccess } from '../access-types.ts';

/** Who keeps the blanks (spec 01 §6: inventoryList). */
const stockKeepers = ['manager', 'admin', 'inventory_manager'] as const;

/** Inventory by factory, catalog, colour and size; sellers see only whether a blank is in stock. */
export const inventoryAccess = {
  'GET /inventories': stockKeepers,
  'POST /inventories': stockKeepers,
  'GET /inventories/export': stockKeepers,
  'PUT /inventories/thresholds': stockKeepers,
  'GET /inventories/:id/movements': stockKeepers,
  'GET /stock': ['seller'],
} as const satisfies Record<string, RouteAccess>;
