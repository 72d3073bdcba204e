import type { DesignCostList, DesignCostQuery } from '@stitchworks/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { embsKeys } from './query-keys';

/** GET /design_costs: accepted stitch files of a period, with totals and per designer. */
export async function getDesignCosts(
  query: DesignCostQuery,
  signal?: AbortSignal,
): Promise<DesignCostList> {
  const body = await apiClient.get<{ data: DesignCostList }>('/design_costs', {
    query: query as Record<string, string | number | undefined>,
    signal,
  });
  return body.data;
}

export function designCostsQueryOptions(query: DesignCostQuery) {
  return queryOptions({
    queryKey: embsKeys.costList(query),
    queryFn: ({ signal }) => getDesignCosts(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDesignCosts(query: DesignCostQuery) {
  return useQuery(designCostsQueryOptions(query));
}
