import { type NotificationCount, notificationCountSchema } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { notificationsKeys } from './query-keys';

export async function getTotalNew(signal?: AbortSignal): Promise<number> {
  const body = await apiClient.get<{ data: NotificationCount }>('/notifications/total_new', {
    signal,
    silent: true,
  });
  return notificationCountSchema.parse(body.data).count;
}

export function totalNewQueryOptions() {
  return queryOptions({
    queryKey: notificationsKeys.totalNew(),
    queryFn: ({ signal }) => getTotalNew(signal),
  });
}

/** How many notifications the signed-in user has not viewed: the bell's badge. */
export function useTotalNew(enabled: boolean) {
  return useQuery({ ...totalNewQueryOptions(), enabled });
}
