import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  dataOf,
  errorBodySchema,
  idempotencyHeadersSchema,
  importResultSchema,
  ORDER_IMPORT_MAX_BYTES,
  ORDER_IMPORT_MAX_ROWS,
  orderMessages,
} from '@stitchworks/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { sendJsonText } from '../../../lib/json-text.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { claimIdempotencyKeyOfUpload } from '../../../plugins/idempotency.ts';
import { hashedBytes, readOnlyFile, uploadBytes } from '../shared/upload-file.ts';
import { readOrderCsv } from './order-csv-reader.ts';
import { ORDER_CSV_TEMPLATE_FILENAME, orderCsvTemplate } from './order-csv-template.ts';
import { importOrders } from './order-import.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', orderMessages.csvTooLarge);
const importInvalid = (message: string) =>
  new AppError('BAD_REQUEST', orderMessages.importInvalid, [{ path: 'csv', message }]);

export const orderImportRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, so the CSV's size limit applies to the import only.
  await app.register(multipart, {
    limits: { fileSize: ORDER_IMPORT_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
  });

  app.post(
    '/api/orders/in-bulk',
    {
      schema: {
        tags: ['orders'],
        summary: 'Import orders from a CSV file (multipart, field csv)',
        description:
          'Rows sharing a seller_order_id form one order. Each order group is done or fails as a whole with the reason (row and column); failing groups write nothing, the others are created. Up to 20 MB and 100,000 rows; GET /orders/in-bulk/template has every column. With an Idempotency-Key, the same file again answers the first import and creates nothing more; another file with the same key: 422.',
        consumes: ['multipart/form-data'],
        headers: idempotencyHeadersSchema,
        response: {
          200: dataOf(importResultSchema),
          ...errors,
          409: errorBodySchema,
          413: errorBodySchema,
          422: errorBodySchema,
        },
      },
      // The key is claimed once the file is read: its digest stands for the body.
      config: { idempotent: 'upload' },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const digest = createHash('sha256');
      const file = await readOnlyFile(
        request,
        'csv',
        (upload) =>
          readOrderCsv(hashedBytes(uploadBytes(upload, tooLarge), digest), ORDER_IMPORT_MAX_ROWS),
        { invalid: importInvalid, tooLarge },
      );
      if (await claimIdempotencyKeyOfUpload(request, reply, digest.digest('hex'))) return reply;
      // The answer is ours alone and can hold 40,000 groups: checking it against the schema on
      // the way out took 0.2–0.5 s of a 100,000-row import, so it is written as it is (the tests
      // check it against the schema).
      const result = await importOrders(app.db, user, file);
      return sendJsonText(reply, JSON.stringify({ data: result }));
    },
  );

  app.get(
    '/api/orders/in-bulk/template',
    {
      schema: {
        tags: ['orders'],
        summary: 'The order CSV template: every column and an example order',
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${ORDER_CSV_TEMPLATE_FILENAME}"`)
        .send(orderCsvTemplate()),
  );
};
