import type { RouteAccess } from '../access-types.ts';

export const catalogAccess = {
  'GET /bootstrap': 'authenticated',
  'GET /catalogs': ['admin'],
  'GET /catalogs/:id': ['admin'],
  'POST /catalogs': ['admin'],
  'PUT /catalogs/:id': ['admin'],
  'GET /users/configuration': ['seller'],
  'PUT /users/configuration': ['seller'],
} as const satisfies Record<string, RouteAccess>;
