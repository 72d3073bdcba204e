import type { RouteAccess } from '../access-types.ts';

/**
 * Two-factor sign-in and "where you are signed in": the second step is public (it takes the
 * challenge token, never an access token); a user's own factor and sign-ins are theirs, whatever
 * the role; an admin resets another user's factor.
 */
export const twoFactorAccess = {
  'POST /auth/login/two_factor': 'public',
  'GET /auth/two_factor': 'authenticated',
  'POST /auth/two_factor/setup': 'authenticated',
  'POST /auth/two_factor/enable': 'authenticated',
  'POST /auth/two_factor/disable': 'authenticated',
  'POST /auth/two_factor/recovery_codes': 'authenticated',
  'GET /auth/sessions': 'authenticated',
  'DELETE /auth/sessions/:id': 'authenticated',
  'POST /auth/sessions/end_others': 'authenticated',
  'GET /users/:id/two_factor': ['admin'],
  'DELETE /users/:id/two_factor': ['admin'],
} as const satisfies Record<string, RouteAccess>;
