import { NOTIFICATION_PAGE_SIZE, type NotificationListQuery } from '@stitchworks/shared';

export const notificationsKeys = {
  all: ['notifications'] as const,
  totalNew: () => [...notificationsKeys.all, 'total-new'] as const,
  lists: () => [...notificationsKeys.all, 'list'] as const,
  list: (query: NotificationListQuery) => [...notificationsKeys.lists(), query] as const,
  /** The bell's dropdown: the 10 newest (the first page of the unfiltered list). */
  latest: () => notificationsKeys.list({ page: 1, limit: NOTIFICATION_PAGE_SIZE }),
};
