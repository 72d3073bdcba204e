import type { Role } from './enums/roles.ts';

/** Who may call a route: nobody signed in needed, any signed-in user, or the listed roles. */
export type RouteAccess = 'public' | 'authenticated' | readonly Role[];
