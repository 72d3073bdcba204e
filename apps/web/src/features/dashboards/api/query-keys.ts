import type { AnnouncementListQuery } from '@stitchworks/shared';
import type { dashboardQueryOf } from '../dashboard-range';

type RangeQuery = ReturnType<typeof dashboardQueryOf>;

/** Query keys of the dashboards; announcements sit under their own root. */
export const dashboardsKeys = {
  all: ['dashboards'] as const,
  seller: (query: RangeQuery) => [...dashboardsKeys.all, 'seller', query] as const,
  adminLive: () => [...dashboardsKeys.all, 'admin', 'live'] as const,
  adminRange: (query: RangeQuery) => [...dashboardsKeys.all, 'admin', 'range', query] as const,
  manager: (query: RangeQuery) => [...dashboardsKeys.all, 'manager', query] as const,
  designer: () => [...dashboardsKeys.all, 'designer'] as const,
  supporter: () => [...dashboardsKeys.all, 'supporter'] as const,
  announcements: ['announcements'] as const,
  announcementList: (query: AnnouncementListQuery) =>
    [...dashboardsKeys.announcements, query] as const,
};
