import type { RouteAccess } from '../access-types.ts';

export const designsAccess = {
  'POST /designs': ['seller'],
  'GET /designs': ['seller'],
  'GET /designs/:id': ['seller'],
  'PUT /designs/:id': ['seller'],
  'DELETE /designs/:id': ['seller'],
  'POST /mockups': ['seller'],
} as const satisfies Record<string, RouteAccess>;
