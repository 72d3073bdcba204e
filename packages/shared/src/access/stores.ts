import type { RouteAccess } from '../access-types.ts';

export const storesAccess = {
  'GET /stores': ['admin', 'seller'],
  'POST /stores': ['seller'],
  'GET /stores/:id': ['admin', 'seller'],
  'PUT /stores/:id': ['admin', 'seller'],
  'DELETE /stores/:id': ['admin', 'seller'],
} as const satisfies Record<string, RouteAccess>;
