import type { RouteAccess } from '../access-types.ts';

/** A seller's own keys for the public API. */
export const apiKeysAccess = {
  'GET /api-keys': ['seller'],
  'POST /api-keys': ['seller'],
  'DELETE /api-keys/:id': ['seller'],
} as const satisfies Record<string, RouteAccess>;
