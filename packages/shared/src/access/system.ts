import type { RouteAccess } from '../access-types.ts';

export const systemAccess = {
  'GET /health': 'public',
} as const satisfies Record<string, RouteAccess>;
