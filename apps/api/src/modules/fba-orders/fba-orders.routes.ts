import multipart from '@fastify/multipart';
import {
  dataOf,
  errorBodySchema,
  type FbaOrder,
  fbaOrderListQuerySchema,
  fbaOrderListSchema,
  fbaOrderMessages,
  fbaOrderOfOrderSchema,
  fbaOrderSchema,
  idempotencyHeadersSchema,
  idParamsSchema,
  LABEL_FILE_MAX_BYTES,
  shipFbaOrderInputSchema,
} from '@stitchworks/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import {
  claimIdempotencyKeyOfUpload,
  committedAnswer,
  digestOfUpload,
} from '../../plugins/idempotency.ts';
import {
  approveFbaOrder,
  cancelFbaOrder,
  type FbaOutcome,
  printFbaLabels,
  shipFbaOrder,
} from './fba-order-flow.service.ts';
import {
  createFbaOrder,
  deleteFbaOrder,
  type FbaDeps,
  fbaOrderOfOrder,
  getFbaOrder,
  listFbaOrders,
  openFbaLabel,
  updateFbaOrder,
} from './fba-orders.service.ts';
import { FBA_UPLOAD_LIMITS, readFbaUpload } from './fba-uploads.ts';

const tags = ['fba-orders'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const withMessage = z.object({ data: fbaOrderSchema, message: z.string() });
const changed = { 200: withMessage, ...errors, 422: errorBodySchema };
const uploadAnswer = { ...changed, 413: errorBodySchema };
const labelFieldParams = z.object({
  id: idParamsSchema.shape.id,
  kind: z.enum(['productLabel', 'shippingLabel']),
});
const pass = (answer: FbaOutcome) => answer;

/** FBA orders (spec 02 §7, spec 03): create, list, read, price and edit, approve, cancel, ship, delete. */
export const fbaOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, so these limits apply to the FBA uploads only.
  await app.register(multipart, {
    limits: { fileSize: LABEL_FILE_MAX_BYTES, ...FBA_UPLOAD_LIMITS },
  });
  const deps = (): FbaDeps => ({ db: app.db, storage: app.storage });

  app.get(
    '/api/fba-orders',
    {
      schema: {
        tags,
        summary: 'FBA orders, newest first: a seller’s own; staff every seller’s',
        description:
          'Filters: status, keyword (id, seller order id, tracking code, SKU), userId (staff), createdFrom/createdTo (unix seconds).',
        querystring: fbaOrderListQuerySchema,
        response: { 200: dataOf(fbaOrderListSchema), ...errors },
      },
    },
    async (request) => ({ data: await listFbaOrders(app.db, currentUser(request), request.query) }),
  );

  app.get(
    '/api/fba-orders/:id',
    {
      schema: {
        tags,
        summary: 'One FBA order (another seller’s: 404)',
        params: idParamsSchema,
        response: { 200: dataOf(fbaOrderSchema), ...errors },
      },
    },
    async (request) => ({
      data: await getFbaOrder(app.db, currentUser(request), request.params.id),
    }),
  );

  app.post(
    '/api/fba-orders',
    {
      schema: {
        tags,
        summary:
          'A new FBA order (multipart: items as JSON text, requestSample, sellerOrderId, trackingCode, refTicket, productLabel, shippingLabel)',
        description:
          'Each label exactly one PDF, checked by its content, up to 5 MB (a second file in a field: ‘Limit 1 files upload!’; not a PDF: ‘The file is invalid’; larger: 413). Starts `created`, waiting for staff to price it.',
        consumes: ['multipart/form-data'],
        headers: idempotencyHeadersSchema,
        response: { 201: withMessage, ...uploadAnswer },
      },
      config: { idempotent: 'upload' },
    },
    async (request, reply) => {
      const upload = await readFbaUpload(request);
      const digest = digestOfUpload(
        { ...upload.fields, product: digestOfUpload({}, upload.files.productLabel ?? null) },
        upload.files.shippingLabel ?? null,
      );
      if (await claimIdempotencyKeyOfUpload(request, reply, digest)) return reply;
      const answer = committedAnswer(request, reply, 201, (order: FbaOrder) => ({
        data: order,
        message: fbaOrderMessages.created,
      }));
      return answer.send(await createFbaOrder(deps(), currentUser(request), upload, answer.keep));
    },
  );

  app.put(
    '/api/fba-orders/:id',
    {
      schema: {
        tags,
        summary:
          'Price an FBA order (staff: totalCost required) or edit it (its seller: items, references), with new labels; JSON or multipart',
        description:
          'Until it is approved. Staff pricing makes it `priced` and tells the seller; a seller changing the rows of a priced order sends it back to staff for a new price.',
        consumes: ['application/json', 'multipart/form-data'],
        params: idParamsSchema,
        response: { 200: withMessage, ...errors, 413: errorBodySchema },
      },
    },
    async (request) => {
      const upload = await readFbaUpload(request);
      return {
        data: await updateFbaOrder(deps(), currentUser(request), request.params.id, upload),
        message: fbaOrderMessages.updated,
      };
    },
  );

  app.put(
    '/api/fba-orders/:id/approve',
    {
      schema: {
        tags,
        summary:
          'The seller approves the price: paid from the credit, its units made as an order of the order book; message ‘approved’',
        params: idParamsSchema,
        headers: idempotencyHeadersSchema,
        response: changed,
      },
      config: { idempotent: true },
    },
    async (request, reply) => {
      const answer = committedAnswer(request, reply, 200, pass);
      return answer.send(
        await approveFbaOrder(app.db, currentUser(request), request.params.id, answer.keep),
      );
    },
  );

  app.put(
    '/api/fba-orders/:id/cancel',
    {
      schema: {
        tags,
        summary:
          'Cancel an FBA order: before approval, or approved and not yet in production (the price back to the credit)',
        params: idParamsSchema,
        headers: idempotencyHeadersSchema,
        response: changed,
      },
      config: { idempotent: true },
    },
    async (request, reply) => {
      const answer = committedAnswer(request, reply, 200, pass);
      return answer.send(
        await cancelFbaOrder(app.db, currentUser(request), request.params.id, answer.keep),
      );
    },
  );

  app.put(
    '/api/fba-orders/:id/ship',
    {
      schema: {
        tags,
        summary: 'The carton left {trackingCode}: the FBA order and the order of its units shipped',
        params: idParamsSchema,
        body: shipFbaOrderInputSchema.optional(),
        response: { 200: withMessage, ...errors },
      },
    },
    async (request) =>
      shipFbaOrder(app.db, currentUser(request), request.params.id, request.body ?? {}),
  );

  app.delete(
    '/api/fba-orders/:id',
    {
      schema: {
        tags,
        summary: 'Delete an FBA order that is not approved (its labels with it)',
        params: idParamsSchema,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await deleteFbaOrder(deps(), currentUser(request), request.params.id);
      return { message: fbaOrderMessages.deleted };
    },
  );

  app.get(
    '/api/fba-orders/:id/labels',
    {
      schema: {
        tags,
        summary:
          'The packer’s label sheet: one PDF with the FNSKU product label once per unit, in pack order, then the carton’s shipping label',
        params: idParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { pdf, units } = await printFbaLabels(deps(), currentUser(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="fba-${request.params.id}-labels.pdf"`)
        .header('cache-control', 'no-store')
        .header('x-label-units', String(units))
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    '/api/fba-orders/:id/files/:kind',
    {
      schema: {
        tags,
        summary: 'An uploaded label of the FBA order (productLabel or shippingLabel), as a PDF',
        params: labelFieldParams,
        produces: ['application/pdf'],
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { file, fileName } = await openFbaLabel(
        deps(),
        currentUser(request),
        request.params.id,
        request.params.kind,
      );
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );

  app.get(
    '/api/orders/:id/fba-order',
    {
      schema: {
        tags,
        summary: 'The FBA order an order’s units are made for (null when none)',
        params: idParamsSchema,
        response: { 200: dataOf(fbaOrderOfOrderSchema), ...errors },
      },
    },
    async (request) => ({
      data: await fbaOrderOfOrder(app.db, currentUser(request), request.params.id),
    }),
  );
};
