import type { Factory, Machine } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { machinePlanKeys } from './query-keys';

/** GET /machines?factory: the factory's embroidery machines. */
export async function getMachines(factory: Factory, signal?: AbortSignal) {
  const body = await apiClient.get<{ data: Machine[] }>('/machines', {
    query: { factory },
    signal,
    silent: true,
  });
  return body.data;
}

export function machinesQueryOptions(factory: Factory) {
  return queryOptions({
    queryKey: machinePlanKeys.machines(factory),
    queryFn: ({ signal }) => getMachines(factory, signal),
  });
}

export function useMachines(factory: Factory) {
  return useQuery(machinesQueryOptions(factory));
}
