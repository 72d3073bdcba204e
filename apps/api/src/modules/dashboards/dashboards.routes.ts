import {
  adminLiveReportSchema,
  adminRangeReportSchema,
  dashboardQuerySchema,
  dataOf,
  designerDashboardSchema,
  errorBodySchema,
  managerReportSchema,
  sellerDashboardSchema,
  supporterDashboardSchema,
} from '@stitchworks/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import {
  getAdminLiveReport,
  getAdminRangeReport,
  getDesignerDashboard,
  getManagerReport,
  getSellerDashboard,
  getSupporterDashboard,
} from './dashboards.service.ts';

const denied = { 401: errorBodySchema, 403: errorBodySchema };
const rangeNote =
  'range is one of today, yesterday, week, month, last_month, year, all (Asia/Bangkok); from and to (unix seconds) win over it. Amounts in dollars';

/** The dashboards of each role (spec 02 "Dashboards", spec 01 §2). */
export const dashboardsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard/seller',
    {
      schema: {
        tags: ['dashboards'],
        summary: `The signed-in seller's overview: orders by status, spend per day, credit over time, what waits. ${rangeNote}`,
        querystring: dashboardQuerySchema,
        response: { 200: dataOf(sellerDashboardSchema), 400: errorBodySchema, ...denied },
      },
    },
    async (request) => ({
      data: await getSellerDashboard(app.db, currentUser(request), request.query),
    }),
  );

  app.get(
    '/api/dashboard/admin/report',
    {
      schema: {
        tags: ['dashboards'],
        summary:
          'What waits now: production status counts, deposits and withdrawals to approve, order requests',
        response: { 200: dataOf(adminLiveReportSchema), ...denied },
      },
    },
    async () => ({ data: await getAdminLiveReport(app.db) }),
  );

  app.get(
    '/api/dashboard/admin/report2',
    {
      schema: {
        tags: ['dashboards'],
        summary: `Orders and revenue per day and factory, paid and unpaid, top sellers. ${rangeNote}`,
        querystring: dashboardQuerySchema,
        response: { 200: dataOf(adminRangeReportSchema), 400: errorBodySchema, ...denied },
      },
    },
    async (request) => ({ data: await getAdminRangeReport(app.db, request.query) }),
  );

  app.get(
    '/api/dashboard/manager/report',
    {
      schema: {
        tags: ['dashboards'],
        summary: `Orders per day and factory, statuses, production and top sellers, without money. ${rangeNote}`,
        querystring: dashboardQuerySchema,
        response: { 200: dataOf(managerReportSchema), 400: errorBodySchema, ...denied },
      },
    },
    async (request) => ({ data: await getManagerReport(app.db, request.query) }),
  );

  app.get(
    '/api/dashboard/designer',
    {
      schema: {
        tags: ['dashboards'],
        summary: "The designer's job queue by status and this month's accepted work (Asia/Bangkok)",
        response: { 200: dataOf(designerDashboardSchema), ...denied },
      },
    },
    async (request) => ({ data: await getDesignerDashboard(app.db, currentUser(request)) }),
  );

  app.get(
    '/api/dashboard/supporter',
    {
      schema: {
        tags: ['dashboards'],
        summary: 'Orders waiting for support: unverified addresses, cancel and update requests',
        response: { 200: dataOf(supporterDashboardSchema), ...denied },
      },
    },
    async () => ({ data: await getSupporterDashboard(app.db) }),
  );
};
