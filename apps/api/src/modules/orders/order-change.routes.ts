import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const orderChangeRoutes: FastifyPluginAsyncZod = async () => {};
