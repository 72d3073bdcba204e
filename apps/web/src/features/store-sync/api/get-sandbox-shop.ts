import type { SandboxShop } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storeSyncKeys } from './query-keys';

/** How often the sandbox shop is read again while its panel is open: tracking arrives by job. */
export const SANDBOX_SHOP_REFRESH_MS = 5_000;

export async function getSandboxShop(storeId: number, signal?: AbortSignal): Promise<SandboxShop> {
  const body = await apiClient.get<{ data: SandboxShop }>(`/stores/${storeId}/sandbox-shop`, {
    signal,
    // Read every few seconds: a failure shows in the panel, not as a toast each time.
    silent: true,
  });
  return body.data;
}

export function sandboxShopQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: storeSyncKeys.sandboxShop(storeId),
    queryFn: ({ signal }) => getSandboxShop(storeId, signal),
  });
}

export function useSandboxShop(storeId: number, live: boolean) {
  return useQuery({
    ...sandboxShopQueryOptions(storeId),
    refetchInterval: live ? SANDBOX_SHOP_REFRESH_MS : false,
  });
}
