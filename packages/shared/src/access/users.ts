import type { RouteAccess } from '../access-types.ts';

/** Admin user management (spec 02 §6: admin lists, creates and edits users). */
export const usersAccess = {
  'GET /users': ['admin'],
  'POST /users': ['admin'],
  'GET /users/:id': ['admin'],
  'PUT /users/:id': ['admin'],
} as const satisfies Record<string, RouteAccess>;
