import {
  cartCheckoutInputSchema,
  createOrderInputSchema,
  dataOf,
  errorBodySchema,
  idempotencyHeadersSchema,
  idParamsSchema,
  type Order,
  orderCostSchema,
  orderPriceInputSchema,
  orderSchema,
  provisionalTotalInputSchema,
} from '@stitchworks/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../plugins/auth.ts';
import { committedAnswer } from '../../../plugins/idempotency.ts';
import {
  checkoutCart,
  createOrder,
  duplicateOrder,
  priceOrderInput,
  provisionalTotal,
} from './order-create.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};
/** A key still in use by its first request (409), or used with another request (422). */
const placed = { 200: dataOf(orderSchema), ...errors, 409: errorBodySchema, 422: errorBodySchema };
const tags = ['orders'];
const orderAnswer = (order: Order) => ({ data: order });

/** Placing orders: by hand, from the cart, as a copy; and pricing them as they are typed. */
export const orderCreateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/orders',
    {
      schema: {
        tags,
        summary:
          'Place an order by hand: address, shipping method, factory, seller order id, store and rows (products of the seller’s or catalog blanks with design images). Starts `created`',
        headers: idempotencyHeadersSchema,
        body: createOrderInputSchema,
        response: placed,
      },
      config: { idempotent: true },
    },
    async (request, reply) => {
      const answer = committedAnswer(request, reply, 200, orderAnswer);
      return answer.send(
        await createOrder(app.db, currentUser(request), request.body, answer.keep),
      );
    },
  );

  app.post(
    '/api/orders/price',
    {
      schema: {
        tags,
        summary:
          'The cost of an order being typed, in dollars, computed by the code that charges it (destination US when no address is given)',
        body: orderPriceInputSchema,
        response: { 200: dataOf(orderCostSchema), ...errors },
      },
    },
    async (request) => ({
      data: await priceOrderInput(app.db, currentUser(request), request.body),
    }),
  );

  app.post(
    '/api/orders/provisional-total',
    {
      schema: {
        tags,
        summary:
          'The cost of an order with a complete address (names, address1, city, zip of 5+ characters, country), by the rules of create',
        body: provisionalTotalInputSchema,
        response: { 200: dataOf(orderCostSchema), ...errors },
      },
    },
    async (request) => ({
      data: await provisionalTotal(app.db, currentUser(request), request.body),
    }),
  );

  app.post(
    '/api/orders/from-cart',
    {
      schema: {
        tags,
        summary:
          'Turn the cart into one order (its lines become product rows) and empty the cart, in one transaction',
        headers: idempotencyHeadersSchema,
        body: cartCheckoutInputSchema,
        response: placed,
      },
      config: { idempotent: true },
    },
    async (request, reply) => {
      const answer = committedAnswer(request, reply, 200, orderAnswer);
      return answer.send(
        await checkoutCart(app.db, currentUser(request), request.body, answer.keep),
      );
    },
  );

  app.post(
    '/api/orders/:id/duplicate',
    {
      schema: {
        tags,
        summary:
          'Copy an order: a new created order with the same rows at today’s prices, seller order id suffixed -1, -2, …',
        params: idParamsSchema,
        headers: idempotencyHeadersSchema,
        response: placed,
      },
      config: { idempotent: true },
    },
    async (request, reply) => {
      const answer = committedAnswer(request, reply, 200, orderAnswer);
      return answer.send(
        await duplicateOrder(app.db, currentUser(request), request.params.id, answer.keep),
      );
    },
  );
};
