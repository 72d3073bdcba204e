import {
  dataOf,
  errorBodySchema,
  idempotencyHeadersSchema,
  idParamsSchema,
  itemCostInputSchema,
  itemEmbInputSchema,
  itemNoteInputSchema,
  orderItemParamsSchema,
  orderProductionSchema,
  type ProductionItem,
  productionBoardQuerySchema,
  productionBoardSchema,
  productionItemSchema,
  productionMessages,
  productionStatusInputSchema,
  qrLabelListSchema,
  qrLabelsQuerySchema,
  scanUnitInputSchema,
  undoScanInputSchema,
} from '@stitchworks/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { committedAnswer } from '../../plugins/idempotency.ts';
import {
  addItemCost,
  completeItem,
  getOrderProduction,
  getProductionItem,
  saveItemEmb,
  saveItemNote,
  scanUnit,
  setProductionStatus,
  undoUnitStep,
} from './production.service.ts';
import { getProductionBoard } from './production-board.ts';
import { getQrLabels, qrLabelsPdf } from './qr-labels.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['production'];
const itemAnswer = dataOf(productionItemSchema).extend({ message: z.string() });
const statusAnswer = z.object({
  data: z.object({
    orderId: z.number().int(),
    productionStatus: z.number().int().nullable(),
    holdReason: z.string().nullable(),
  }),
  message: z.string(),
});

/**
 * The production floor: an order's production status, the scan page's item (units, designs,
 * history, costs), marking and correcting units, notes, emb options, costs, QR labels and the board.
 */
export const productionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/orders/:id/production_status',
    {
      schema: {
        tags,
        summary:
          'Move an order’s production status (0 On-design, 1 In-production, 2 Pre-shipment, 3 Shipped, 4 On hold): forward; a hold needs a reason; back only as a manager’s correction with a reason',
        params: idParamsSchema,
        body: productionStatusInputSchema,
        response: { 200: statusAnswer, ...errors },
      },
    },
    async (request) => {
      const order = await setProductionStatus(
        app.db,
        currentUser(request),
        request.params.id,
        request.body,
      );
      return {
        data: {
          orderId: order.id,
          productionStatus: order.productionStatus,
          holdReason: order.holdReason,
        },
        message: productionMessages.statusUpdated,
      };
    },
  );

  app.get(
    '/api/orders/:id/production',
    {
      schema: {
        tags,
        summary: 'An order’s production: each item’s units and designs, costs, the scan history',
        params: idParamsSchema,
        response: { 200: dataOf(orderProductionSchema), ...errors },
      },
    },
    async (request) => ({
      data: await getOrderProduction(app.db, currentUser(request), request.params.id),
    }),
  );

  app.get(
    '/api/orders/qr-labels',
    {
      schema: {
        tags,
        summary:
          'QR unit labels of paid orders (?ids=1,2,3): one per unit, each pointing to /order/{orderId}/{orderItemId}?unit=N, with its QR as SVG',
        querystring: qrLabelsQuerySchema,
        response: { 200: dataOf(qrLabelListSchema), ...errors },
      },
    },
    async (request) => ({
      data: {
        labels: await getQrLabels(
          app.db,
          currentUser(request),
          request.query.ids,
          app.config.publicUrl,
        ),
      },
    }),
  );

  app.get(
    '/api/orders/qr-labels.pdf',
    {
      schema: {
        tags,
        summary: 'The same QR unit labels as a PDF, 10 to a page',
        querystring: qrLabelsQuerySchema,
        produces: ['application/pdf'],
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const pdf = await qrLabelsPdf(
        app.db,
        currentUser(request),
        request.query.ids,
        app.config.publicUrl,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'inline; filename="qr-labels.pdf"')
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    '/api/order_items/:id',
    {
      schema: {
        tags,
        summary: 'An order item as the scan page shows it: designs, units, history, costs',
        params: orderItemParamsSchema,
        response: { 200: dataOf(productionItemSchema), ...errors },
      },
    },
    async (request) => ({
      data: await getProductionItem(app.db, currentUser(request), request.params.id),
    }),
  );

  app.post(
    '/api/order_items/:id/scans',
    {
      schema: {
        tags,
        summary:
          'Mark one unit’s step {unit, step: embroidered | checked | packed}, in that order, each once',
        params: orderItemParamsSchema,
        body: scanUnitInputSchema,
        response: { 200: itemAnswer, ...errors },
      },
    },
    async (request) => ({
      data: await scanUnit(app.db, currentUser(request), request.params.id, request.body),
      message: productionMessages.scanned,
    }),
  );

  app.post(
    '/api/order_items/:id/scans/undo',
    {
      schema: {
        tags,
        summary: 'Undo a unit’s latest step {unit, reason}: a recorded correction',
        params: orderItemParamsSchema,
        body: undoScanInputSchema,
        response: { 200: itemAnswer, ...errors },
      },
    },
    async (request) => ({
      data: await undoUnitStep(app.db, currentUser(request), request.params.id, request.body),
      message: productionMessages.undone,
    }),
  );

  app.patch(
    '/api/order_items/:id/complete',
    {
      schema: {
        tags,
        summary: 'Mark every step every unit of the item has not done',
        params: orderItemParamsSchema,
        response: { 200: itemAnswer, ...errors },
      },
    },
    async (request) => ({
      data: await completeItem(app.db, currentUser(request), request.params.id),
      message: productionMessages.itemCompleted,
    }),
  );

  app.post(
    '/api/order_items/note',
    {
      schema: {
        tags,
        summary: 'The note the floor reads on an item {orderItemId, note}',
        body: itemNoteInputSchema,
        response: { 200: itemAnswer, ...errors },
      },
    },
    async (request) => ({
      data: await saveItemNote(app.db, currentUser(request), request.body),
      message: productionMessages.noteSaved,
    }),
  );

  app.post(
    '/api/order_items/emb',
    {
      schema: {
        tags,
        summary:
          'The embroidery options of one design of an item {orderItemId, location, emb: {name, applique, fabric, outline}}',
        body: itemEmbInputSchema,
        response: { 200: itemAnswer, ...errors },
      },
    },
    async (request) => ({
      data: await saveItemEmb(app.db, currentUser(request), request.body),
      message: productionMessages.embSaved,
    }),
  );

  for (const kind of ['extra', 'design'] as const) {
    app.post(
      `/api/order_items/${kind}_cost`,
      {
        schema: {
          tags,
          summary: `Add ${kind === 'extra' ? 'an extra' : 'a design'} cost to a paid item {orderItemId, amount, reason}, charged to the seller’s credit at once`,
          headers: idempotencyHeadersSchema,
          body: itemCostInputSchema,
          response: { 200: itemAnswer, ...errors, 422: errorBodySchema },
        },
        config: { idempotent: true },
      },
      async (request, reply) => {
        const answer = committedAnswer(request, reply, 200, (item: ProductionItem) => ({
          data: item,
          message: productionMessages.costCharged,
        }));
        const user = currentUser(request);
        return answer.send(await addItemCost(app.db, user, kind, request.body, answer.keep));
      },
    );
  }

  app.get(
    '/api/production/board',
    {
      schema: {
        tags,
        summary:
          'The production board: items of paid orders by stage (design, embroider, check, pack, done, hold), counts per stage, overdue',
        querystring: productionBoardQuerySchema,
        response: { 200: dataOf(productionBoardSchema), ...errors },
      },
    },
    async (request) => ({
      data: await getProductionBoard(app.db, currentUser(request), request.query),
    }),
  );
};
