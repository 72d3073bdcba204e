import {
  dataOf,
  designCostListSchema,
  designCostQuerySchema,
  designCostTiersSchema,
  embMessages,
  errorBodySchema,
} from '@stitchworks/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import {
  getDesignCostTiers,
  listDesignCosts,
  saveDesignCostTiers,
} from './design-costs.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const tags = ['design-costs'];

/** What digitizing cost (designers) and earned (sellers' charges), and the tier table behind it. */
export const designCostsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/design_costs',
    {
      schema: {
        tags,
        summary:
          'Accepted stitch files of a period (createdFrom/createdTo: unix seconds of acceptance, both inclusive), newest first, with totals and per designer',
        querystring: designCostQuerySchema,
        response: { 200: dataOf(designCostListSchema), ...errors },
      },
    },
    async (request) => ({ data: await listDesignCosts(app.db, request.query) }),
  );

  app.get(
    '/api/design_costs/tiers',
    {
      schema: {
        tags,
        summary:
          'The design cost tiers: up to how many stitches, the designer’s cost and the seller’s charge (dollars)',
        response: { 200: dataOf(designCostTiersSchema), ...errors },
      },
    },
    async () => ({ data: await getDesignCostTiers(app.db) }),
  );

  app.put(
    '/api/design_costs/tiers',
    {
      schema: {
        tags,
        summary:
          'Replace the design cost tiers {tiers}: each ends above the one before, only the last may be open-ended (upTo null)',
        body: designCostTiersSchema,
        response: { 200: dataOf(designCostTiersSchema).extend({ message: z.string() }), ...errors },
      },
    },
    async (request) => ({
      data: await saveDesignCostTiers(app.db, currentUser(request), request.body),
      message: embMessages.tiersSaved,
    }),
  );
};
