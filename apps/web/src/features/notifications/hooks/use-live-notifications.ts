import {
  type Notification,
  notificationEvents,
  type Role,
  syncNotificationEvents,
} from '@stitchworks/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  onRealtimeEvent,
  onRealtimeReconnect,
  type RealtimeEvent,
  useRealtimeConnection,
} from '../../../lib/socket';
import {
  addNotification,
  markAllNotificationsViewed,
  markNotificationViewed,
} from '../api/notifications-cache';
import { notificationsKeys } from '../api/query-keys';

const recordedEvents = notificationEvents.filter(
  (event) => !(syncNotificationEvents as readonly string[]).includes(event),
) as Exclude<RealtimeEvent, (typeof syncNotificationEvents)[number]>[];

/**
 * Opens the realtime channel for the signed-in role and applies its events to the cached
 * notifications: a new one appears at once, views in another tab are mirrored here.
 */
export function useLiveNotifications(role: Role) {
  const queryClient = useQueryClient();
  useRealtimeConnection(role);

  useEffect(() => {
    const onNew = (notification: Notification) => addNotification(queryClient, notification);
    const stops = [
      ...recordedEvents.map((event) => onRealtimeEvent(event, onNew)),
      onRealtimeEvent('view-notification', ({ id, count }) =>
        markNotificationViewed(queryClient, id, count),
      ),
      onRealtimeEvent('view-all-notification', () => markAllNotificationsViewed(queryClient)),
      // Whatever happened while the socket was down is loaded again.
      onRealtimeReconnect(
        () => void queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
      ),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [queryClient]);
}
