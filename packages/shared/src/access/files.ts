import type { RouteAccess } from '../access-types.ts';

/** Stored files are addressed by unguessable keys, so an <img> can load them without a token. */
export const filesAccess = {
  'GET /files/*': 'public',
} as const satisfies Record<string, RouteAccess>;
