import {
  dataOf,
  errorBodySchema,
  idParamsSchema,
  sandboxConsentInputSchema,
  sandboxConsentSchema,
  storeApproveSchema,
  storeOAuthReturnInputSchema,
  storeOAuthReturnSchema,
} from '@stitchworks/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import {
  approveAmazonStore,
  approveSandboxConsent,
  completeOAuthReturn,
} from './store-oauth.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['store sync'];

/** Etsy's and Amazon's consent returns, their sandboxes' consent, and approving an Amazon store. */
export const storeOAuthRoutes: FastifyPluginAsyncZod = async (scope) => {
  const app = scope as unknown as FastifyInstance;

  scope.post(
    '/api/stores/oauth-return',
    {
      schema: {
        tags,
        summary:
          'Back from Etsy’s or Amazon’s consent: the state checked, the grant fetched, the store connected',
        body: storeOAuthReturnInputSchema,
        response: { 201: dataOf(storeOAuthReturnSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await completeOAuthReturn(app, currentUser(request), request.body) }),
  );

  for (const platform of ['etsy', 'amazon'] as const) {
    scope.post(
      `/api/stores/sandbox/${platform}/approve`,
      {
        schema: {
          tags,
          summary: `The sandbox ${platform === 'etsy' ? 'Etsy' : 'Amazon'}’s consent: answers where the platform would send the browser`,
          body: sandboxConsentInputSchema,
          response: { 200: dataOf(sandboxConsentSchema), ...errors },
        },
      },
      async (request) => ({ data: approveSandboxConsent(app, platform, request.body.query) }),
    );
  }

  scope.put(
    '/api/stores/:id/approve',
    {
      schema: {
        tags,
        summary: 'Staff approve a connected Amazon store: its orders import from then on',
        params: idParamsSchema,
        response: { 200: dataOf(storeApproveSchema), ...errors, 404: errorBodySchema },
      },
    },
    async (request) => ({
      data: await approveAmazonStore(app, currentUser(request), request.params.id),
    }),
  );
};
