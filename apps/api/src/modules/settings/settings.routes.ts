import {
  businessSettingsSchema,
  dataOf,
  errorBodySchema,
  publicSettingsSchema,
  updateBusinessSettingsInputSchema,
} from '@stitchworks/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import {
  getBusinessSettings,
  getPublicSettings,
  updateBusinessSettings,
} from './settings.service.ts';

const denied = { 401: errorBodySchema, 403: errorBodySchema };

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings/public',
    {
      schema: {
        tags: ['settings'],
        summary: 'Settings the sign-in pages and the shell need (SSO ids, guide links, support)',
        response: { 200: dataOf(publicSettingsSchema) },
      },
    },
    async () => ({ data: await getPublicSettings(app.db, app.config) }),
  );

  app.get(
    '/api/settings/business',
    {
      schema: {
        tags: ['settings'],
        summary: 'Business settings: accepting new sellers, support e-mail',
        response: { 200: dataOf(businessSettingsSchema), ...denied },
      },
    },
    async () => ({ data: await getBusinessSettings(app.db, app.config) }),
  );

  app.put(
    '/api/settings/business',
    {
      schema: {
        tags: ['settings'],
        summary: 'Change the business settings (audited)',
        body: updateBusinessSettingsInputSchema,
        response: { 200: dataOf(businessSettingsSchema), 400: errorBodySchema, ...denied },
      },
    },
    async (request) => ({
      data: await updateBusinessSettings(app.db, app.config, currentUser(request), request.body),
    }),
  );
};
