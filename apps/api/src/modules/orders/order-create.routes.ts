import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const orderCreateRoutes: FastifyPluginAsyncZod = async () => {};
