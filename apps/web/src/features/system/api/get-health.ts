import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { systemKeys } from './query-keys';

export interface HealthStatus {
  status: string;
  database: string;
  /** Server time, ISO 8601. */
  time: string;
}

const HEALTH_REFRESH_MS = 60_000;

export async function getHealth(signal?: AbortSignal): Promise<HealthStatus> {
  const body = await apiClient.get<{ data: HealthStatus }>('/health', { signal, auth: false });
  return body.data;
}

export function healthQueryOptions() {
  return queryOptions({
    queryKey: systemKeys.health(),
    queryFn: ({ signal }) => getHealth(signal),
    refetchInterval: HEALTH_REFRESH_MS,
  });
}

export function useHealth() {
  return useQuery(healthQueryOptions());
}
