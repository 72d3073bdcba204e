import {
  configurationInputSchema,
  configurationSchema,
  dataOf,
  errorBodySchema,
} from '@stitchworks/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { getConfiguration, updateConfiguration } from './price-config.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

export const priceConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/configuration',
    {
      schema: {
        tags: ['price-config'],
        summary: 'The seller’s default price per catalog and size',
        response: { 200: dataOf(configurationSchema), ...errors },
      },
    },
    async (request) => ({ data: await getConfiguration(app.db, currentUser(request)) }),
  );

  app.put(
    '/api/users/configuration',
    {
      schema: {
        tags: ['price-config'],
        summary: 'Replace the seller’s default price list',
        body: configurationInputSchema,
        response: { 200: dataOf(configurationSchema), ...errors },
      },
    },
    async (request) => ({
      data: await updateConfiguration(app.db, currentUser(request), request.body),
    }),
  );
};
