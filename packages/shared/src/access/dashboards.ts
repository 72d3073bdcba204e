import type { RouteAccess } from '../access-types.ts';

/**
 * Dashboards (spec 02 §9 "Dashboards", spec 01 §2): each role reads its own overview; a seller's
 * holds only their own numbers. Announcements and news are read by everyone signed in (each sees
 * what is meant for them) and written by admins.
 */
export const dashboardsAccess = {
  'GET /dashboard/seller': ['seller'],
  'GET /dashboard/admin/report': ['admin'],
  'GET /dashboard/admin/report2': ['admin'],
  'GET /dashboard/manager/report': ['manager', 'admin'],
  'GET /dashboard/designer': ['designer'],
  'GET /dashboard/supporter': ['supporter', 'admin'],
  'GET /announcements': 'authenticated',
  'POST /announcements': ['admin'],
  'PUT /announcements/:id': ['admin'],
  'DELETE /announcements/:id': ['admin'],
} as const satisfies Record<string, RouteAccess>;
