import multipart from '@fastify/multipart';
import {
  dataOf,
  errorBodySchema,
  importResultSchema,
  ORDER_IMPORT_MAX_BYTES,
  ORDER_IMPORT_MAX_ROWS,
  orderMessages,
  validationMessages,
} from '@stitchworks/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { type OrderCsvFile, readOrderCsv } from './order-csv-reader.ts';
import { ORDER_CSV_TEMPLATE_FILENAME, orderCsvTemplate } from './order-csv-template.ts';
import { importOrders } from './order-import.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', orderMessages.csvTooLarge);
const importInvalid = (message: string) =>
  new AppError('BAD_REQUEST', orderMessages.importInvalid, [{ path: 'csv', message }]);

type UploadedFile = AsyncIterable<Buffer> & { truncated: boolean };

/**
 * The file's bytes as they arrive. Past the size limit multipart stops handing on data; the rest
 * of the upload is still read to its end (so the client gets the answer), then refused.
 */
async function* uploadBytes(file: UploadedFile): AsyncGenerator<Buffer> {
  let over = false;
  for await (const chunk of file) {
    if (file.truncated) over = true;
    if (!over) yield chunk;
  }
  if (over || file.truncated) throw tooLarge();
}

/** Reads the one `csv` file of the form while it streams in; any malformed body is a 400. */
async function readCsvUpload(request: FastifyRequest): Promise<OrderCsvFile> {
  try {
    const part = await request.file();
    if (part?.fieldname !== 'csv') {
      part?.file.resume();
      throw importInvalid(validationMessages.required);
    }
    return await readOrderCsv(uploadBytes(part.file), ORDER_IMPORT_MAX_ROWS);
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // Not multipart, a broken multipart body, too many parts: none is a file we can read.
    throw importInvalid(error instanceof Error ? error.message : String(error));
  }
}

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
          'Rows sharing a seller_order_id form one order. Each order group is done or fails as a whole with the reason (row and column); failing groups write nothing, the others are created. Up to 20 MB and 100,000 rows; GET /orders/in-bulk/template has every column.',
        consumes: ['multipart/form-data'],
        response: { 200: dataOf(importResultSchema), ...errors, 413: errorBodySchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const file = await readCsvUpload(request);
      return { data: await importOrders(app.db, user, file) };
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
