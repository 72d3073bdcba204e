import {
  changeFactoryInputSchema,
  dataOf,
  editOrderAddressSchema,
  errorBodySchema,
  idempotencyHeadersSchema,
  idParamsSchema,
  messageSchema,
  type Order,
  orderMessages,
  orderSchema,
  updateOrderInputSchema,
  verifyAddressInputSchema,
} from '@stitchworks/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../plugins/auth.ts';
import { committedAnswer } from '../../../plugins/idempotency.ts';
import {
  archiveOrder,
  changeOrderFactory,
  updateOrder,
  updateOrderAddress,
  verifyOrderAddress,
} from './order-change.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['orders'];

/** Changing an order: edit, address, verification, factory, archive. Each writes a revision. */
export const orderChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/orders/:id',
    {
      schema: {
        tags,
        summary:
          'Edit an order that is still created: the whole payload of create replaces its fields and rows, re-priced (409 once a checkout started or it is paid). A paid order staff allowed to update takes one edit at the price paid, its rows changed in place (400 when it would remove a row or units production already worked on)',
        params: idParamsSchema,
        headers: idempotencyHeadersSchema,
        body: updateOrderInputSchema,
        // 409 also for a key still in use by its first request; 422 for a key used with another.
        response: { 200: dataOf(orderSchema), ...errors, 422: errorBodySchema },
      },
      config: { idempotent: true },
    },
    async (request, reply) => {
      const answer = committedAnswer(request, reply, 200, (order: Order) => ({ data: order }));
      const user = currentUser(request);
      return answer.send(
        await updateOrder(app.db, user, request.params.id, request.body, answer.keep),
      );
    },
  );

  app.put(
    '/api/orders/:id/address',
    {
      schema: {
        tags,
        summary:
          'Change the ship-to address (seller while created; staff also while paid and not yet shipped); checked again, unpaid orders re-priced',
        params: idParamsSchema,
        body: editOrderAddressSchema,
        response: { 200: dataOf(orderSchema), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return { data: await updateOrderAddress(app.db, user, request.params.id, request.body) };
    },
  );

  app.put(
    '/api/orders/:id/verify-address',
    {
      schema: {
        tags,
        summary:
          "Check the address again: verified when it passes, else 400 'Verify address fail' with the reasons; staff may accept it anyway (force)",
        params: idParamsSchema,
        body: verifyAddressInputSchema,
        response: { 200: dataOf(orderSchema), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return {
        data: await verifyOrderAddress(app.db, user, request.params.id, request.body.force),
      };
    },
  );

  app.patch(
    '/api/orders/:id/factory',
    {
      schema: {
        tags,
        summary: 'Move an order that has not shipped to another factory (admin, or permission 5)',
        params: idParamsSchema,
        body: changeFactoryInputSchema,
        response: { 200: dataOf(orderSchema), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return {
        data: await changeOrderFactory(app.db, user, request.params.id, request.body.factory),
      };
    },
  );

  app.delete(
    '/api/orders/:id',
    {
      schema: {
        tags,
        summary: 'Archive an unpaid order (a paid one cannot be archived)',
        params: idParamsSchema,
        response: { 200: dataOf(messageSchema), ...errors },
      },
    },
    async (request) => {
      await archiveOrder(app.db, currentUser(request), request.params.id);
      return { data: { message: orderMessages.archived } };
    },
  );
};
