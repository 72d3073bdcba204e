import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const costListsRoutes: FastifyPluginAsyncZod = async () => {};
