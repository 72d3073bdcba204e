import type { RouteAccess } from '../access-types.ts';

/** Staff who answer tickets (spec 01 §6: tickets are for admin, seller and supporter). */
const staff = ['admin', 'supporter'] as const;
const everyone = ['admin', 'seller', 'supporter'] as const;

/**
 * Support tickets (spec 03 §7). A seller sees and writes only their own tickets; staff see all,
 * assign them, write internal notes and keep the canned replies.
 */
export const ticketsAccess = {
  'GET /tickets': everyone,
  'POST /tickets': everyone,
  'GET /tickets/assignees': staff,
  'GET /tickets/report': staff,
  'GET /tickets/canned-replies': staff,
  'POST /tickets/canned-replies': staff,
  'PUT /tickets/canned-replies/:id': staff,
  'DELETE /tickets/canned-replies/:id': staff,
  'GET /tickets/:id': everyone,
  'PUT /tickets/:id': everyone,
  'POST /tickets/:id/messages': everyone,
} as const satisfies Record<string, RouteAccess>;
