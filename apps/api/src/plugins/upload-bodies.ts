import {
  DESIGN_MAX_BYTES,
  designTypeSchema,
  LABEL_FILE_MAX_BYTES,
  ORDER_IMPORT_MAX_BYTES,
  parcelSchema,
  rebuyLabelFieldsSchema,
  STITCH_FILE_MAX_BYTES,
  TRACKING_FILE_MAX_BYTES,
  tiktokLabelFieldsSchema,
} from '@stitchworks/shared';
import { z } from 'zod';

/**
 * The bodies of the routes that read a multipart upload themselves (`request.parts()`), for the
 * OpenAPI document only: Fastify never validates them, the route reads its parts as before. A
 * route that consumes multipart/form-data must have its entry here (route-contract.ts refuses to
 * register it otherwise), so that a client generator or a fuzzer knows its fields and files.
 */
export type UploadBody = {
  /** The multipart/form-data fields and file parts. */
  multipart: z.ZodObject;
  /** The same request as JSON, for a route that also takes one (its fields, without the file). */
  json?: z.ZodObject;
};

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;
const file = (what: string, maxBytes: number) =>
  z.file().describe(`${what}, up to ${megabytes(maxBytes)}; checked by its content`);

const rebuyFields = z.object({
  ...rebuyLabelFieldsSchema.shape,
  chargeSeller: z.boolean().optional().describe('Charge the new label to the seller’s credit'),
  parcel: parcelSchema.optional(),
  weight: z.number().optional().describe('Ounces, when no parcel is given'),
  length: z.number().optional().describe('Inches, when no parcel is given'),
  width: z.number().optional().describe('Inches, when no parcel is given'),
  height: z.number().optional().describe('Inches, when no parcel is given'),
});

export const uploadBodies: Readonly<Record<string, UploadBody>> = {
  'POST /designs': {
    multipart: z.object({
      design: file('The design: PNG, JPEG or WebP', DESIGN_MAX_BYTES),
      type: designTypeSchema.optional().describe('embroidery when absent'),
    }),
  },
  'POST /orders/in-bulk': {
    multipart: z.object({
      csv: file('The orders as CSV (GET /orders/in-bulk/template)', ORDER_IMPORT_MAX_BYTES),
    }),
  },
  'POST /orders/upload-file-tracking-order': {
    multipart: z.object({
      file: file('The tracking numbers as CSV or XLSX', TRACKING_FILE_MAX_BYTES),
    }),
  },
  'POST /embs/:id/upload': {
    multipart: z.object({ file: file('The stitch file: DST or PES', STITCH_FILE_MAX_BYTES) }),
  },
  'POST /shipping_labels/tiktoklabel/buy': {
    multipart: z.object({
      ...tiktokLabelFieldsSchema.shape,
      file: file('The label: one PDF', LABEL_FILE_MAX_BYTES),
    }),
  },
  'POST /shipping_labels/rebuy': {
    multipart: rebuyFields.extend({
      file: file(
        'The carrier’s label, for uploaded carriers: one PDF',
        LABEL_FILE_MAX_BYTES,
      ).optional(),
    }),
    json: rebuyFields,
  },
};
