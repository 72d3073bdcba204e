import {
  createReportInputSchema,
  dataOf,
  errorBodySchema,
  idParamsSchema,
  inventoryWarningQuerySchema,
  inventoryWarningSchema,
  orderedProductsQuerySchema,
  orderedProductsSchema,
  productionOutputQuerySchema,
  productionOutputSchema,
  reportListQuerySchema,
  reportListSchema,
  reportMessages,
  reportSchema,
} from '@stitchworks/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import {
  type CsvFile,
  createReport,
  factoryScopeOf,
  inventoryWarning,
  listReports,
  openReportFile,
  orderedProducts,
  productionOutput,
  reportCsv,
} from './reports.service.ts';

const denied = { 401: errorBodySchema, 403: errorBodySchema };
const tags = ['reports'];
const jsonOrCsv = <T extends z.ZodType>(schema: T) => ({
  200: z.union([dataOf(schema), z.string()]),
  400: errorBodySchema,
  ...denied,
});

function sendCsv(reply: FastifyReply, filename: string, body: unknown) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
const sendCsvFile = (reply: FastifyReply, file: CsvFile) => sendCsv(reply, file.filename, file.csv);

/** Reports: the live views (JSON, or CSV with ?format=csv) and generated CSV files. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reports',
    {
      schema: {
        tags,
        summary:
          'Generated reports, newest first: kind, filters, status, row count, who, when, download link',
        querystring: reportListQuerySchema,
        response: { 200: dataOf(reportListSchema), 400: errorBodySchema, ...denied },
      },
    },
    async (request) => ({ data: await listReports(app.db, request.query) }),
  );

  app.post(
    '/api/reports',
    {
      schema: {
        tags,
        summary: 'Queues the generation of a report (a CSV file of one live view with its filters)',
        body: createReportInputSchema,
        response: {
          200: z.object({ data: reportSchema, message: z.string() }),
          400: errorBodySchema,
          ...denied,
        },
      },
    },
    async (request) => ({
      data: await createReport(app, currentUser(request), request.body),
      message: reportMessages.queued,
    }),
  );

  app.get(
    '/api/reports/:id/file',
    {
      schema: {
        tags,
        summary: 'The CSV file of a finished report',
        params: idParamsSchema,
        produces: ['text/csv'],
        response: { 200: z.string(), 404: errorBodySchema, 409: errorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      const { file, filename } = await openReportFile(app.db, app.storage, request.params.id);
      if (file.size !== undefined) reply.header('content-length', file.size);
      return sendCsv(reply, filename, file.body);
    },
  );

  app.get(
    '/api/reports/ordered-products',
    {
      schema: {
        tags,
        summary:
          'Units and amounts (dollars) of paid items in a paid range (unix seconds; the last 30 days when open), grouped by catalog, size, colour, seller, day or month. ?format=csv for a file',
        querystring: orderedProductsQuerySchema,
        produces: ['application/json', 'text/csv'],
        response: jsonOrCsv(orderedProductsSchema),
      },
    },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const scope = factoryScopeOf(currentUser(request));
      const now = new Date();
      if (format === 'csv')
        return sendCsvFile(reply, await reportCsv(app.db, scope, 'ordered-products', filters, now));
      return { data: await orderedProducts(app.db, scope, filters, now) };
    },
  );

  app.get(
    '/api/reports/inventory-warning',
    {
      schema: {
        tags,
        summary:
          'Stock rows below or near their warning threshold, with the days they last at the pace of the last 30 days of production. ?format=csv for a file',
        querystring: inventoryWarningQuerySchema,
        produces: ['application/json', 'text/csv'],
        response: jsonOrCsv(inventoryWarningSchema),
      },
    },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const scope = factoryScopeOf(currentUser(request));
      const now = new Date();
      if (format === 'csv')
        return sendCsvFile(
          reply,
          await reportCsv(app.db, scope, 'inventory-warning', filters, now),
        );
      return { data: await inventoryWarning(app.db, scope, filters, now) };
    },
  );

  app.get(
    '/api/reports/production-output',
    {
      schema: {
        tags,
        summary:
          'Units per Bangkok day, factory, step and person from standing scans in a range (unix seconds; the last 30 days when open). ?format=csv for a file',
        querystring: productionOutputQuerySchema,
        produces: ['application/json', 'text/csv'],
        response: jsonOrCsv(productionOutputSchema),
      },
    },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const scope = factoryScopeOf(currentUser(request));
      const now = new Date();
      if (format === 'csv')
        return sendCsvFile(
          reply,
          await reportCsv(app.db, scope, 'production-output', filters, now),
        );
      return { data: await productionOutput(app.db, scope, filters, now) };
    },
  );
};
