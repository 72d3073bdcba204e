import type { ProductionOutput, ProductionOutputQuery } from '@stitchworks/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { reportsKeys } from './query-keys';

export async function getProductionOutput(query: ProductionOutputQuery, signal?: AbortSignal) {
  const body = await apiClient.get<{ data: ProductionOutput }>('/reports/production-output', {
    query,
    signal,
  });
  return body.data;
}

export function useProductionOutput(query: ProductionOutputQuery, enabled = true) {
  return useQuery({
    queryKey: reportsKeys.productionOutput(query),
    queryFn: ({ signal }) => getProductionOutput(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
