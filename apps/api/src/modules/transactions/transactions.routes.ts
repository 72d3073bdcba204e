import {
  createDepositInputSchema,
  createdDepositSchema,
  creditEntryInputSchema,
  creditEntryResultSchema,
  dataOf,
  errorBodySchema,
  idempotencyHeadersSchema,
  requestWithdrawInputSchema,
  transactionIdParamsSchema,
  transactionListQuerySchema,
  transactionListSchema,
  transactionMessages,
  transactionReportQuerySchema,
  transactionSchema,
  walletInfoSchema,
} from '@stitchworks/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { cancelDeposit, createDeposit, validateDeposit, walletInfo } from './deposits.service.ts';
import {
  enterCredit,
  getTransaction,
  listTransactions,
  transactionReport,
} from './transactions.service.ts';
import { requestWithdraw, settleWithdrawal } from './withdrawals.service.ts';

const denied = { 401: errorBodySchema, 403: errorBodySchema };
/** A key still in use by its first request (409), or used with another request (422). */
const idempotencyErrors = { 409: errorBodySchema, 422: errorBodySchema };

/** Sellers' credit movements (spec 02 §7). Amounts in dollars. */
export const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/transactions',
    {
      schema: {
        tags: ['transactions'],
        summary:
          'Credit movements, newest first: a seller’s own, or everyone’s for staff. createdFrom and createdTo are unix seconds',
        querystring: transactionListQuerySchema,
        response: { 200: dataOf(transactionListSchema), 400: errorBodySchema, ...denied },
      },
    },
    async (request) => ({
      data: await listTransactions(app.db, currentUser(request), request.query),
    }),
  );

  app.get(
    '/api/transactions/report',
    {
      schema: {
        tags: ['transactions'],
        summary:
          'The transactions of a created range (unix seconds) with the list’s filters, as a CSV file',
        querystring: transactionReportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), 400: errorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      const csv = await transactionReport(app.db, request.query);
      const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
      const name = `transactions-${day(request.query.createdFrom)}-${day(request.query.createdTo)}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/api/transactions/:id',
    {
      schema: {
        tags: ['transactions'],
        summary: 'One transaction, with the balance it left (a seller’s own only)',
        params: transactionIdParamsSchema,
        response: {
          200: dataOf(transactionSchema),
          400: errorBodySchema,
          404: errorBodySchema,
          ...denied,
        },
      },
    },
    async (request) => ({
      data: await getTransaction(app.db, currentUser(request), request.params.id),
    }),
  );

  for (const type of ['deposit', 'withdraw'] as const) {
    app.post(
      `/api/transactions/${type}`,
      {
        schema: {
          tags: ['transactions'],
          summary:
            type === 'deposit'
              ? 'Add credit to a seller (audited; the seller is told at once)'
              : 'Take credit from a seller, never below zero (audited)',
          headers: idempotencyHeadersSchema,
          body: creditEntryInputSchema,
          response: {
            201: creditEntryResultSchema,
            400: errorBodySchema,
            404: errorBodySchema,
            ...idempotencyErrors,
            ...denied,
          },
        },
        config: { idempotent: true },
      },
      async (request, reply) => {
        const transaction = await enterCredit(app.db, currentUser(request), type, request.body);
        const message =
          type === 'deposit'
            ? transactionMessages.creditAdded
            : transactionMessages.creditWithdrawn;
        return reply.status(201).send({ data: transaction, message });
      },
    );
  }

  app.post(
    '/api/transactions/request-withdraw',
    {
      schema: {
        tags: ['transactions'],
        summary:
          'A seller asks to be paid out to Payoneer: a pending withdrawal, its amount held from the credit at once',
        headers: idempotencyHeadersSchema,
        body: requestWithdrawInputSchema,
        response: {
          201: creditEntryResultSchema,
          400: errorBodySchema,
          ...idempotencyErrors,
          ...denied,
        },
      },
      config: { idempotent: true },
    },
    async (request, reply) => {
      const transaction = await requestWithdraw(app.db, currentUser(request), request.body);
      return reply
        .status(201)
        .send({ data: transaction, message: transactionMessages.withdrawRequested });
    },
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.put(
      `/api/transactions/:id/${decision}`,
      {
        schema: {
          tags: ['transactions'],
          summary:
            decision === 'approve'
              ? 'Approve a pending withdrawal request: it is paid out (audited)'
              : 'Refuse a pending withdrawal request: its amount goes back to the credit (audited)',
          params: transactionIdParamsSchema,
          response: {
            200: creditEntryResultSchema,
            400: errorBodySchema,
            404: errorBodySchema,
            ...denied,
          },
        },
      },
      async (request) => ({
        data: await settleWithdrawal(app.db, currentUser(request), request.params.id, decision),
        message:
          decision === 'approve' ? transactionMessages.approved : transactionMessages.refused,
      }),
    );
  }

  app.get(
    '/api/transactions/wallet',
    {
      schema: {
        tags: ['transactions'],
        summary: 'The online wallet top-ups use, and whether it is the built-in sandbox',
        response: { 200: dataOf(walletInfoSchema), 503: errorBodySchema, ...denied },
      },
    },
    async () => ({ data: walletInfo(app.wallet) }),
  );

  app.post(
    '/api/transactions',
    {
      schema: {
        tags: ['transactions'],
        summary:
          'Start a top-up with the online wallet: a pending deposit and the URL where the payer approves it',
        headers: idempotencyHeadersSchema,
        body: createDepositInputSchema,
        response: {
          201: createdDepositSchema,
          400: errorBodySchema,
          503: errorBodySchema,
          ...idempotencyErrors,
          ...denied,
        },
      },
      config: { idempotent: true },
    },
    async (request, reply) => {
      const created = await createDeposit(
        app.db,
        app.wallet,
        app.config.publicUrl,
        currentUser(request),
        request.body,
      );
      return reply
        .status(201)
        .send({ data: created, message: transactionMessages.transactionCreated });
    },
  );

  const settled = { data: transactionSchema, message: z.string() };
  app.post(
    '/api/transactions/:id/validate',
    {
      schema: {
        tags: ['transactions'],
        summary:
          'Validation polling of a top-up: takes the approved payment and adds the credit; pending until the wallet confirms',
        params: transactionIdParamsSchema,
        headers: idempotencyHeadersSchema,
        response: {
          200: z.object(settled),
          400: errorBodySchema,
          404: errorBodySchema,
          503: errorBodySchema,
          ...idempotencyErrors,
          ...denied,
        },
      },
      config: { idempotent: true },
    },
    async (request) => {
      const { transaction, message } = await validateDeposit(
        app.db,
        app.wallet,
        currentUser(request),
        request.params.id,
      );
      return { data: transaction, message };
    },
  );

  app.post(
    '/api/transactions/:id/cancel',
    {
      schema: {
        tags: ['transactions'],
        summary: 'The payer turned back at the wallet: cancel the pending top-up',
        params: transactionIdParamsSchema,
        response: { 200: z.object(settled), 400: errorBodySchema, 404: errorBodySchema, ...denied },
      },
    },
    async (request) => {
      const { transaction, message } = await cancelDeposit(
        app.db,
        currentUser(request),
        request.params.id,
      );
      return { data: transaction, message };
    },
  );
};
