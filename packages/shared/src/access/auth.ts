import type { RouteAccess } from '../access-types.ts';

/** Signing in, out and back in: open to anyone, except re-sending one's own activation mail. */
export const authAccess = {
  'POST /auth/login': 'public',
  'POST /auth/refresh_token': 'public',
  'POST /auth/logout': 'public',
  'POST /auth/register': 'public',
  'POST /auth/activate': 'public',
  'POST /auth/activate/resend': 'authenticated',
  'POST /auth/forgot_password': 'public',
  'POST /auth/forgot_password/check': 'public',
  'POST /auth/reset_password': 'public',
  'POST /auth/sso/google': 'public',
  'POST /auth/sso/facebook': 'public',
} as const satisfies Record<string, RouteAccess>;
