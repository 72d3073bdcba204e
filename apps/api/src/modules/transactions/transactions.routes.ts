import {
  type CreatedDeposit,
  createdDepositSchema,
  createTransactionInputSchema,
  creditEntryInputSchema,
  creditEntryResultSchema,
  dataOf,
  errorBodySchema,
  idempotencyHeadersSchema,
  type OrderPayment,
  orderPaymentMessages,
  orderPaymentSchema,
  payableOrdersQuerySchema,
  payableOrdersSchema,
  requestWithdrawInputSchema,
  type Transaction,
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
import { committedAnswer } from '../../plugins/idempotency.ts';
import { settlePendingTransaction } from './approvals.service.ts';
import { cancelDeposit, createDeposit, validateDeposit, walletInfo } from './deposits.service.ts';
import {
  cancelOrderPayment,
  listPayableOrders,
  payOrders,
  validateOrderPayment,
} from './order-payments.service.ts';
import { findTransactionKind } from './transactions.repository.ts';
import {
  enterCredit,
  getTransaction,
  listTransactions,
  transactionReport,
} from './transactions.service.ts';
import { approveSandboxPayment, resumeWalletPayment } from './wallet-resume.service.ts';
import { requestWithdraw } from './withdrawals.service.ts';

const denied = { 401: errorBodySchema, 403: errorBodySchema };
/** A key still in use by its first request (409), or used with another request (422). */
const idempotencyErrors = { 409: errorBodySchema, 422: errorBodySchema };

/** A wallet payment or top-up as validation polling left it. */
type Settled = { transaction: Transaction; message: string };

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
        const message =
          type === 'deposit'
            ? transactionMessages.creditAdded
            : transactionMessages.creditWithdrawn;
        const answer = committedAnswer(request, reply, 201, (data: Transaction) => ({
          data,
          message,
        }));
        const user = currentUser(request);
        return answer.send(await enterCredit(app.db, user, type, request.body, answer.keep));
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
      const answer = committedAnswer(request, reply, 201, (data: Transaction) => ({
        data,
        message: transactionMessages.withdrawRequested,
      }));
      return answer.send(
        await requestWithdraw(app.db, currentUser(request), request.body, answer.keep),
      );
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
              ? 'Approve what waits for a decision: a withdrawal request (paid out), a wallet top-up or order payment left for review (credited, or its orders paid); audited'
              : 'Refuse what waits for a decision: a withdrawal request (its amount back in the credit), a wallet top-up or order payment (cancelled, its orders waiting for payment again); audited',
          params: transactionIdParamsSchema,
          headers: idempotencyHeadersSchema,
          response: {
            200: creditEntryResultSchema,
            400: errorBodySchema,
            404: errorBodySchema,
            ...idempotencyErrors,
            ...denied,
          },
        },
        config: { idempotent: true },
      },
      async (request, reply) => {
        const answer = committedAnswer(request, reply, 200, (data: Transaction) => ({
          data,
          message:
            decision === 'approve'
              ? transactionMessages.approved
              : data.type === 'withdraw'
                ? transactionMessages.refused
                : transactionMessages.refusedPayment,
        }));
        const { id } = request.params;
        return answer.send(
          await settlePendingTransaction(app.db, currentUser(request), id, decision, answer.keep),
        );
      },
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
          'A top-up with the online wallet `{type: deposit, amount, paymentMethod}`, or a payment of created orders `{type: payment, paymentMethod: credit | paypal, orderIds, note}`: the credit pays at once; the wallet answers where the payer approves it',
        headers: idempotencyHeadersSchema,
        body: createTransactionInputSchema,
        response: {
          201: z.union([
            createdDepositSchema,
            z.object({ data: orderPaymentSchema, message: z.string() }),
          ]),
          400: errorBodySchema,
          404: errorBodySchema,
          503: errorBodySchema,
          // 409 also when an order is already paid or its checkout is under way.
          ...idempotencyErrors,
          ...denied,
        },
      },
      config: { idempotent: true },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const body = request.body;
      const answer = committedAnswer(
        request,
        reply,
        201,
        (data: OrderPayment | CreatedDeposit) => ({
          data,
          message: orderPaymentMessages.created,
        }),
      );
      const { wallet, config } = app;
      return answer.send(
        body.type === 'payment'
          ? await payOrders(app.db, wallet, config.publicUrl, caller, body, answer.keep)
          : await createDeposit(app.db, wallet, config.publicUrl, caller, body, answer.keep),
      );
    },
  );

  app.get(
    '/api/orders/payable',
    {
      schema: {
        tags: ['transactions'],
        summary:
          'The payment page: the chosen orders (ids=1,2,3) or every order waiting for payment, each with whether it can be paid, their total, the credit and the wallet',
        querystring: payableOrdersQuerySchema.partial(),
        response: { 200: dataOf(payableOrdersSchema), 400: errorBodySchema, ...denied },
      },
    },
    async (request) => ({
      data: await listPayableOrders(app.db, app.wallet, currentUser(request), request.query.ids),
    }),
  );

  const settled = { data: transactionSchema, message: z.string() };
  app.post(
    '/api/transactions/:id/validate',
    {
      schema: {
        tags: ['transactions'],
        summary:
          'Validation polling of a top-up or an order payment at the wallet: takes the approved payment, then adds the credit or pays the orders; pending until the wallet confirms',
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
    async (request, reply) => {
      const caller = currentUser(request);
      const { id } = request.params;
      const answer = committedAnswer(request, reply, 200, (outcome: Settled) => ({
        data: outcome.transaction,
        message: outcome.message,
      }));
      return answer.send(
        (await findTransactionKind(app.db, id)) === 'payment'
          ? await validateOrderPayment(app.db, app.wallet, caller, id, answer.keep)
          : await validateDeposit(app.db, app.wallet, caller, id, answer.keep),
      );
    },
  );

  app.post(
    '/api/transactions/:id/resume',
    {
      schema: {
        tags: ['transactions'],
        summary:
          'Finish a wallet top-up or order payment left half-way: where the payer approves it now (the wallet’s page, or the app’s return page once approved)',
        params: transactionIdParamsSchema,
        response: {
          200: dataOf(z.object({ approveUrl: z.string() })),
          400: errorBodySchema,
          404: errorBodySchema,
          503: errorBodySchema,
          ...denied,
        },
      },
    },
    async (request) => ({
      data: await resumeWalletPayment(
        app.db,
        app.wallet,
        app.config.publicUrl,
        currentUser(request),
        request.params.id,
      ),
    }),
  );

  app.post(
    '/api/transactions/:id/sandbox-approve',
    {
      schema: {
        tags: ['transactions'],
        summary:
          'The payer presses Pay on the built-in sandbox wallet’s page: the sandbox order is approved, so validation can take it (an order never approved is given up, as at PayPal)',
        params: transactionIdParamsSchema,
        response: {
          200: dataOf(z.object({ approved: z.literal(true) })),
          400: errorBodySchema,
          404: errorBodySchema,
          503: errorBodySchema,
          ...denied,
        },
      },
    },
    async (request) => ({
      data: await approveSandboxPayment(
        app.db,
        app.wallet,
        currentUser(request),
        request.params.id,
      ),
    }),
  );

  app.post(
    '/api/transactions/:id/cancel',
    {
      schema: {
        tags: ['transactions'],
        summary:
          'The payer turned back at the wallet: cancel the pending top-up, or the order payment (its orders wait for payment again)',
        params: transactionIdParamsSchema,
        response: { 200: z.object(settled), 400: errorBodySchema, 404: errorBodySchema, ...denied },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const { id } = request.params;
      const { transaction, message } =
        (await findTransactionKind(app.db, id)) === 'payment'
          ? await cancelOrderPayment(app.db, caller, id)
          : await cancelDeposit(app.db, caller, id);
      return { data: transaction, message };
    },
  );
};
