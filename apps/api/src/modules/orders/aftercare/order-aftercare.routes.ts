import {
  cancelOrderInputSchema,
  errorBodySchema,
  idempotencyHeadersSchema,
  idParamsSchema,
  type OrderAftercareResult,
  orderAftercareResultSchema,
  orderUpdatePermissionInputSchema,
  refundOrderInputSchema,
  replyCancelRequestInputSchema,
  requestOrderUpdateInputSchema,
} from '@stitchworks/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../plugins/auth.ts';
import { committedAnswer } from '../../../plugins/idempotency.ts';
import {
  cancelOrder,
  refundOrder,
  replyCancelRequest,
  requestOrderUpdate,
  setOrderUpdatePermission,
} from './order-aftercare.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};
const tags = ['orders'];

/** The answer as the service built it in its transaction. */
const asBuilt = (result: OrderAftercareResult) => result;

/** After payment: cancel requests and their answers, refunds, update requests and permissions. */
export const orderAftercareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/orders/cancel',
    {
      schema: {
        tags,
        summary:
          'Cancel an order {orderId, cancelReason, amount}: a seller’s paid order gets a cancel request for staff to answer; staff cancel it at once, refunding amount to the credit; a created order is archived',
        headers: idempotencyHeadersSchema,
        body: cancelOrderInputSchema,
        response: { 200: orderAftercareResultSchema, ...errors },
      },
      config: { idempotent: true },
    },
    async (request, reply) => {
      const answer = committedAnswer(request, reply, 200, asBuilt);
      return answer.send(
        await cancelOrder(app.db, currentUser(request), request.body, answer.keep),
      );
    },
  );

  app.put(
    '/api/orders/:id/cancel-request',
    {
      schema: {
        tags,
        summary:
          'Answer a waiting cancel request {accept, amount?, note?}: accepting cancels the order and refunds amount (default: what the seller asked) to the credit',
        params: idParamsSchema,
        headers: idempotencyHeadersSchema,
        body: replyCancelRequestInputSchema,
        response: { 200: orderAftercareResultSchema, ...errors },
      },
      config: { idempotent: true },
    },
    async (request, reply) => {
      const answer = committedAnswer(request, reply, 200, asBuilt);
      const { params, body } = request;
      return answer.send(
        await replyCancelRequest(app.db, currentUser(request), params.id, body, answer.keep),
      );
    },
  );

  app.post(
    '/api/orders/:id/refund',
    {
      schema: {
        tags,
        summary:
          'Refund part or all of a paid order to the seller’s credit {amount, note}: never more than was paid over every refund (audited)',
        params: idParamsSchema,
        headers: idempotencyHeadersSchema,
        body: refundOrderInputSchema,
        response: { 200: orderAftercareResultSchema, ...errors },
      },
      config: { idempotent: true },
    },
    async (request, reply) => {
      const answer = committedAnswer(request, reply, 200, asBuilt);
      const { params, body } = request;
      return answer.send(
        await refundOrder(app.db, currentUser(request), params.id, body, answer.keep),
      );
    },
  );

  app.post(
    '/api/orders/:id/update-request',
    {
      schema: {
        tags,
        summary: 'Ask to change a paid order {note?}: its update flag becomes 1 (requested)',
        params: idParamsSchema,
        body: requestOrderUpdateInputSchema,
        response: { 200: orderAftercareResultSchema, ...errors },
      },
    },
    async (request) =>
      requestOrderUpdate(app.db, currentUser(request), request.params.id, request.body),
  );

  app.put(
    '/api/orders/:id/update-permission',
    {
      schema: {
        tags,
        summary:
          'Allow (flag 2: one edit that keeps the price) or deny (flag 3) a requested update {allow}',
        params: idParamsSchema,
        body: orderUpdatePermissionInputSchema,
        response: { 200: orderAftercareResultSchema, ...errors },
      },
    },
    async (request) =>
      setOrderUpdatePermission(app.db, currentUser(request), request.params.id, request.body),
  );
};
