import {
  dataOf,
  errorBodySchema,
  messageSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productListSchema,
  productMessages,
  productSchema,
  productSkuParamsSchema,
  productsInBulkInputSchema,
  updateProductInputSchema,
} from '@stitchworks/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import {
  createProductsInBulk,
  deleteProduct,
  getProduct,
  getProductBySku,
  listProducts,
  updateProduct,
} from './products.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const withNotFound = { ...errors, 404: errorBodySchema };

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/products/in-bulk',
    {
      schema: {
        tags: ['products'],
        summary: 'Create one product per chosen catalog for a store (the wizard’s last step)',
        body: productsInBulkInputSchema,
        response: { 201: dataOf(z.array(productSchema)), ...errors },
      },
    },
    async (request, reply) => {
      const products = await createProductsInBulk(
        app.db,
        app.storage,
        currentUser(request),
        request.body,
      );
      return reply.status(201).send({ data: products });
    },
  );

  app.get(
    '/api/products',
    {
      schema: {
        tags: ['products'],
        summary: 'The seller’s products by page, status and tab (catalog category)',
        querystring: productListQuerySchema,
        response: { 200: dataOf(productListSchema), ...errors },
      },
    },
    async (request) => ({
      data: await listProducts(app.db, app.storage, currentUser(request), request.query),
    }),
  );

  app.get(
    '/api/products/by-sku/:sku',
    {
      schema: {
        tags: ['products'],
        summary: 'A product by its sku or one of its variations’ skus',
        params: productSkuParamsSchema,
        response: { 200: dataOf(productSchema), ...withNotFound },
      },
    },
    async (request) => ({
      data: await getProductBySku(app.db, app.storage, currentUser(request), request.params.sku),
    }),
  );

  app.get(
    '/api/products/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'One product',
        params: productIdParamsSchema,
        response: { 200: dataOf(productSchema), ...withNotFound },
      },
    },
    async (request) => ({
      data: await getProduct(app.db, app.storage, currentUser(request), request.params.id),
    }),
  );

  app.put(
    '/api/products/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'Change a product’s title, description, keywords, variations or prices',
        params: productIdParamsSchema,
        body: updateProductInputSchema,
        response: { 200: dataOf(productSchema), ...withNotFound },
      },
    },
    async (request) => ({
      data: await updateProduct(
        app.db,
        app.storage,
        currentUser(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/api/products/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'Delete a product',
        params: productIdParamsSchema,
        response: { 200: dataOf(messageSchema), ...withNotFound },
      },
    },
    async (request) => {
      await deleteProduct(app.db, currentUser(request), request.params.id);
      return { data: { message: productMessages.deleted } };
    },
  );
};
