import type { DesignCostTiers } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { embsKeys } from './query-keys';

/** GET /design_costs/tiers: the designer's cost and the seller's charge by stitch count. */
export async function getDesignCostTiers(signal?: AbortSignal): Promise<DesignCostTiers> {
  const body = await apiClient.get<{ data: DesignCostTiers }>('/design_costs/tiers', { signal });
  return body.data;
}

export function designCostTiersQueryOptions() {
  return queryOptions({
    queryKey: embsKeys.tiers(),
    queryFn: ({ signal }) => getDesignCostTiers(signal),
  });
}

export function useDesignCostTiers() {
  return useQuery(designCostTiersQueryOptions());
}
