import {
  adminExportQuerySchema,
  dataOf,
  errorBodySchema,
  idParamsSchema,
  orderCountQuerySchema,
  orderCountSchema,
  orderInvoiceSchema,
  orderListQuerySchema,
  orderListSchema,
  orderRevisionListSchema,
  orderSchema,
  sellerExportQuerySchema,
  unverifiedOrderListSchema,
  unverifiedOrdersQuerySchema,
} from '@stitchworks/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonText } from '../../../lib/json-text.ts';
import { currentUser, readConfirmingSignIn } from '../../../plugins/auth.ts';
import {
  exportSellerOrders,
  exportStaffOrders,
  type OrderExport,
} from '../export/order-export.service.ts';
import { getOrderInvoice, invoiceNumberOf } from '../invoice/order-invoice.ts';
import { renderInvoicePdf } from '../invoice/order-invoice-pdf.ts';
import {
  countOrders,
  getOrder,
  listOrderRevisions,
  listOrdersJson,
  listUnverifiedOrders,
} from './order-read.service.ts';

const denied = { 401: errorBodySchema, 403: errorBodySchema };
const tags = ['orders'];

function sendCsv(reply: FastifyReply, { filename, stream }: OrderExport) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(stream);
}

/** The order book's read side: list, count, detail, changelog, unverified list, exports, invoice. */
export const orderReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orders',
    {
      schema: {
        tags,
        summary:
          'The order list: a seller’s own, or every seller’s within the staff member’s factories. Every filter of the list; dates are unix seconds; count stops at 10,000 (capped)',
        querystring: orderListQuerySchema,
        response: { 200: dataOf(orderListSchema), 400: errorBodySchema, ...denied },
      },
      // The busiest read: the sign-in is read in the page's own statement (one round trip).
      config: { confirmsSignIn: true },
    },
    async (request, reply) => {
      const list = await readConfirmingSignIn(request, (caller, signIn) =>
        listOrdersJson(app.db, caller, request.query, signIn),
      );
      return sendJsonText(reply, '{"data":', ...list, '}');
    },
  );

  app.get(
    '/api/orders/count',
    {
      schema: {
        tags,
        summary:
          'How many orders of a status the caller can see (the pending-order banner: created; pending_payment counts every unpaid order)',
        querystring: orderCountQuerySchema,
        response: { 200: dataOf(orderCountSchema), 400: errorBodySchema, ...denied },
      },
    },
    async (request) => ({
      data: await countOrders(app.db, currentUser(request), request.query.status),
    }),
  );

  app.get(
    '/api/orders/unverified-address',
    {
      schema: {
        tags,
        summary:
          'Orders whose address did not verify and can still be fixed (created, or paid and not shipped), with the reasons',
        querystring: unverifiedOrdersQuerySchema,
        response: { 200: dataOf(unverifiedOrderListSchema), 400: errorBodySchema, ...denied },
      },
    },
    async (request) => ({
      data: await listUnverifiedOrders(app.db, currentUser(request), request.query),
    }),
  );

  app.get(
    '/api/orders/exports',
    {
      schema: {
        tags,
        summary:
          'The seller’s orders paid in a range (unix seconds), one CSV line per item, streamed',
        querystring: sellerExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), 400: errorBodySchema, ...denied },
      },
    },
    async (request, reply) =>
      sendCsv(reply, exportSellerOrders(app.db, currentUser(request), request.query)),
  );

  app.get(
    '/api/orders/admin_exports',
    {
      schema: {
        tags,
        summary:
          'Every order matching the list’s filters in a created or paid range (required), one CSV line per item, streamed',
        querystring: adminExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), 400: errorBodySchema, ...denied },
      },
    },
    async (request, reply) =>
      sendCsv(reply, exportStaffOrders(app.db, currentUser(request), request.query)),
  );

  const notFound = { 400: errorBodySchema, 404: errorBodySchema, ...denied };

  app.get(
    '/api/orders/:id',
    {
      schema: {
        tags,
        summary: 'One order with its items, address, statuses and cost breakdown (dollars)',
        params: idParamsSchema,
        response: { 200: dataOf(orderSchema), ...notFound },
      },
    },
    async (request) => ({
      data: await getOrder(app.db, currentUser(request), request.params.id),
    }),
  );

  app.get(
    '/api/orders/:id/revisions',
    {
      schema: {
        tags,
        summary: 'The order’s changelog, newest first: who changed what, before → after',
        params: idParamsSchema,
        response: { 200: dataOf(orderRevisionListSchema), ...notFound },
      },
    },
    async (request) => ({
      data: await listOrderRevisions(app.db, currentUser(request), request.params.id),
    }),
  );

  app.get(
    '/api/orders/:id/invoice',
    {
      schema: {
        tags,
        summary: 'The order’s invoice (the printable page /order-invoice/{id})',
        params: idParamsSchema,
        response: { 200: dataOf(orderInvoiceSchema), ...notFound },
      },
    },
    async (request) => ({
      data: await getOrderInvoice(app.db, app.config, currentUser(request), request.params.id),
    }),
  );

  app.get(
    '/api/orders/:id/invoice.pdf',
    {
      schema: {
        tags,
        summary: 'The order’s invoice as an A4 PDF',
        params: idParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.any(), ...notFound },
      },
    },
    async (request, reply) => {
      const invoice = await getOrderInvoice(
        app.db,
        app.config,
        currentUser(request),
        request.params.id,
      );
      const pdf = await renderInvoicePdf(invoice);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${invoiceNumberOf(invoice.orderId)}.pdf"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );
};
