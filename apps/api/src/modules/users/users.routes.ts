import {
  adminUserSchema,
  createUserInputSchema,
  dataOf,
  errorBodySchema,
  listUsersQuerySchema,
  updateUserInputSchema,
  userIdParamsSchema,
  userListSchema,
  userMessages,
} from '@stitchworks/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { createUser, getUser, listUsers, updateUser } from './users.service.ts';

const denied = { 401: errorBodySchema, 403: errorBodySchema };
const withMessage = <T extends z.ZodType>(schema: T) =>
  z.object({ data: schema, message: z.string() });

/** Admin user management: list, read, create and edit accounts (spec 02 §6, §7). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users',
    {
      schema: {
        tags: ['users'],
        summary: 'List users, filtered by status, e-mail, factory or role',
        querystring: listUsersQuerySchema,
        response: { 200: dataOf(userListSchema), 400: errorBodySchema, ...denied },
      },
    },
    async (request) => ({ data: await listUsers(app.db, request.query) }),
  );

  app.get(
    '/api/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'One user',
        params: userIdParamsSchema,
        response: { 200: dataOf(adminUserSchema), 404: errorBodySchema, ...denied },
      },
    },
    async (request) => ({ data: await getUser(app.db, request.params.id) }),
  );

  app.post(
    '/api/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Create a user, who must choose a new password at first sign-in (audited)',
        body: createUserInputSchema,
        response: {
          201: withMessage(adminUserSchema),
          400: errorBodySchema,
          409: errorBodySchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const user = await createUser(app.db, currentUser(request), request.body);
      return reply.status(201).send({ data: user, message: userMessages.created });
    },
  );

  app.put(
    '/api/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Edit name, status or the disabled flag; a status change signs the user out',
        params: userIdParamsSchema,
        body: updateUserInputSchema,
        response: {
          200: withMessage(adminUserSchema),
          400: errorBodySchema,
          404: errorBodySchema,
          ...denied,
        },
      },
    },
    async (request) => ({
      data: await updateUser(app.db, currentUser(request), request.params.id, request.body),
      message: userMessages.updated,
    }),
  );
};
