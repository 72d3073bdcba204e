import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storesKeys } from './query-keys';

/** The seller's store for a Shopify shop, if there is one, and its status. */
export type ShopifyCheck = { storeId: number | null; status: string | null };

export async function checkShopifyShop(shop: string, signal?: AbortSignal): Promise<ShopifyCheck> {
  const body = await apiClient.get<{ data: ShopifyCheck }>('/stores/shopify-check', {
    query: { shop },
    signal,
  });
  return body.data;
}

/** Asked once per visit of the install's return page: never served from an older visit. */
export function shopifyCheckQueryOptions(shop: string) {
  return queryOptions({
    queryKey: storesKeys.shopifyCheck(shop),
    queryFn: ({ signal }) => checkShopifyShop(shop, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useShopifyCheck(shop: string | undefined) {
  return useQuery({ ...shopifyCheckQueryOptions(shop ?? ''), enabled: Boolean(shop) });
}
