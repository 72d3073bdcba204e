import multipart from '@fastify/multipart';
import {
  buyLabelInputSchema,
  customsDescriptionSchema,
  dataOf,
  errorBodySchema,
  generateDescriptionInputSchema,
  idempotencyHeadersSchema,
  idParamsSchema,
  LABEL_FILE_MAX_BYTES,
  orderShippingSchema,
  printLabelsInputSchema,
  type ShippingLabel,
  shippingLabelSchema,
  shippingMessages,
  shippingProviderListSchema,
  shippingServiceListSchema,
  shippingServicesQuerySchema,
} from '@stitchworks/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import {
  claimIdempotencyKeyOfUpload,
  committedAnswer,
  digestOfUpload,
} from '../../plugins/idempotency.ts';
import { LABEL_UPLOAD_LIMITS, readLabelUpload } from './label-uploads.ts';
import {
  buyLabel,
  rebuyLabel,
  type ShippingDeps,
  uploadSellerLabel,
  voidLabel,
} from './shipping-labels.service.ts';
import {
  generateDescription,
  getOrderShipping,
  listProviders,
  listServices,
  openLabelFile,
  printLabels,
} from './shipping-reads.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['shipping'];
const labelAnswer = {
  200: dataOf(shippingLabelSchema).extend({ message: z.string() }),
  ...errors,
  413: errorBodySchema,
  503: errorBodySchema,
};
/** A label bought or uploaded: 409 also for a key still in use, 422 for a key used with another. */
const labelBought = { ...labelAnswer, 422: errorBodySchema };
const answerWith = (message: string) => (label: ShippingLabel) => ({ data: label, message });

