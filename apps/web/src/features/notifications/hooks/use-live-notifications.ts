import {
  type Notification,
  notificationEvents,
  type Role,
  syncNotificationEvents,
} from '@stitchworks/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentUserKeys } from '../../../lib/current-user';
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

/** Events that move the seller's credit: the header balance and the ledger reload. */
const creditEvents = ['approve-deposit', 'approve-refund'] as const;
/** The transactions feature's query key root (features do not import each other). */
const TRANSACTIONS_KEY = ['transactions'] as const;

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
    const reloadCredit = () => {
      void queryClient.invalidateQueries({ queryKey: currentUserKeys.credit() });
      void queryClient.invalidateQueries({ queryKey: TRANSACTIONS_KEY });
    };
    const stops = [
      ...recordedEvents.map((event) => onRealtimeEvent(event, onNew)),
      onRealtimeEvent('view-notification', ({ id, count }) =>
        markNotificationViewed(queryClient, id, count),
      ),
      onRealtimeEvent('view-all-notification', () => markAllNotificationsViewed(queryClient)),
      ...creditEvents.map((event) => onRealtimeEvent(event, reloadCredit)),
      // Whatever happened while the socket was down is loaded again.
      onRealtimeReconnect(() => {
        void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
        reloadCredit();
      }),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [queryClient]);
}
