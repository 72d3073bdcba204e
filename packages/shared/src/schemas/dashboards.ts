import { z } from 'zod';
import { orderStatuses } from '../enums/orders.ts';
import { embStatuses } from '../enums/production.ts';
import { transactionTypes } from '../enums/transactions.ts';
import { factories } from '../enums/users.ts';
import { validationMessages as m } from '../messages.ts';
import { hasNoControlCharacters, idSchema, unixSecondsSchema } from './common.ts';

/** Toasts of the dashboards (spec 02 §10), word for word. */
export const dashboardMessages = {
  sellerOverviewFailed: 'Get seller overview fail',
  newsFailed: 'Get news fail',
} as const;

/** Date-range filter values (spec 01 §3); the dashboards' default is the current month. */
export const dateRanges = [
  'today',
  'yesterday',
  'week',
  'month',
  'last_month',
  'year',
  'all',
] as const;
export type DateRange = (typeof dateRanges)[number];
export const DEFAULT_DASHBOARD_RANGE: DateRange = 'month';

/** Asia/Bangkok is UTC+7 all year (no daylight saving), so day boundaries are fixed offsets. */
const BANGKOK_OFFSET_SECONDS = 7 * 3600;
const DAY = 86_400;

/**
 * A range's bounds as unix seconds in Asia/Bangkok: from the start of its first day to the end of
 * its last (inclusive); 'all' has no bounds. A week starts on Monday; 'week', 'month' and 'year'
 * end today.
 */
export function dateRangeBounds(
  range: DateRange,
  now: Date = new Date(),
): { from: number | null; to: number | null } {
  if (range === 'all') return { from: null, to: null };
  const local = new Date(now.getTime() + BANGKOK_OFFSET_SECONDS * 1000);
  const y = local.getUTCFullYear();
  const mo = local.getUTCMonth();
  const d = local.getUTCDate();
  const dayStart = (year: number, month: number, day: number) =>
    Date.UTC(year, month, day) / 1000 - BANGKOK_OFFSET_SECONDS;
  const today = dayStart(y, mo, d);
  const endOfToday = today + DAY - 1;
  switch (range) {
    case 'today':
      return { from: today, to: endOfToday };
    case 'yesterday':
      return { from: today - DAY, to: today - 1 };
    case 'week': {
      const sinceMonday = (local.getUTCDay() + 6) % 7;
      return { from: today - sinceMonday * DAY, to: endOfToday };
    }
    case 'month':
      return { from: dayStart(y, mo, 1), to: endOfToday };
    case 'last_month':
      return { from: dayStart(y, mo - 1, 1), to: dayStart(y, mo, 1) - 1 };
    case 'year':
      return { from: dayStart(y, 0, 1), to: endOfToday };
  }
}

/**
 * The dashboards' query: a named range (Asia/Bangkok), or explicit bounds in unix seconds which
 * win over it.
 */
export const dashboardQuerySchema = z.object({
  range: z.enum(dateRanges).default(DEFAULT_DASHBOARD_RANGE),
  from: unixSecondsSchema.optional(),
  to: unixSecondsSchema.optional(),
});
export type DashboardQuery = Partial<z.output<typeof dashboardQuerySchema>>;

/** Series points are days (YYYY-MM-DD) for ranges up to 92 days, months (YYYY-MM-01) beyond. */
export const dashboardBuckets = ['day', 'month'] as const;
export type DashboardBucket = (typeof dashboardBuckets)[number];

const rangeFields = {
  range: z.enum(dateRanges),
  from: z.number().nullable(),
  to: z.number().nullable(),
  bucket: z.enum(dashboardBuckets),
};

const statusCountSchema = z.object({ status: z.enum(orderStatuses), orders: z.number() });

/** GET /dashboard/seller: the signed-in seller's own numbers. Amounts in dollars. */
export const sellerDashboardSchema = z.object({
  ...rangeFields,
  ordersByStatus: z.array(statusCountSchema),
  spendPerDay: z.array(z.object({ day: z.string(), amount: z.number(), orders: z.number() })),
  /** The credit at the end of each day that moved it; `opening` is the credit before the range. */
  credit: z.object({
    opening: z.number(),
    current: z.number(),
    points: z.array(z.object({ day: z.string(), balance: z.number() })),
  }),
  waiting: z.object({
    unpaidOrders: z.number(),
    unverifiedAddresses: z.number(),
    stitchOutsToApprove: z.number(),
    /** The order item of the oldest stitch-out waiting, to open it directly. */
    firstStitchOut: z.object({ orderId: z.number(), itemId: z.number() }).nullable(),
    onHold: z.number(),
  }),
});
export type SellerDashboard = z.infer<typeof sellerDashboardSchema>;

