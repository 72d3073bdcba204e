import type { RouteAccess } from '../access-types.ts';

/**
 * Credit movements (spec 02 §7). Sellers see their own; the staff roles that have the transaction
 * pages (spec 01 §6) see everyone's; only an admin adds or takes credit and settles a seller's
 * withdrawal request.
 */
export const transactionsAccess = {
  'GET /transactions': ['admin', 'manager', 'designer', 'seller'],
  'GET /transactions/:id': ['admin', 'manager', 'designer', 'seller'],
  'GET /transactions/report': ['admin', 'manager'],
  'POST /transactions/deposit': ['admin'],
  'POST /transactions/withdraw': ['admin'],
  'POST /transactions/request-withdraw': ['seller'],
  'GET /transactions/wallet': ['seller'],
  'POST /transactions': ['seller'],
  'GET /orders/payable': ['seller'],
  'POST /transactions/:id/validate': ['seller'],
  'POST /transactions/:id/cancel': ['seller'],
  'POST /transactions/:id/resume': ['seller'],
  'POST /transactions/:id/sandbox-approve': ['seller'],
  'PUT /transactions/:id/approve': ['admin'],
  'PUT /transactions/:id/reject': ['admin'],
} as const satisfies Record<string, RouteAccess>;
