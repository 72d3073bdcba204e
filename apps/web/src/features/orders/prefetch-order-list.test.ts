import type { SelfUser } from '@stitchworks/shared/schemas/users';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selfQueryOptions } from '../../lib/current-user';
import { ordersKeys } from './api/query-keys';
import { orderListQueryOf, validateOrderListSearch } from './order-list-search';
import { prefetchOrderList } from './prefetch-order-list';

const search = validateOrderListSearch({ status: 'processing', userId: 7, keyword: ' #DEMO ' });

function clientFor(role: SelfUser['role'] | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (role) client.setQueryData(selfQueryOptions().queryKey, { id: 1, role } as SelfUser);
  return client;
}

const listKeys = (client: QueryClient) =>
  client
    .getQueryCache()
    .findAll({ queryKey: ordersKeys.lists() })
    .map((query) => query.queryKey);

describe('prefetchOrderList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the page the list will show, under the list's own key", async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    const client = clientFor('admin');
    prefetchOrderList(client, search);
    expect(listKeys(client)).toEqual([ordersKeys.list(orderListQueryOf(search, { staff: true }))]);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const url = new URL(String((fetch.mock.calls[0] as unknown[])[0]), 'http://app');
    expect(url.pathname).toBe('/api/orders');
    expect(url.searchParams.get('status')).toBe('processing');
    expect(url.searchParams.get('keyword')).toBe('DEMO');
    expect(url.searchParams.get('userId')).toBe('7');
  });

  it("a seller's page has no seller filter, as the seller's list asks", () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const client = clientFor('seller');
    prefetchOrderList(client, search);
    const [key] = listKeys(client);
    expect(key).toEqual(ordersKeys.list(orderListQueryOf(search, { staff: false })));
    expect(key?.[2]).toMatchObject({ status: 'processing', userId: undefined });
  });

  it('asks for nothing before the signed-in user is known', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const client = clientFor(null);
    prefetchOrderList(client, search);
    expect(listKeys(client)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
  });
});
