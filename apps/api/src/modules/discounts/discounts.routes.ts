import {
  createDiscountInputSchema,
  dataOf,
  discountIdParamsSchema,
  discountListSchema,
  discountMessages,
  errorBodySchema,
  listDiscountsQuerySchema,
  updateDiscountInputSchema,
  userDiscountSchema,
} from '@stitchworks/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { createDiscount, listDiscounts, updateDiscount } from './discounts.service.ts';

const denied = { 401: errorBodySchema, 403: errorBodySchema };
const withMessage = z.object({ data: userDiscountSchema, message: z.string() });

/** Sellers' discounts, set by an admin (spec 02 §5, §7). Amounts in dollars. */
export const discountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user-discounts',
    {
      schema: {
        tags: ['discounts'],
        summary: "A user's discounts, newest first, each with whether it applies now",
        querystring: listDiscountsQuerySchema,
        response: {
          200: dataOf(discountListSchema),
          400: errorBodySchema,
          404: errorBodySchema,
          ...denied,
        },
      },
    },
    async (request) => ({ data: await listDiscounts(app.db, request.query.userId) }),
  );

  app.post(
    '/api/user-discounts',
    {
      schema: {
        tags: ['discounts'],
        summary: 'Give a seller a discount (audited)',
        body: createDiscountInputSchema,
        response: { 201: withMessage, 400: errorBodySchema, 404: errorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      const discount = await createDiscount(app.db, currentUser(request), request.body);
      return reply.status(201).send({ data: discount, message: discountMessages.updated });
    },
  );

  app.put(
    '/api/user-discounts/:id',
    {
      schema: {
        tags: ['discounts'],
        summary: 'Change a discount; an expiredAt in the past ends it (audited)',
        params: discountIdParamsSchema,
        body: updateDiscountInputSchema,
        response: { 200: withMessage, 400: errorBodySchema, 404: errorBodySchema, ...denied },
      },
    },
    async (request) => ({
      data: await updateDiscount(app.db, currentUser(request), request.params.id, request.body),
      message: discountMessages.updated,
    }),
  );
};
