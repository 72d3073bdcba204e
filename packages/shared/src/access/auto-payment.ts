import type { RouteAccess } from '../access-types.ts';

/** Auto-payment (spec 01 §6: the setting and autoPayment pages are the seller's). */
export const autoPaymentAccess = {
  'GET /users/self/auto_payment': ['seller'],
  'PUT /users/self/auto_payment': ['seller'],
  'GET /users/payoneer-authorize-url': ['seller'],
  'POST /users/payoneer-auth': ['seller'],
  'POST /users/payoneer-revoke': ['seller'],
  'POST /auto-payment/run': ['admin'],
} as const satisfies Record<string, RouteAccess>;
