import {
  createTicketFieldsSchema,
  DESIGN_MAX_BYTES,
  designTypeSchema,
  fbaItemInputSchema,
  LABEL_FILE_MAX_BYTES,
  ORDER_IMPORT_MAX_BYTES,
  parcelSchema,
  rebuyLabelFieldsSchema,
  STITCH_FILE_MAX_BYTES,
  TICKET_IMAGE_MAX_BYTES,
  TICKET_MAX_IMAGES,
  TRACKING_FILE_MAX_BYTES,
  ticketMessageFieldsSchema,
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

/** The text fields of an FBA order's form (spec 02 §7): `items` is JSON text of its rows. */
const fbaFields = {
  items: z
    .string()
    .describe(
      'JSON text of the rows: designs[location, imageUrl], catalogId, color, size, quantity, sku',
    ),
  requestSample: z.enum(['true', 'false']).optional().describe('One sample unit made first'),
  sellerOrderId: z.string().max(64).optional(),
  trackingCode: z.string().max(100).optional().describe('The carton’s tracking code'),
  refTicket: z.string().optional().describe('The id of the ticket the order came from'),
};
const fbaEditFields = z.object({
  totalCost: z.number().optional().describe('Staff: the price in dollars (required for staff)'),
  items: z.array(fbaItemInputSchema).optional().describe('The seller: new rows'),
  requestSample: z.boolean().optional(),
  sellerOrderId: z.string().max(64).optional(),
  trackingCode: z.string().max(100).optional(),
  refTicket: z.number().int().nullable().optional(),
});
const fbaLabel = (what: string) => file(`${what}: exactly one PDF`, LABEL_FILE_MAX_BYTES);

export const uploadBodies: Readonly<Record<string, UploadBody>> = {
  'POST /fba-orders': {
    multipart: z.object({
      ...fbaFields,
      productLabel: fbaLabel('The FNSKU product label, printed once per unit'),
      shippingLabel: fbaLabel('The carton’s shipping label'),
    }),
  },
  'PUT /fba-orders/:id': {
    multipart: z.object({
      ...fbaFields,
      items: fbaFields.items.optional(),
      totalCost: z.string().optional().describe('Staff: the price in dollars'),
      productLabel: fbaLabel('A new FNSKU product label').optional(),
      shippingLabel: fbaLabel('A new shipping label').optional(),
    }),
    json: fbaEditFields,
  },
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
  'POST /tickets': {
    multipart: createTicketFieldsSchema.extend({
      attachments: z
        .array(file('An image: PNG, JPEG or WebP', TICKET_IMAGE_MAX_BYTES))
        .max(TICKET_MAX_IMAGES)
        .optional(),
    }),
  },
  'POST /tickets/:id/messages': {
    multipart: ticketMessageFieldsSchema.extend({
      attachments: z
        .array(file('An image: PNG, JPEG or WebP', TICKET_IMAGE_MAX_BYTES))
        .max(TICKET_MAX_IMAGES)
        .optional(),
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
