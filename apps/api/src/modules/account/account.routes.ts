import {
  changePasswordInputSchema,
  changePasswordResultSchema,
  creditSchema,
  dataOf,
  errorBodySchema,
  invoiceInfoInputSchema,
  referralInputSchema,
  selfUserSchema,
  updateSelfInputSchema,
} from '@stitchworks/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import * as account from './account.service.ts';

const error = errorBodySchema;
const selfAnswer = { 200: dataOf(selfUserSchema), 400: error, 401: error };

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/self',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in user',
        response: { 200: dataOf(selfUserSchema), 401: error },
      },
    },
    async (request) => ({ data: await account.getSelf(app.db, currentUser(request)) }),
  );

  app.put(
    '/api/users/self',
    {
      schema: {
        tags: ['account'],
        summary: 'Change one’s name, dismissed banners or interface language',
        body: updateSelfInputSchema,
        response: selfAnswer,
      },
    },
    async (request) => ({
      data: await account.updateSelf(app.db, currentUser(request), request.body),
    }),
  );

  app.put(
    '/api/users/self/password',
    {
      schema: {
        tags: ['account'],
        summary:
          'Change one’s password; ends the other sign-ins and revokes the account’s API keys (refused to an API key)',
        body: changePasswordInputSchema,
        response: { 200: dataOf(changePasswordResultSchema), 400: error, 401: error, 403: error },
      },
    },
    async (request) => ({
      data: await account.changePassword(app.db, currentUser(request), request.body),
    }),
  );

  app.put(
    '/api/users/self/invoice-info',
    {
      schema: {
        tags: ['account'],
        summary: 'Set the name, address, phone and e-mail printed on invoices',
        body: invoiceInfoInputSchema,
        response: selfAnswer,
      },
    },
    async (request) => ({
      data: await account.updateInvoiceInfo(app.db, currentUser(request), request.body.invoiceInfo),
    }),
  );

  app.put(
    '/api/users/self/referral',
    {
      schema: {
        tags: ['account'],
        summary: 'Set one’s referral code (and invoice info)',
        body: referralInputSchema,
        response: { ...selfAnswer, 409: error },
      },
    },
    async (request) => ({
      data: await account.updateReferral(app.db, currentUser(request), request.body),
    }),
  );

  app.get(
    '/api/credits/self',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in user’s credit balance in dollars',
        response: { 200: dataOf(creditSchema), 401: error },
      },
    },
    async (request) => ({ data: await account.getCredit(app.db, currentUser(request)) }),
  );
};
