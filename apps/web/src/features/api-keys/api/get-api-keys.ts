import type { ApiKey } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { apiKeysKeys } from './query-keys';

export type ApiKeyList = { rows: ApiKey[]; count: number; totalPage: number };

export async function getApiKeys(signal?: AbortSignal): Promise<ApiKeyList> {
  const body = await apiClient.get<{ data: ApiKeyList }>('/api-keys', { signal });
  return body.data;
}

export function apiKeysQueryOptions() {
  return queryOptions({
    queryKey: apiKeysKeys.list(),
    queryFn: ({ signal }) => getApiKeys(signal),
  });
}

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}
