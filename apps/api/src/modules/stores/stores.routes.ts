import {
  createStoreInputSchema,
  dataOf,
  errorBodySchema,
  messageSchema,
  storeIdParamsSchema,
  storeListQuerySchema,
  storeListSchema,
  storeMessages,
  storeSchema,
  updateStoreInputSchema,
} from '@stitchworks/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import {
  completeShopifyInstall,
  startShopifyStore,
} from '../store-sync/shopify-connect.service.ts';
import { startPlatformStore } from '../store-sync/store-connect.service.ts';
import { startPlatfoxStore } from '../store-sync/store-keys.service.ts';
import { createStore, deleteStore, getStore, listStores, updateStore } from './stores.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

export const storesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/stores',
    {
      schema: {
        tags: ['stores'],
        summary: 'Stores: a seller’s own, or every seller’s for admin',
        querystring: storeListQuerySchema,
        response: { 200: dataOf(storeListSchema), ...errors },
      },
    },
    async (request) => ({ data: await listStores(app.db, currentUser(request), request.query) }),
  );

  app.post(
    '/api/stores',
    {
      schema: {
        tags: ['stores'],
        summary: 'Create a store (fields required by type, spec 03 §5)',
        body: createStoreInputSchema,
        // 409: a shop or platfox website another store holds, a platform that refused.
        response: { 201: dataOf(storeSchema), ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const input = request.body;
      if (input.type !== 'shopify') {
        // A platform with an adapter waits for its connection (loginUrl); the others are ready.
        const store =
          input.type === 'platfox'
            ? await startPlatfoxStore(app, user, input)
            : app.storePlatforms.get(input.type)
              ? await startPlatformStore(app, user, input)
              : await createStore(app.db, user, input);
        return reply.status(201).send({ data: store });
      }
      // Shopify: back from the install with its code, or the first step that asks for it.
      if (input.configuration?.code) {
        const { store } = await completeShopifyInstall(app, user, input.configuration);
        return reply.status(201).send({ data: store });
      }
      return reply.status(201).send({ data: await startShopifyStore(app, user, input) });
    },
  );

  app.get(
    '/api/stores/:id',
    {
      schema: {
        tags: ['stores'],
        summary: 'One store',
        params: storeIdParamsSchema,
        response: { 200: dataOf(storeSchema), ...errors, 404: errorBodySchema },
      },
    },
    async (request) => ({ data: await getStore(app.db, currentUser(request), request.params.id) }),
  );

  app.put(
    '/api/stores/:id',
    {
      schema: {
        tags: ['stores'],
        summary: 'Rename a store or change its settings',
        params: storeIdParamsSchema,
        body: updateStoreInputSchema,
        response: { 200: dataOf(storeSchema), ...errors, 404: errorBodySchema },
      },
    },
    async (request) => ({
      data: await updateStore(app.db, currentUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/stores/:id',
    {
      schema: {
        tags: ['stores'],
        summary: 'Delete a store',
        params: storeIdParamsSchema,
        response: { 200: dataOf(messageSchema), ...errors, 404: errorBodySchema },
      },
    },
    async (request) => {
      await deleteStore(app.db, currentUser(request), request.params.id);
      return { data: { message: storeMessages.deleted } };
    },
  );
};
