import { dataOf, errorBodySchema, errorMessages, healthSchema } from '@stitchworks/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: dataOf(healthSchema), 503: errorBodySchema },
      },
      config: { rateLimit: false },
    },
    async () => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError('SERVICE_UNAVAILABLE', errorMessages.databaseUnreachable);
      }
      return {
        data: { status: 'ok' as const, database: 'ok' as const, time: new Date().toISOString() },
      };
    },
  );
};
