import type { RouteAccess } from '../access-types.ts';

/** The job runner's page: admins only (spec 01 §6 names no such page; decided in docs/decisions.md). */
export const jobsAccess = {
  'GET /jobs': ['admin'],
  'GET /jobs/:name': ['admin'],
  'POST /jobs/:name/run': ['admin'],
  'POST /jobs/:name/:id/retry': ['admin'],
} as const satisfies Record<string, RouteAccess>;
