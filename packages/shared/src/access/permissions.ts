import type { RouteAccess } from '../access-types.ts';

export const permissionsAccess = {
  'GET /permissions': ['admin'],
  'GET /users/:id/permissions': ['admin'],
  'PUT /users/:id/permissions': ['admin'],
} as const satisfies Record<string, RouteAccess>;