const dayFactorySchema = z.object({
  day: z.string(),
  factory: z.enum(factories),
  orders: z.number(),
  paidOrders: z.number(),
  unpaidOrders: z.number(),
  revenue: z.number(),
});

/** GET /dashboard/admin/report2?range: orders and revenue per day and factory, top sellers. */
export const adminRangeReportSchema = z.object({
  ...rangeFields,
  perDay: z.array(dayFactorySchema),
  totals: z.object({
    orders: z.number(),
    paidOrders: z.number(),
    unpaidOrders: z.number(),
    revenue: z.number(),
  }),
  ordersByStatus: z.array(statusCountSchema),
  topSellers: z.array(
    z.object({ userId: z.number(), name: z.string(), orders: z.number(), revenue: z.number() }),
  ),
});
export type AdminRangeReport = z.infer<typeof adminRangeReportSchema>;

const productionCountsSchema = z.array(
  z.object({ productionStatus: z.number(), orders: z.number() }),
);

/** GET /dashboard/admin/report: what waits now (no range). */
export const adminLiveReportSchema = z.object({
  productionStatus: productionCountsSchema,
  pendingTransactions: z.array(
    z.object({ type: z.enum(transactionTypes), count: z.number(), amount: z.number() }),
  ),
  unverifiedAddresses: z.number(),
  cancelRequests: z.number(),
  updateRequests: z.number(),
  stitchOutsToDigitize: z.number(),
});
export type AdminLiveReport = z.infer<typeof adminLiveReportSchema>;

/** GET /dashboard/manager/report?range: the business's orders without money. */
export const managerReportSchema = z.object({
  ...rangeFields,
  perDay: z.array(
    dayFactorySchema.pick({ day: true, factory: true, orders: true, paidOrders: true }),
  ),
  ordersByStatus: z.array(statusCountSchema),
  productionStatus: productionCountsSchema,
  topSellers: z.array(z.object({ userId: z.number(), name: z.string(), orders: z.number() })),
  cancelRequests: z.number(),
  updateRequests: z.number(),
});
export type ManagerReport = z.infer<typeof managerReportSchema>;

/** GET /dashboard/designer: the designer's queue and this month's work (Asia/Bangkok). */
export const designerDashboardSchema = z.object({
  queue: z.array(z.object({ status: z.enum(embStatuses), count: z.number() })),
  /** Jobs nobody has taken yet. */
  unassigned: z.number(),
  acceptedThisMonth: z.number(),
  earnedThisMonth: z.number(),
});
export type DesignerDashboard = z.infer<typeof designerDashboardSchema>;

/** GET /dashboard/supporter: what waits for support. There is no ticket table yet. */
export const supporterDashboardSchema = z.object({
  unverifiedAddresses: z.number(),
  cancelRequests: z.number(),
  updateRequests: z.number(),
});
export type SupporterDashboard = z.infer<typeof supporterDashboardSchema>;

// Announcements and news (spec 03 §1: "The dashboard shows an overview, announcements and news").
export const announcementKinds = ['announcement', 'news'] as const;
export type AnnouncementKind = (typeof announcementKinds)[number];
export const announcementAudiences = ['all', 'sellers', 'staff'] as const;
export type AnnouncementAudience = (typeof announcementAudiences)[number];

export const announcementSchema = z.object({
  id: z.number(),
  kind: z.enum(announcementKinds),
  title: z.string(),
  body: z.string(),
  audience: z.enum(announcementAudiences),
  publishedAt: z.string(),
  createdAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementListQuerySchema = z.object({
  kind: z.enum(announcementKinds).optional(),
  /** Admins may look at one audience's list; everyone else gets what is meant for them. */
  audience: z.enum(announcementAudiences).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type AnnouncementListQuery = Partial<z.output<typeof announcementListQuerySchema>>;

export const announcementInputSchema = z.object({
  kind: z.enum(announcementKinds),
  title: z
    .string()
    .trim()
    .min(1, m.required)
    .max(200, m.max)
    .refine(hasNoControlCharacters, m.required),
  body: z.string().trim().min(1, m.required).max(5000, m.max),
  audience: z.enum(announcementAudiences).default('all'),
  /** When it shows (unix seconds); now when left out. */
  publishedAt: unixSecondsSchema.optional(),
});
export type AnnouncementInput = z.input<typeof announcementInputSchema>;

export const announcementIdParamsSchema = z.object({
  id: idSchema,
});
