import type { QueryClient } from '@tanstack/react-query';
import { selfQueryOptions } from '../../lib/current-user';
import { ordersQueryOptions } from './api/get-orders';
import { type OrderListSearch, orderListQueryOf } from './order-list-search';

/**
 * Asks for the order list's page of `search` as soon as the navigation to it starts (a filter
 * picked, a link followed or hovered), so the request is on its way while the page draws. Not
 * awaited by the route: the rows on screen stay until the new ones arrive. Does nothing before the
 * shell's guard has loaded who is signed in (the list's query depends on it).
 */
export function prefetchOrderList(client: QueryClient, search: OrderListSearch): void {
  const me = client.getQueryData(selfQueryOptions().queryKey);
  if (!me) return;
  void client.prefetchQuery(
    ordersQueryOptions(orderListQueryOf(search, { staff: me.role !== 'seller' })),
  );
}
