import { type Notification, notificationSchema } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { markNotificationViewed } from './notifications-cache';

export async function viewNotification(id: number): Promise<Notification> {
  const body = await apiClient.patch<{ data: Notification }>('/notifications/view', { id });
  return notificationSchema.parse(body.data);
}

/** Marks one notification viewed (the item was opened). */
export function useViewNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notification: Pick<Notification, 'id' | 'status'>) =>
      viewNotification(notification.id),
    onSuccess: (_viewed, notification) => {
      if (notification.status === 0) markNotificationViewed(queryClient, notification.id);
    },
  });
}
