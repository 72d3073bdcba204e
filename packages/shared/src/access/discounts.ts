import type { RouteAccess } from '../access-types.ts';

export const discountsAccess = {
  'GET /user-discounts': ['admin'],
  'POST /user-discounts': ['admin'],
  'PUT /user-discounts/:id': ['admin'],
} as const satisfies Record<string, RouteAccess>;
