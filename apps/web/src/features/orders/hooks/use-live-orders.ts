import type { Role } from '@stitchworks/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onRealtimeEvent, onRealtimeReconnect } from '../../../lib/socket';
import { ordersKeys } from '../api/query-keys';

/** The roles that hear `update-order` (spec 01 §6): staff who work orders. */
const listeners: readonly Role[] = ['admin', 'manager', 'supporter'];
const RELOAD_DELAY_MS = 400;

/**
 * Keeps the order screens current for staff: an `update-order` event (any change of any order)
 * reloads the lists, details and counts on screen; so does a reconnect, since events sent while
 * the socket was down are lost. The shell keeps the socket open.
 */
export function useLiveOrders(role: Role) {
  const queryClient = useQueryClient();
  const live = listeners.includes(role);
  useEffect(() => {
    if (!live) return;
    // An import or a bulk archive raises one event per order: reload once after the burst.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reload = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
        RELOAD_DELAY_MS,
      );
    };
    const stops = [onRealtimeEvent('update-order', reload), onRealtimeReconnect(reload)];
    return () => {
      clearTimeout(timer);
      for (const stop of stops) stop();
    };
  }, [live, queryClient]);
}
