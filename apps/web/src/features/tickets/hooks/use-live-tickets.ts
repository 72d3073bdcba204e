import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onRealtimeEvent, onRealtimeReconnect } from '../../../lib/socket';
import { ticketKeys } from '../api/query-keys';

/**
 * Keeps the ticket screens current: a `ticket` event (the other side wrote, opened or assigned a
 * ticket) reloads the lists and the ticket it names; a reconnect reloads everything, since events
 * sent while the socket was down are lost. The shell keeps the socket open.
 */
export function useLiveTickets() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const reloadAll = () => void queryClient.invalidateQueries({ queryKey: ticketKeys.all });
    const stops = [
      onRealtimeEvent('ticket', (notification) => {
        const ticketId = Number(notification.meta.ticketId);
        void queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
        if (Number.isInteger(ticketId)) {
          void queryClient.invalidateQueries({ queryKey: ticketKeys.detail(ticketId) });
        }
      }),
      onRealtimeReconnect(reloadAll),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [queryClient]);
}
