import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const orderImportRoutes: FastifyPluginAsyncZod = async () => {};
