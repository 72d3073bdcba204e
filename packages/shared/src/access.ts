import type { RouteAccess } from './access-types.ts';
import { systemAccess } from './access/system.ts';
import type { Role } from './enums/roles.ts';

export type { RouteAccess } from './access-types.ts';

/**
 * Every API route (method and path under /api, fastify's `:param` form) and who may call it, one
 * file per domain under access/. The API refuses to register a route missing from this table and
 * enforces it on every request; a test checks every route against every role.
 */
export const apiAccess = {
  ...systemAccess,
} as const satisfies Record<string, RouteAccess>;
export type ApiRouteKey = keyof typeof apiAccess;

export function isAllowed(access: RouteAccess, role: Role | undefined): boolean {
  if (access === 'public') return true;
  if (!role) return false;
  if (access === 'authenticated') return true;
  return access.includes(role);
}