/** Shipping labels (spec 02 §7): providers, buying and uploading, voiding, files, bulk print. */
export const shippingLabelsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, so these limits apply to the label uploads only.
  await app.register(multipart, {
    limits: { fileSize: LABEL_FILE_MAX_BYTES, ...LABEL_UPLOAD_LIMITS },
  });
  const deps = (): ShippingDeps => ({ db: app.db, storage: app.storage, carrier: app.carrier });

  app.get(
    '/api/shipping_labels/shipping-providers',
    {
      schema: {
        tags,
        summary:
          'The label providers: the API carrier in use (EasyPost, or the labelled sandbox), the five uploaded carriers and a typed one',
        response: { 200: dataOf(shippingProviderListSchema), ...errors },
      },
    },
    async () => ({ data: listProviders(app.carrier) }),
  );

  app.get(
    '/api/shipping_labels/services',
    {
      schema: {
        tags,
        summary: 'The services of a provider (empty for a typed carrier)',
        querystring: shippingServicesQuerySchema,
        response: { 200: dataOf(shippingServiceListSchema), ...errors },
      },
    },
    async (request) => ({ data: await listServices(app.carrier, request.query.provider) }),
  );

  app.post(
    '/api/shipping_labels/buy',
    {
      schema: {
        tags,
        summary:
          'Buy the first label of a packed order {orderId, provider, serviceCode, parcel} from the carrier in use',
        description:
          'Paid orders at Pre-shipment (or Shipped) only (409 otherwise); an order with a label in use: 409, rebuy it. Adds the package (tracking number) to the order, which becomes shipped. The first label is covered by the shipping the seller paid.',
        headers: idempotencyHeadersSchema,
        body: buyLabelInputSchema,
        response: labelBought,
      },
      config: { idempotent: true },
    },
    async (request, reply) => {
      const answer = committedAnswer(request, reply, 200, answerWith(shippingMessages.bought));
      return answer.send(await buyLabel(deps(), currentUser(request), request.body, answer.keep));
    },
  );

  app.post(
    '/api/shipping_labels/rebuy',
    {
      schema: {
        tags,
        summary:
          'A new label replacing the one in use (voided): JSON, or multipart with the fields and the carrier’s PDF `file`',
        description:
          'Fields: orderId, provider, serviceCode (lionbay, sglink, netship), manualProvider (manual), trackingNumber (uploaded and manual carriers), shippingFee (dollars, what an uploaded or typed label cost), chargeSeller (charge the new label to the seller’s credit), parcel or weight/length/width/height (EasyPost and sandbox; default: the replaced label’s). Uploaded carriers need their PDF label (up to 5 MB, checked by its content).',
        consumes: ['application/json', 'multipart/form-data'],
        headers: idempotencyHeadersSchema,
        response: labelBought,
      },
      // The key is claimed once the fields and the file are read: they stand for the body.
      config: { idempotent: 'upload' },
    },
    async (request, reply) => {
      const upload = await readLabelUpload(request);
      const digest = digestOfUpload(upload.fields, upload.file);
      if (await claimIdempotencyKeyOfUpload(request, reply, digest)) return reply;
      const answer = committedAnswer(request, reply, 200, answerWith(shippingMessages.rebought));
      return answer.send(await rebuyLabel(deps(), currentUser(request), upload, answer.keep));
    },
  );

  app.post(
    '/api/shipping_labels/tiktoklabel/buy',
    {
      schema: {
        tags,
        summary:
          'The seller’s own label of a TikTok Shop or ship-by-seller order (multipart: orderId, trackingNumber, carrierCode, one PDF `file`)',
        description:
          'A seller for their own orders; packers, managers and admins for any they see. Exactly one PDF (checked by its content, up to 5 MB); a refused file is not stored.',
        consumes: ['multipart/form-data'],
        headers: idempotencyHeadersSchema,
        response: labelBought,
      },
      config: { idempotent: 'upload' },
    },
    async (request, reply) => {
      const upload = await readLabelUpload(request);
      const digest = digestOfUpload(upload.fields, upload.file);
      if (await claimIdempotencyKeyOfUpload(request, reply, digest)) return reply;
      const answer = committedAnswer(request, reply, 200, answerWith(shippingMessages.bought));
      const user = currentUser(request);
      return answer.send(await uploadSellerLabel(deps(), user, upload, answer.keep));
    },
  );

  app.post(
    '/api/shipping_labels/generate_description',
    {
      schema: {
        tags,
        summary:
          'The customs description of an order’s goods ("Embroidered cotton T-shirt x2, embroidered mug x1"), its HS code and value',
        body: generateDescriptionInputSchema,
        response: { 200: dataOf(customsDescriptionSchema), ...errors },
      },
    },
    async (request) => ({
      data: await generateDescription(app.db, currentUser(request), request.body.orderId),
    }),
  );

  app.post(
    '/api/shipping_labels/print',
    {
      schema: {
        tags,
        summary:
          'One PDF of 4×6 in pages: the label in use of each order, in the order given {orderIds}',
        description:
          'Orders without a label file are left out (named in the X-Labels-Missing header); none at all: 400.',
        body: printLabelsInputSchema,
        produces: ['application/pdf'],
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { pdf, printed, missing } = await printLabels(
        app.db,
        app.storage,
        currentUser(request),
        request.body.orderIds,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'inline; filename="shipping-labels.pdf"')
        .header('cache-control', 'no-store')
        .header('x-labels-printed', String(printed.length))
        .header('x-labels-missing', missing.slice(0, 200).join(','))
        .send(Buffer.from(pdf));
    },
  );

  app.post(
    '/api/shipping_labels/:id/void',
    {
      schema: {
        tags,
        summary: 'Void a label (a bought one at the carrier too); it stays listed, marked voided',
        params: idParamsSchema,
        response: labelAnswer,
      },
    },
    async (request) => ({
      data: await voidLabel(deps(), currentUser(request), request.params.id),
      message: shippingMessages.voided,
    }),
  );

  app.get(
    '/api/shipping_labels/:id/file',
    {
      schema: {
        tags,
        summary: 'The label’s PDF (a seller: only their own orders’)',
        params: idParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { file, fileName } = await openLabelFile(
        app.db,
        app.storage,
        currentUser(request),
        request.params.id,
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
    '/api/orders/:id/shipping',
    {
      schema: {
        tags,
        summary:
          'An order’s labels, packages (with other orders carrying the same tracking number) and reships',
        params: idParamsSchema,
        response: { 200: dataOf(orderShippingSchema), ...errors },
      },
    },
    async (request) => ({
      data: await getOrderShipping(app.db, currentUser(request), request.params.id),
    }),
  );
};
