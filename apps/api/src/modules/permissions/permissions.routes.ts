import {
  dataOf,
  errorBodySchema,
  permissionSchema,
  permissionsQuerySchema,
  updateUserPermissionsInputSchema,
  userIdParamsSchema,
  userMessages,
  userPermissionsSchema,
} from '@stitchworks/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import {
  getUserPermissions,
  listPermissions,
  updateUserPermissions,
} from './permissions.service.ts';

const denied = { 401: errorBodySchema, 403: errorBodySchema };

/** The permission catalogue and each user's factories and granted permissions. */
export const permissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/permissions',
    {
      schema: {
        tags: ['permissions'],
        summary: 'The permissions an admin can grant, optionally for one role',
        querystring: permissionsQuerySchema,
        response: { 200: dataOf(z.array(permissionSchema)), 400: errorBodySchema, ...denied },
      },
    },
    async (request) => ({ data: listPermissions(request.query.role) }),
  );

  app.get(
    '/api/users/:id/permissions',
    {
      schema: {
        tags: ['permissions'],
        summary: "A user's factories and granted permission ids",
        params: userIdParamsSchema,
        response: { 200: dataOf(userPermissionsSchema), 404: errorBodySchema, ...denied },
      },
    },
    async (request) => ({ data: await getUserPermissions(app.db, request.params.id) }),
  );

  app.put(
    '/api/users/:id/permissions',
    {
      schema: {
        tags: ['permissions'],
        summary: "Set a user's factories and permissions (audited; never one's own)",
        params: userIdParamsSchema,
        body: updateUserPermissionsInputSchema,
        response: {
          200: z.object({ data: userPermissionsSchema, message: z.string() }),
          400: errorBodySchema,
          404: errorBodySchema,
          ...denied,
        },
      },
    },
    async (request) => ({
      data: await updateUserPermissions(
        app.db,
        currentUser(request),
        request.params.id,
        request.body,
      ),
      message: userMessages.updated,
    }),
  );
};
