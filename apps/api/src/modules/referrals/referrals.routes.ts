import {
  createReferralInputSchema,
  dataOf,
  errorBodySchema,
  idempotencyHeadersSchema,
  type ReferralClaim,
  referralClaimSchema,
  referralHistorySchema,
  referralIdParamsSchema,
  referralListQuerySchema,
  referralListSchema,
  referralMessages,
  referralSchema,
} from '@stitchworks/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { committedAnswer } from '../../plugins/idempotency.ts';
import {
  claimReferralCredit,
  createReferral,
  deleteReferral,
  listReferrals,
  referralHistory,
} from './referrals.service.ts';

const denied = { 401: errorBodySchema, 403: errorBodySchema };

/** Referral codes (spec 03 §7). Money in dollars. */
export const referralsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/referrals',
    {
      schema: {
        tags: ['referrals'],
        summary: 'The referral codes, newest first, with what they earned and what is unpaid',
        querystring: referralListQuerySchema,
        response: { 200: dataOf(referralListSchema), 400: errorBodySchema, ...denied },
      },
    },
    async (request) => ({ data: await listReferrals(app.db, request.query) }),
  );

  app.post(
    '/api/referrals',
    {
      schema: {
        tags: ['referrals'],
        summary: 'Give a seller a referral code (audited)',
        body: createReferralInputSchema,
        response: {
          201: z.object({ data: referralSchema, message: z.string() }),
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const data = await createReferral(app.db, currentUser(request), request.body);
      return reply.status(201).send({ data, message: referralMessages.created });
    },
  );

  app.delete(
    '/api/referrals/:id',
    {
      schema: {
        tags: ['referrals'],
        summary: 'Delete a code: no new sellers, no more discount; earned compensation stays',
        params: referralIdParamsSchema,
        response: { 200: z.object({ message: z.string() }), 404: errorBodySchema, ...denied },
      },
    },
    async (request) => {
      await deleteReferral(app.db, currentUser(request), request.params.id);
      return { message: referralMessages.deleted };
    },
  );

  app.get(
    '/api/referrals/history',
    {
      schema: {
        tags: ['referrals'],
        summary: 'The sellers the caller referred, what each earned and whether it is claimed',
        querystring: referralListQuerySchema,
        response: { 200: dataOf(referralHistorySchema), 400: errorBodySchema, ...denied },
      },
    },
    async (request) => ({
      data: await referralHistory(app.db, currentUser(request), request.query),
    }),
  );

  app.post(
    '/api/referrals/claim',
    {
      schema: {
        tags: ['referrals'],
        summary: 'Move the compensation earned and not yet claimed to the credit (once)',
        headers: idempotencyHeadersSchema,
        response: {
          201: z.object({ data: referralClaimSchema, message: z.string() }),
          400: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          ...denied,
        },
      },
      config: { idempotent: true },
    },
    async (request, reply) => {
      const answer = committedAnswer(request, reply, 201, (data: ReferralClaim) => ({
        data,
        message: referralMessages.claimed,
      }));
      return answer.send(await claimReferralCredit(app.db, currentUser(request), answer.keep));
    },
  );
};
