import type { RouteAccess } from '../access-types.ts';

export const settingsAccess = {
  'GET /settings/public': 'public',
  'GET /settings/business': ['admin'],
  'PUT /settings/business': ['admin'],
} as const satisfies Record<string, RouteAccess>;
