import {
  createWebhookEndpointInputSchema,
  dataOf,
  errorBodySchema,
  updateWebhookEndpointInputSchema,
  webhookDeliveryListQuerySchema,
  webhookDeliveryListSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointParamsSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
  webhookMessages,
} from '@stitchworks/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { sendWebhooksAfterCommits } from './webhooks.jobs.ts';
import {
  createEndpoint,
  getEndpoint,
  listDeliveries,
  listEndpoints,
  removeEndpoint,
  resendDelivery,
  rollSecret,
  sendTestEvent,
  updateWebhookEndpoint,
} from './webhooks.service.ts';

const tags = ['webhooks'];
const denied = { 401: errorBodySchema, 403: errorBodySchema };
const withMessage = <T extends z.ZodType>(schema: T) =>
  z.object({ data: schema, message: z.string() });

/** A seller's webhook endpoints, their secrets, delivery logs, resends and test events. */
export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const instance = app as unknown as FastifyInstance;
  sendWebhooksAfterCommits(instance);

  app.get(
    '/api/webhooks/endpoints',
    {
      schema: {
        tags,
        summary: "The seller's webhook endpoints (never their secrets)",
        response: { 200: dataOf(webhookEndpointListSchema), ...denied },
      },
    },
    async (request) => ({ data: await listEndpoints(instance, currentUser(request)) }),
  );

  app.post(
    '/api/webhooks/endpoints',
    {
      schema: {
        tags,
        summary: 'Add an endpoint; the answer holds its signing secret, shown only this once',
        body: createWebhookEndpointInputSchema,
        response: {
          201: withMessage(webhookEndpointWithSecretSchema),
          400: errorBodySchema,
          409: errorBodySchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const data = await createEndpoint(instance, currentUser(request), request.body);
      return reply.status(201).send({ data, message: webhookMessages.created });
    },
  );

  app.get(
    '/api/webhooks/endpoints/:id',
    {
      schema: {
        tags,
        summary: 'One endpoint',
        params: webhookEndpointParamsSchema,
        response: { 200: dataOf(webhookEndpointSchema), 404: errorBodySchema, ...denied },
      },
    },
    async (request) => ({
      data: await getEndpoint(instance, currentUser(request), request.params.id),
    }),
  );

  app.put(
    '/api/webhooks/endpoints/:id',
    {
      schema: {
        tags,
        summary: 'Change the URL, description or events, or disable and enable the endpoint',
        params: webhookEndpointParamsSchema,
        body: updateWebhookEndpointInputSchema,
        response: {
          200: withMessage(webhookEndpointSchema),
          400: errorBodySchema,
          404: errorBodySchema,
          ...denied,
        },
      },
    },
    async (request) => ({
      data: await updateWebhookEndpoint(
        instance,
        currentUser(request),
        request.params.id,
        request.body,
      ),
      message: webhookMessages.updated,
    }),
  );

  app.delete(
    '/api/webhooks/endpoints/:id',
    {
      schema: {
        tags,
        summary: 'Delete the endpoint and its delivery log',
        params: webhookEndpointParamsSchema,
        response: {
          200: withMessage(z.object({ id: z.number().int() })),
          404: errorBodySchema,
          ...denied,
        },
      },
    },
    async (request) => {
      await removeEndpoint(instance, currentUser(request), request.params.id);
      return { data: { id: request.params.id }, message: webhookMessages.deleted };
    },
  );

  app.post(
    '/api/webhooks/endpoints/:id/roll-secret',
    {
      schema: {
        tags,
        summary: 'Make a new signing secret, shown only this once; the old one stops signing',
        params: webhookEndpointParamsSchema,
        response: {
          200: withMessage(webhookEndpointWithSecretSchema),
          404: errorBodySchema,
          ...denied,
        },
      },
    },
    async (request) => ({
      data: await rollSecret(instance, currentUser(request), request.params.id),
      message: webhookMessages.secretRolled,
    }),
  );

  app.post(
    '/api/webhooks/endpoints/:id/test',
    {
      schema: {
        tags,
        summary:
          'Send a signed webhook.test event now; answers its delivery with the endpoint’s answer',
        params: webhookEndpointParamsSchema,
        response: {
          200: withMessage(webhookDeliverySchema),
          404: errorBodySchema,
          409: errorBodySchema,
          ...denied,
        },
      },
    },
    async (request) => ({
      data: await sendTestEvent(instance, currentUser(request), request.params.id),
      message: webhookMessages.testSent,
    }),
  );

  app.get(
    '/api/webhooks/endpoints/:id/deliveries',
    {
      schema: {
        tags,
        summary: "The endpoint's delivery log, newest first, with each body sent",
        params: webhookEndpointParamsSchema,
        querystring: webhookDeliveryListQuerySchema,
        response: { 200: dataOf(webhookDeliveryListSchema), 404: errorBodySchema, ...denied },
      },
    },
    async (request) => ({
      data: await listDeliveries(instance, currentUser(request), request.params.id, request.query),
    }),
  );

  app.post(
    '/api/webhooks/endpoints/:id/deliveries/:deliveryId/resend',
    {
      schema: {
        tags,
        summary: 'Send a delivery again (same event id and body), retried for 3 more days',
        params: webhookDeliveryParamsSchema,
        response: {
          200: withMessage(webhookDeliverySchema),
          404: errorBodySchema,
          409: errorBodySchema,
          ...denied,
        },
      },
    },
    async (request) => ({
      data: await resendDelivery(
        instance,
        currentUser(request),
        request.params.id,
        request.params.deliveryId,
      ),
      message: webhookMessages.resent,
    }),
  );
};
