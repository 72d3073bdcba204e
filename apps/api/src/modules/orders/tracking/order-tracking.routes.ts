import multipart from '@fastify/multipart';
import {
  errorBodySchema,
  idParamsSchema,
  orderMessages,
  orderPackageSchema,
  orderStatuses,
  shippingMessages,
  TRACKING_FILE_MAX_BYTES,
  TRACKING_IMPORT_MAX_ROWS,
  trackingImportInputSchema,
  trackingImportResultSchema,
  trackingNumberInputSchema,
} from '@stitchworks/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { readOnlyFile, uploadBuffer } from '../shared/upload-file.ts';
import { importTrackingRows, updateTrackingNumber } from './order-tracking.service.ts';
import { readTrackingFile } from './order-tracking-file.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['orders'];

const trackingUpdateResultSchema = z.object({
  data: z.object({
    orderId: z.number().int(),
    status: z.enum(orderStatuses),
    packages: z.array(orderPackageSchema),
  }),
  message: z.string(),
});
const importAnswerSchema = z.object({ data: trackingImportResultSchema, message: z.string() });

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', orderMessages.csvTooLarge);
const importInvalid = (message: string) =>
  new AppError('BAD_REQUEST', shippingMessages.importInvalid, [{ path: 'file', message }]);

/** Chunks of an import written at once: two on PostgreSQL, one on the single-connection PGlite. */
const importParallel = (app: FastifyInstance) => (app.database.kind === 'postgres' ? 2 : 1);

/** Tracking numbers: one by hand, many by JSON rows or a CSV/XLSX file (spec 02 §7). */
export const orderTrackingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, so the file's size limit applies to the tracking upload only.
  await app.register(multipart, {
    limits: { fileSize: TRACKING_FILE_MAX_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
  });

  app.put(
    '/api/orders/:id/tracking-number',
    {
      schema: {
        tags,
        summary:
          'Add a package by its tracking number {trackingNumber, carrierCode, serviceCode?, shippedAt?} (the same number again changes nothing), or correct package orderPackageNo; answers the order’s packages',
        params: idParamsSchema,
        body: trackingNumberInputSchema,
        response: { 200: trackingUpdateResultSchema, ...errors },
      },
    },
    async (request) => ({
      data: await updateTrackingNumber(
        app.db,
        currentUser(request),
        request.params.id,
        request.body,
      ),
      message: shippingMessages.trackingUpdated,
    }),
  );

  app.post(
    '/api/orders/import-tracking-order',
    {
      bodyLimit: TRACKING_FILE_MAX_BYTES,
      schema: {
        tags,
        summary:
          'Import tracking numbers {rows: [{orderId, trackingNumber, carrierCode?, serviceCode?, shippedAt?}]}: each row imported or refused with its error (lines from 1); rows of one order become its packages',
        body: trackingImportInputSchema,
        response: { 200: importAnswerSchema, ...errors, 413: errorBodySchema },
      },
    },
    async (request) => ({
      data: await importTrackingRows(
        app.db,
        currentUser(request),
        request.body.rows.map((row, index) => ({ line: index + 1, row })),
        { parallel: importParallel(app) },
      ),
      message: shippingMessages.importDone,
    }),
  );

  app.post(
    '/api/orders/upload-file-tracking-order',
    {
      schema: {
        tags,
        summary:
          'Import tracking numbers from a CSV or XLSX file (multipart, field file; columns orderId, trackingNumber, carrierCode, serviceCode, shippedAt): each row imported or refused with its error (lines from 2). Up to 20 MB and 100,000 rows',
        consumes: ['multipart/form-data'],
        response: { 200: importAnswerSchema, ...errors, 413: errorBodySchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const bytes = await readOnlyFile(
        request,
        'file',
        (upload) => uploadBuffer(upload, tooLarge),
        { invalid: importInvalid, tooLarge },
      );
      const rows = await readTrackingFile(bytes, TRACKING_IMPORT_MAX_ROWS);
      return {
        data: await importTrackingRows(
          app.db,
          user,
          rows.map(({ line, values }) => ({ line, row: values })),
          { parallel: importParallel(app) },
        ),
        message: shippingMessages.importDone,
      };
    },
  );
};
