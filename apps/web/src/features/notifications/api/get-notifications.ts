import {
  NOTIFICATION_PAGE_SIZE,
  type NotificationList,
  type NotificationListQuery,
  notificationListSchema,
} from '@stitchworks/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { notificationsKeys } from './query-keys';

export async function getNotifications(
  query: NotificationListQuery,
  signal?: AbortSignal,
): Promise<NotificationList> {
  const body = await apiClient.get<{ data: NotificationList }>('/notifications', {
    query,
    signal,
    // Spec 01 §8: notification load errors are silently ignored.
    silent: true,
  });
  return notificationListSchema.parse(body.data);
}

export function notificationsQueryOptions(query: NotificationListQuery) {
  return queryOptions({
    queryKey: notificationsKeys.list(query),
    queryFn: ({ signal }) => getNotifications(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of the signed-in user's notifications (the /notifications page). */
export function useNotifications(query: NotificationListQuery, enabled = true) {
  return useQuery({ ...notificationsQueryOptions(query), enabled });
}

/** The 10 newest, for the bell's dropdown; kept up to date by the socket events. */
export function useLatestNotifications(enabled: boolean) {
  return useQuery({
    ...notificationsQueryOptions({ page: 1, limit: NOTIFICATION_PAGE_SIZE }),
    enabled,
  });
}
