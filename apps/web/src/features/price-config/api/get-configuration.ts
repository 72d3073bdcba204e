import type { Configuration } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { priceConfigKeys } from './query-keys';

export async function getConfiguration(signal?: AbortSignal): Promise<Configuration> {
  const body = await apiClient.get<{ data: Configuration }>('/users/configuration', { signal });
  return body.data;
}

export function configurationQueryOptions() {
  return queryOptions({
    queryKey: priceConfigKeys.configuration(),
    queryFn: ({ signal }) => getConfiguration(signal),
  });
}

export function useConfiguration() {
  return useQuery(configurationQueryOptions());
}
