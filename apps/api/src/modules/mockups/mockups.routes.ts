import { dataOf, errorBodySchema, mockupInputSchema, mockupSchema } from '@stitchworks/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { createMockup } from './mockups.service.ts';

export const mockupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/mockups',
    {
      schema: {
        tags: ['designs'],
        summary: 'Draw one of the seller’s designs on a catalog’s blank (color, position)',
        body: mockupInputSchema,
        response: {
          200: dataOf(mockupSchema),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => ({
      data: await createMockup(app.db, app.storage, currentUser(request), request.body),
    }),
  );
};
