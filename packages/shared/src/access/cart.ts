import type { RouteAccess } from '../access-types.ts';

export const cartAccess = {
  // Open to every signed-in user so /checkout (any role, spec 01 §6) shows an empty cart to staff.
  'GET /cart': 'authenticated',
  'POST /cart': ['seller'],
  'DELETE /cart/:id': ['seller'],
} as const satisfies Record<string, RouteAccess>;
