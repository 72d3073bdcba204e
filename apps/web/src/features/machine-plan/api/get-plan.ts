import type { Factory, Plan } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { machinePlanKeys } from './query-keys';

/** GET /production/plan?factory: the factory's stored plan (planned first when it has none). */
export async function getPlan(factory: Factory, signal?: AbortSignal) {
  const body = await apiClient.get<{ data: Plan }>('/production/plan', {
    query: { factory },
    signal,
    silent: true,
  });
  return body.data;
}

export function planQueryOptions(factory: Factory) {
  return queryOptions({
    queryKey: machinePlanKeys.plan(factory),
    queryFn: ({ signal }) => getPlan(factory, signal),
    // The floor changes while the page is open: other producers start and finish runs.
    refetchInterval: 60_000,
  });
}

export function usePlan(factory: Factory) {
  return useQuery(planQueryOptions(factory));
}
