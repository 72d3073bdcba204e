import {
  autoPaymentInputSchema,
  autoPaymentMessages,
  autoPaymentSchema,
  dataOf,
  errorBodySchema,
  messageSchema,
  payoneerAuthInputSchema,
  payoneerAuthorizeUrlQuerySchema,
  payoneerAuthorizeUrlSchema,
} from '@stitchworks/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { queueMail } from '../jobs/mail.jobs.ts';
import {
  authorizePayoneer,
  getAutoPayment,
  payoneerAuthorizeUrl,
  revokePayoneer,
  updateAutoPayment,
} from './auto-payment.service.ts';
import { runAutoPayment } from './auto-payment-run.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  503: errorBodySchema,
};
const tags = ['auto-payment'];

/** Auto-payment (spec 02 §7 users service): settings, the Payoneer link, and running it now. */
export const autoPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/self/auto_payment',
    {
      schema: {
        tags,
        summary:
          'The seller’s auto-payment: mode, hours (Asia/Bangkok), Payoneer link and latest runs',
        response: { 200: dataOf(autoPaymentSchema), ...errors },
      },
    },
    async (request) => ({ data: await getAutoPayment(app.db, app.payoneer, currentUser(request)) }),
  );

  app.put(
    '/api/users/self/auto_payment',
    {
      schema: {
        tags,
        summary:
          'Set auto-payment {autopayCredit, autopayPayoneer, autoPaymentHours}: off, credit or Payoneer (needs a connected account); leaving Payoneer revokes its authorisation',
        body: autoPaymentInputSchema,
        response: { 200: dataOf(autoPaymentSchema).extend({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      await updateAutoPayment(app.db, app.payoneer, caller, request.body);
      return {
        data: await getAutoPayment(app.db, app.payoneer, caller),
        message: autoPaymentMessages.updated,
      };
    },
  );

  app.get(
    '/api/users/payoneer-authorize-url',
    {
      schema: {
        tags,
        summary:
          'Payoneer’s consent page for the seller; it returns to /payoneer-authorize with ?code= and the given state',
        querystring: payoneerAuthorizeUrlQuerySchema,
        response: { 200: dataOf(payoneerAuthorizeUrlSchema), ...errors },
      },
    },
    async (request) => ({
      data: payoneerAuthorizeUrl(app.payoneer, app.config.publicUrl, request.query.state),
    }),
  );

  app.post(
    '/api/users/payoneer-auth',
    {
      schema: {
        tags,
        summary:
          'Connect Payoneer {token}: the consent’s one-time code, exchanged for the seller’s authorisation',
        body: payoneerAuthInputSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await authorizePayoneer(
        app.db,
        app.payoneer,
        app.config.publicUrl,
        currentUser(request),
        request.body.token,
      );
      return { message: autoPaymentMessages.payoneerConnected };
    },
  );

  app.post(
    '/api/users/payoneer-revoke',
    {
      schema: {
        tags,
        summary:
          'Disconnect Payoneer: its authorisation is revoked and Payoneer auto-payment turns off',
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await revokePayoneer(app.db, app.payoneer, currentUser(request));
      return { message: autoPaymentMessages.payoneerRevoked };
    },
  );

  app.post(
    '/api/auto-payment/run',
    {
      schema: {
        tags,
        summary:
          'Run auto-payment now for the current hour (admin): the sellers due now and not yet run for this hour are paid, each once',
        response: {
          200: dataOf(
            z.object({
              sellers: z.number().int(),
              paidOrders: z.number().int(),
              failed: z.number().int(),
            }),
          ),
          ...errors,
        },
      },
    },
    async () => ({
      data: await runAutoPayment(app.db, {
        payoneer: app.payoneer,
        mailer: { send: (mail) => queueMail(app, mail) },
        publicUrl: app.config.publicUrl,
        log: app.log,
      }),
    }),
  );
};
