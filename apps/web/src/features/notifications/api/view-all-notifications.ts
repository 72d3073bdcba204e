import { type NotificationCount, notificationCountSchema } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { markAllNotificationsViewed } from './notifications-cache';

/** Answers how many notifications were unviewed until now. */
export async function viewAllNotifications(): Promise<number> {
  const body = await apiClient.patch<{ data: NotificationCount }>('/notifications/view-all');
  return notificationCountSchema.parse(body.data).count;
}

/** 'Mark All as Read'. */
export function useViewAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: viewAllNotifications,
    onSuccess: () => markAllNotificationsViewed(queryClient),
  });
}
