import type { RouteAccess } from '../access-types.ts';

/** A seller's own webhook endpoints and their deliveries. */
export const webhooksAccess = {
  'GET /webhooks/endpoints': ['seller'],
  'POST /webhooks/endpoints': ['seller'],
  'GET /webhooks/endpoints/:id': ['seller'],
  'PUT /webhooks/endpoints/:id': ['seller'],
  'DELETE /webhooks/endpoints/:id': ['seller'],
  'POST /webhooks/endpoints/:id/roll-secret': ['seller'],
  'POST /webhooks/endpoints/:id/test': ['seller'],
  'GET /webhooks/endpoints/:id/deliveries': ['seller'],
  'POST /webhooks/endpoints/:id/deliveries/:deliveryId/resend': ['seller'],
} as const satisfies Record<string, RouteAccess>;
