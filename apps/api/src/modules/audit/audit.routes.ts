import { auditListSchema, auditQuerySchema, dataOf, errorBodySchema } from '@stitchworks/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAuditHistory } from './audit-history.service.ts';

/** Reading the audit trail (admin): by entity, or one user's whole history. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/audit',
    {
      schema: {
        tags: ['audit'],
        summary: 'Staff changes, newest first: by entity, or a user with their discounts and keys',
        querystring: auditQuerySchema,
        response: {
          200: dataOf(auditListSchema),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => ({ data: await listAuditHistory(app.db, request.query) }),
  );
};
