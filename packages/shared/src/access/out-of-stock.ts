import type { RouteAccess } from '../access-types.ts';

export const outOfStockAccess = {
  // Read by every signed-in user: sellers' order, product and cart forms mark the variants (spec 01
  // §6 keeps only the /out-of-stock page itself for admins).
  'GET /out-of-stocks': 'authenticated',
  'PUT /out-of-stocks/:catalogId': ['admin'],
} as const satisfies Record<string, RouteAccess>;
