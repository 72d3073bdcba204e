import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const orderReadRoutes: FastifyPluginAsyncZod = async () => {};
