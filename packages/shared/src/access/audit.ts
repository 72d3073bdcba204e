import type { RouteAccess } from '../access-types.ts';

export const auditAccess = {
  'GET /audit': ['admin'],
} as const satisfies Record<string, RouteAccess>;
