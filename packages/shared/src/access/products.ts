import type { RouteAccess } from '../access-types.ts';

export const productsAccess = {
  'POST /products/in-bulk': ['seller'],
  'GET /products': ['seller'],
  'GET /products/by-sku/:sku': ['seller'],
  'GET /products/:id': ['seller'],
  'PUT /products/:id': ['seller'],
  'DELETE /products/:id': ['seller'],
} as const satisfies Record<string, RouteAccess>;
