import {
  dataOf,
  errorBodySchema,
  notificationCountSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationSchema,
  viewNotificationInputSchema,
} from '@stitchworks/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import {
  countNewNotifications,
  listUserNotifications,
  viewAllNotifications,
  viewNotification,
} from './notifications.service.ts';

const denied = { 401: errorBodySchema, 403: errorBodySchema };

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The signed-in user’s notifications, newest first (10 a page)',
        description:
          '`status` 0 unviewed / 1 viewed; `createdFrom` and `createdTo` are unix seconds, both inclusive.',
        querystring: notificationListQuerySchema,
        response: { 200: dataOf(notificationListSchema), 400: errorBodySchema, ...denied },
      },
    },
    async (request) => ({
      data: await listUserNotifications(app.db, currentUser(request), request.query),
    }),
  );

  app.get(
    '/api/notifications/total_new',
    {
      schema: {
        tags: ['notifications'],
        summary: 'How many of the signed-in user’s notifications are unviewed',
        response: { 200: dataOf(notificationCountSchema), ...denied },
      },
    },
    async (request) => ({
      data: { count: await countNewNotifications(app.db, currentUser(request)) },
    }),
  );

  app.patch(
    '/api/notifications/view',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of the signed-in user’s notifications viewed',
        body: viewNotificationInputSchema,
        response: {
          200: dataOf(notificationSchema),
          400: errorBodySchema,
          404: errorBodySchema,
          ...denied,
        },
      },
    },
    async (request) => ({
      data: await viewNotification(app.db, currentUser(request), request.body.id),
    }),
  );

  app.patch(
    '/api/notifications/view-all',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark all the signed-in user’s notifications viewed',
        description: 'Answers how many notifications were unviewed until now.',
        response: { 200: dataOf(notificationCountSchema), ...denied },
      },
    },
    async (request) => ({
      data: { count: await viewAllNotifications(app.db, currentUser(request)) },
    }),
  );
};
