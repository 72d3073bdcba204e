import type { RouteAccess } from '../access-types.ts';

/** The signed-in user's own account: open to every role, even before activation. */
export const accountAccess = {
  'GET /users/self': 'authenticated',
  'PUT /users/self': 'authenticated',
  'PUT /users/self/password': 'authenticated',
  'PUT /users/self/invoice-info': 'authenticated',
  'PUT /users/self/referral': 'authenticated',
  'GET /credits/self': 'authenticated',
} as const satisfies Record<string, RouteAccess>;
