import type { StoreKeyInfo } from '@stitchworks/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storesKeys } from './query-keys';

/** An api or platfox store's live order key, by its prefix and when it was made; null for none. */
export async function getStoreKey(storeId: number, signal?: AbortSignal): Promise<StoreKeyInfo> {
  const body = await apiClient.get<{ data: StoreKeyInfo }>(`/stores/${storeId}/key`, { signal });
  return body.data;
}

export function useStoreKey(storeId: number, enabled = true) {
  return useQuery({
    queryKey: storesKeys.key(storeId),
    queryFn: ({ signal }) => getStoreKey(storeId, signal),
    enabled,
  });
}
