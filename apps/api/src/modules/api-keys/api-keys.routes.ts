import {
  apiKeyIdParamsSchema,
  apiKeyListSchema,
  apiKeyMessages,
  apiKeySchema,
  createApiKeyInputSchema,
  createdApiKeySchema,
  dataOf,
  errorBodySchema,
} from '@stitchworks/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service.ts';

const denied = { 401: errorBodySchema, 403: errorBodySchema };

/** A seller's keys for the public API (docs/api.md). */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/api-keys',
    {
      schema: {
        tags: ['api-keys'],
        summary: "The seller's API keys (never the keys themselves)",
        response: { 200: dataOf(apiKeyListSchema), ...denied },
      },
    },
    async (request) => ({ data: await listApiKeys(app.db, currentUser(request)) }),
  );

  app.post(
    '/api/api-keys',
    {
      schema: {
        tags: ['api-keys'],
        summary: 'Generate a key; the answer holds the full key, shown only this once',
        body: createApiKeyInputSchema.optional(),
        response: {
          201: z.object({ data: createdApiKeySchema, message: z.string() }),
          400: errorBodySchema,
          409: errorBodySchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const created = await createApiKey(app.db, currentUser(request), request.body ?? {});
      return reply.status(201).send({ data: created, message: apiKeyMessages.generated });
    },
  );

  app.delete(
    '/api/api-keys/:id',
    {
      schema: {
        tags: ['api-keys'],
        summary: 'Revoke a key; requests with it fail from now on',
        params: apiKeyIdParamsSchema,
        response: {
          200: z.object({ data: apiKeySchema, message: z.string() }),
          404: errorBodySchema,
          ...denied,
        },
      },
    },
    async (request) => ({
      data: await revokeApiKey(app.db, currentUser(request), request.params.id),
      message: apiKeyMessages.revoked,
    }),
  );
};
