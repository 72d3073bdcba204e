import type { RouteAccess } from '../access-types.ts';

/** Every signed-in user reads and marks only their own notifications (checked in the service). */
export const notificationsAccess = {
  'GET /notifications': 'authenticated',
  'GET /notifications/total_new': 'authenticated',
  'PATCH /notifications/view': 'authenticated',
  'PATCH /notifications/view-all': 'authenticated',
} as const satisfies Record<string, RouteAccess>;
