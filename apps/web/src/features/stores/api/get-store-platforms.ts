import type { StorePlatformModes } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storesKeys } from './query-keys';

export async function getStorePlatforms(signal?: AbortSignal): Promise<StorePlatformModes> {
  const body = await apiClient.get<{ data: StorePlatformModes }>('/stores/platforms', {
    signal,
    silent: true,
  });
  return body.data;
}

/** Whether each platform connects for real or through the built-in sandbox (server settings). */
export function storePlatformsQueryOptions() {
  return queryOptions({
    queryKey: storesKeys.platforms(),
    queryFn: ({ signal }) => getStorePlatforms(signal),
    staleTime: 10 * 60_000,
  });
}

export function useStorePlatforms() {
  return useQuery(storePlatformsQueryOptions());
}
