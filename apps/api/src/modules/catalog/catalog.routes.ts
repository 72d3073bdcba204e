import {
  bootstrapSchema,
  catalogIdParamsSchema,
  catalogInputSchema,
  catalogSchema,
  dataOf,
  errorBodySchema,
} from '@stitchworks/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { getBootstrap } from './bootstrap.service.ts';
import { createCatalog, getCatalog, listCatalogs, updateCatalog } from './catalog.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bootstrap',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Catalogs of each factory and the caller’s own price list',
        response: { 200: dataOf(bootstrapSchema), ...errors },
      },
    },
    async (request) => ({ data: await getBootstrap(app.db, currentUser(request)) }),
  );

  app.get(
    '/api/catalogs',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Every catalog, active or not (admin)',
        response: { 200: dataOf(z.array(catalogSchema)), ...errors },
      },
    },
    async () => ({ data: await listCatalogs(app.db) }),
  );

  app.get(
    '/api/catalogs/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One catalog (admin)',
        params: catalogIdParamsSchema,
        response: { 200: dataOf(catalogSchema), ...errors, 404: errorBodySchema },
      },
    },
    async (request) => ({ data: await getCatalog(app.db, request.params.id) }),
  );

  app.post(
    '/api/catalogs',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Add a catalog (admin; audited)',
        body: catalogInputSchema,
        response: { 201: dataOf(catalogSchema), ...errors },
      },
    },
    async (request, reply) => {
      const catalog = await createCatalog(app.db, currentUser(request), request.body);
      return reply.status(201).send({ data: catalog });
    },
  );

  app.put(
    '/api/catalogs/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Change a catalog’s sizes, colors, positions or prices (admin; audited)',
        params: catalogIdParamsSchema,
        body: catalogInputSchema,
        response: { 200: dataOf(catalogSchema), ...errors, 404: errorBodySchema },
      },
    },
    async (request) => ({
      data: await updateCatalog(app.db, currentUser(request), request.params.id, request.body),
    }),
  );
};
