import {
  addToCartInputSchema,
  cartItemIdParamsSchema,
  cartMessages,
  cartSchema,
  dataOf,
  errorBodySchema,
  messageSchema,
} from '@stitchworks/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { addToCart, getCart, removeCartItem } from './cart.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/cart',
    {
      schema: {
        tags: ['cart'],
        summary: 'The seller’s cart (count drives the badge)',
        response: { 200: dataOf(cartSchema), ...errors },
      },
    },
    async (request) => ({ data: await getCart(app.db, app.storage, currentUser(request)) }),
  );

  app.post(
    '/api/cart',
    {
      schema: {
        tags: ['cart'],
        summary: 'Add variations of a product to the cart',
        body: addToCartInputSchema,
        response: { 200: dataOf(cartSchema), ...errors, 404: errorBodySchema },
      },
    },
    async (request) => ({
      data: await addToCart(app.db, app.storage, currentUser(request), request.body),
    }),
  );

  app.delete(
    '/api/cart/:id',
    {
      schema: {
        tags: ['cart'],
        summary: 'Remove one line from the cart',
        params: cartItemIdParamsSchema,
        response: { 200: dataOf(messageSchema), ...errors, 404: errorBodySchema },
      },
    },
    async (request) => {
      await removeCartItem(app.db, currentUser(request), request.params.id);
      return { data: { message: cartMessages.deleted } };
    },
  );
};
