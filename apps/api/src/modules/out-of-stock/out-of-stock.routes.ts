import {
  catalogOutOfStockSchema,
  dataOf,
  errorBodySchema,
  outOfStockListSchema,
  outOfStockParamsSchema,
  updateOutOfStockInputSchema,
} from '@stitchworks/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { listOutOfStocks, replaceOutOfStocks } from './out-of-stock.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

export const outOfStockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/out-of-stocks',
    {
      schema: {
        tags: ['out-of-stock'],
        summary: 'Variants marked out of stock, one list per catalog',
        response: { 200: dataOf(outOfStockListSchema), ...errors },
      },
    },
    async () => ({ data: await listOutOfStocks(app.db) }),
  );

  app.put(
    '/api/out-of-stocks/:catalogId',
    {
      schema: {
        tags: ['out-of-stock'],
        summary: 'Replace a catalog’s out-of-stock list (an empty list clears it)',
        params: outOfStockParamsSchema,
        body: updateOutOfStockInputSchema,
        response: { 200: dataOf(catalogOutOfStockSchema), ...errors, 404: errorBodySchema },
      },
    },
    async (request) => ({
      data: await replaceOutOfStocks(
        app.db,
        currentUser(request),
        request.params.catalogId,
        request.body,
      ),
    }),
  );
};
