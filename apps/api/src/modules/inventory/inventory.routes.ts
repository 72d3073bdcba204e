import {
  bulkThresholdAnswerSchema,
  bulkThresholdInputSchema,
  dataOf,
  errorBodySchema,
  idParamsSchema,
  inventoryFilterSchema,
  inventoryListSchema,
  inventoryMessages,
  inventoryMovementListSchema,
  inventorySaveAnswerSchema,
  listInventoriesQuerySchema,
  listInventoryMovementsQuerySchema,
  saveInventoryInputSchema,
  stockListSchema,
  stockQuerySchema,
} from '@stitchworks/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import {
  listInventories,
  listInventoryMovements,
  listStock,
  saveInventory,
  setThresholds,
} from './inventory.service.ts';
import { exportInventories } from './inventory-export.ts';

const tags = ['inventory'];

function sendCsv(reply: FastifyReply, { filename, stream }: ReturnType<typeof exportInventories>) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(stream);
}
const denied = { 401: errorBodySchema, 403: errorBodySchema };

/** Blanks on hand by factory, catalog, colour and size (spec 03), and what sellers see of them. */
export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/inventories',
    {
      schema: {
        tags,
        summary: 'Inventory rows of the factories the user manages, filtered and paged',
        querystring: listInventoriesQuerySchema,
        response: { 200: dataOf(inventoryListSchema), 400: errorBodySchema, ...denied },
      },
    },
    async (request) => ({
      data: await listInventories(app.db, currentUser(request), request.query),
    }),
  );

  app.post(
    '/api/inventories',
    {
      schema: {
        tags,
        summary:
          'Without id: a new row of catalogId, size, color and quantity (each required). With id: add `quantity` (an adjustment) and/or set `warningThreshold`; each change is a movement',
        body: saveInventoryInputSchema,
        response: {
          200: inventorySaveAnswerSchema,
          201: inventorySaveAnswerSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const { data, message, created } = await saveInventory(
        app.db,
        currentUser(request),
        request.body,
      );
      return reply.status(created ? 201 : 200).send({ data, message });
    },
  );

  app.get(
    '/api/inventories/export',
    {
      schema: {
        tags,
        summary:
          'Every inventory row the user manages (or those matching the filters) as CSV, streamed',
        querystring: inventoryFilterSchema,
        produces: ['text/csv'],
        response: { 200: z.string(), 400: errorBodySchema, ...denied },
      },
    },
    async (request, reply) =>
      sendCsv(reply, exportInventories(app.db, currentUser(request), request.query)),
  );

  app.put(
    '/api/inventories/thresholds',
    {
      schema: {
        tags,
        summary:
          'One warning threshold for every row matching the selection (none: every row the user manages)',
        body: bulkThresholdInputSchema,
        response: { 200: bulkThresholdAnswerSchema, 400: errorBodySchema, ...denied },
      },
    },
    async (request) => ({
      data: await setThresholds(app.db, currentUser(request), request.body),
      message: inventoryMessages.thresholdsUpdated,
    }),
  );

  app.get(
    '/api/inventories/:id/movements',
    {
      schema: {
        tags,
        summary: "A row's stock movements, newest first: who, why, how many, which order",
        params: idParamsSchema,
        querystring: listInventoryMovementsQuerySchema,
        response: {
          200: dataOf(inventoryMovementListSchema),
          400: errorBodySchema,
          404: errorBodySchema,
          ...denied,
        },
      },
    },
    async (request) => ({
      data: await listInventoryMovements(
        app.db,
        currentUser(request),
        request.params.id,
        request.query,
      ),
    }),
  );

  app.get(
    '/api/stock',
    {
      schema: {
        tags,
        summary: 'Blanks by catalog, colour and size, each available, low or out (never a number)',
        querystring: stockQuerySchema,
        response: { 200: dataOf(stockListSchema), 400: errorBodySchema, ...denied },
      },
    },
    async (request) => ({ data: await listStock(app.db, request.query) }),
  );
};
