import type { PlatformWebsite } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storesKeys } from './query-keys';

export async function getPlatformWebsites(signal?: AbortSignal): Promise<PlatformWebsite[]> {
  const body = await apiClient.get<{ data: { rows: PlatformWebsite[] } }>(
    '/stores/platform-websites',
    { signal },
  );
  return body.data.rows;
}

/** The seller's platfox websites, each with the store that connects it (if any). */
export function platformWebsitesQueryOptions() {
  return queryOptions({
    queryKey: storesKeys.platformWebsites(),
    queryFn: ({ signal }) => getPlatformWebsites(signal),
  });
}

export function usePlatformWebsites(enabled = true) {
  return useQuery({ ...platformWebsitesQueryOptions(), enabled });
}
