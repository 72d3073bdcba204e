import {
  costListInputSchema,
  costListSchema,
  dataOf,
  errorBodySchema,
  idParamsSchema,
} from '@stitchworks/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { getCostList, updateCostList } from './cost-lists.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

/** What a seller pays per catalog and size, set by staff on the user page (decision 5). */
export const costListsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/:id/cost-list',
    {
      schema: {
        tags: ['cost-lists'],
        summary: "A seller's cost list in dollars (catalog id → size → price)",
        params: idParamsSchema,
        response: { 200: dataOf(costListSchema), ...errors },
      },
    },
    async (request) => ({ data: await getCostList(app.db, request.params.id) }),
  );

  app.put(
    '/api/users/:id/cost-list',
    {
      schema: {
        tags: ['cost-lists'],
        summary: "Replace a seller's cost list (audited; paid orders keep their price)",
        params: idParamsSchema,
        body: costListInputSchema,
        response: { 200: dataOf(costListSchema), ...errors },
      },
    },
    async (request) => ({
      data: await updateCostList(app.db, currentUser(request), request.params.id, request.body),
    }),
  );
};
