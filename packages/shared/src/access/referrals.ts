import type { RouteAccess } from '../access-types.ts';

/**
 * Referral codes (spec 03 §7; spec 01 §6: /referral admin, /referral-history seller): an admin
 * creates, lists and deletes codes; a seller reads the sellers they brought and claims what they earned.
 */
export const referralsAccess = {
  'GET /referrals': ['admin'],
  'POST /referrals': ['admin'],
  'DELETE /referrals/:id': ['admin'],
  'GET /referrals/history': ['seller'],
  'POST /referrals/claim': ['seller'],
} as const satisfies Record<string, RouteAccess>;
