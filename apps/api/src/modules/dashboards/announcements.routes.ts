import {
  announcementIdParamsSchema,
  announcementInputSchema,
  announcementListQuerySchema,
  announcementSchema,
  dataOf,
  errorBodySchema,
} from '@stitchworks/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import {
  createAnnouncement,
  editAnnouncement,
  listAnnouncements,
  removeAnnouncement,
} from './announcements.service.ts';

const denied = { 401: errorBodySchema, 403: errorBodySchema };

/** Announcements and news shown on the dashboards (spec 03 §1); admins write them. */
export const announcementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/announcements',
    {
      schema: {
        tags: ['dashboards'],
        summary:
          'Announcements or news for the signed-in user, newest first (admins: every audience, scheduled ones too)',
        querystring: announcementListQuerySchema,
        response: { 200: dataOf(z.array(announcementSchema)), 400: errorBodySchema, ...denied },
      },
    },
    async (request) => ({
      data: await listAnnouncements(app.db, currentUser(request), request.query),
    }),
  );

  app.post(
    '/api/announcements',
    {
      schema: {
        tags: ['dashboards'],
        summary: 'Publish an announcement or a news item for everyone, sellers or staff',
        body: announcementInputSchema,
        response: { 200: dataOf(announcementSchema), 400: errorBodySchema, ...denied },
      },
    },
    async (request) => ({
      data: await createAnnouncement(app.db, currentUser(request), request.body),
    }),
  );

  app.put(
    '/api/announcements/:id',
    {
      schema: {
        tags: ['dashboards'],
        summary: 'Change an announcement or news item',
        params: announcementIdParamsSchema,
        body: announcementInputSchema,
        response: {
          200: dataOf(announcementSchema),
          400: errorBodySchema,
          404: errorBodySchema,
          ...denied,
        },
      },
    },
    async (request) => ({
      data: await editAnnouncement(app.db, request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/announcements/:id',
    {
      schema: {
        tags: ['dashboards'],
        summary: 'Remove an announcement or news item',
        params: announcementIdParamsSchema,
        response: { 200: z.object({ data: z.null() }), 404: errorBodySchema, ...denied },
      },
    },
    async (request) => {
      await removeAnnouncement(app.db, request.params.id);
      return { data: null };
    },
  );
};
