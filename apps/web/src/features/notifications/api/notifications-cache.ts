import {
  NOTIFICATION_PAGE_SIZE,
  type Notification,
  type NotificationList,
} from '@stitchworks/shared';
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { notificationsKeys } from './query-keys';

/**
 * Each change (a socket event or the user's own action) is applied to the cache at once, then what
 * is on screen is refetched, so filtered pages and counts stay exact; `told`: queries the change
 * set exactly, spared.
 */
function refresh(queryClient: QueryClient, told: readonly QueryKey[] = []) {
  const spared = new Set(told.map(hashKey));
  void queryClient.invalidateQueries({
    queryKey: notificationsKeys.all,
    predicate: (query) => !spared.has(query.queryHash),
  });
}

/**
 * A new notification: first in the dropdown, one more unviewed. The event tells both exactly, so
 * only the other lists (the notifications page's filters and pages) are fetched again: every
 * socket of a role gets the event at once, and each refetching the bell's count and dropdown made
 * a request per user for every event.
 */
export function addNotification(queryClient: QueryClient, notification: Notification) {
  const bump = notification.status === 0 ? 1 : 0;
  queryClient.setQueryData<number>(notificationsKeys.totalNew(), (count) =>
    count === undefined ? count : count + bump,
  );
  queryClient.setQueryData<NotificationList>(notificationsKeys.latest(), (list) => {
    if (!list) return list;
    const rows = [notification, ...list.rows.filter((row) => row.id !== notification.id)];
    const count = list.count + 1;
    return {
      rows: rows.slice(0, NOTIFICATION_PAGE_SIZE),
      count,
      totalPage: Math.ceil(count / NOTIFICATION_PAGE_SIZE),
      totalUnviewed: list.totalUnviewed + bump,
    };
  });
  refresh(queryClient, [notificationsKeys.totalNew(), notificationsKeys.latest()]);
}

function markRows(
  queryClient: QueryClient,
  isViewed: (row: Notification) => boolean,
  totalUnviewed: (list: NotificationList) => number,
) {
  queryClient.setQueriesData<NotificationList>({ queryKey: notificationsKeys.lists() }, (list) =>
    list
      ? {
          ...list,
          rows: list.rows.map((row) => (isViewed(row) ? { ...row, status: 1 } : row)),
          totalUnviewed: totalUnviewed(list),
        }
      : list,
  );
}

/**
 * An unviewed notification was viewed (here or in another tab); `count` is what stays unviewed
 * when the server says so.
 */
export function markNotificationViewed(queryClient: QueryClient, id: number, count?: number) {
  const less = (current: number) => count ?? Math.max(0, current - 1);
  queryClient.setQueryData<number>(notificationsKeys.totalNew(), (current) =>
    current === undefined ? count : less(current),
  );
  markRows(
    queryClient,
    (row) => row.id === id,
    (list) => less(list.totalUnviewed),
  );
  refresh(queryClient);
}

/** Everything viewed. */
export function markAllNotificationsViewed(queryClient: QueryClient) {
  queryClient.setQueryData<number>(notificationsKeys.totalNew(), 0);
  markRows(
    queryClient,
    () => true,
    () => 0,
  );
  refresh(queryClient);
}
