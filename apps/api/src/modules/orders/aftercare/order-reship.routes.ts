import {
  errorBodySchema,
  idempotencyHeadersSchema,
  orderReshipSchema,
  orderStatuses,
  reshipInputSchema,
  shippingMessages,
} from '@stitchworks/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.ts';
import { committedAnswer } from '../../../plugins/idempotency.ts';
import { type ReshipResult, reshipOrder } from './order-reship.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};

const reshipResultSchema = z.object({
  data: z.object({
    orderId: z.number().int(),
    status: z.enum(orderStatuses),
    reship: orderReshipSchema,
    /** The seller's charge, when the seller pays. */
    transactionId: z.number().int().nullable(),
  }),
  message: z.string(),
});

/** Reships (spec 02 §7): a shipped order sent again, paid by the seller or the business. */
export const orderReshipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/orders/reship',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Reship a shipped order {orderId, address, reason, paidBy: seller|business, amount?}: the order becomes reshipped; a seller-paid reship charges amount (default: the order’s shipping fee) to their credit',
        headers: idempotencyHeadersSchema,
        body: reshipInputSchema,
        response: { 200: reshipResultSchema, ...errors },
      },
      config: { idempotent: true },
    },
    async (request, reply) => {
      const answer = committedAnswer(request, reply, 200, (result: ReshipResult) => ({
        data: result,
        message: shippingMessages.reshipped,
      }));
      return answer.send(
        await reshipOrder(app.db, currentUser(request), request.body, answer.keep),
      );
    },
  );
};
