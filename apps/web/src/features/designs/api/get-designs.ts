import type { Design, DesignListQuery } from '@stitchworks/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { designsKeys } from './query-keys';

export type DesignList = { rows: Design[]; count: number; totalPage: number };

export async function getDesigns(
  query: DesignListQuery,
  signal?: AbortSignal,
): Promise<DesignList> {
  const body = await apiClient.get<{ data: DesignList }>('/designs', { query, signal });
  return body.data;
}

export function designsQueryOptions(query: DesignListQuery) {
  return queryOptions({
    queryKey: designsKeys.list(query),
    queryFn: ({ signal }) => getDesigns(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDesigns(query: DesignListQuery) {
  return useQuery(designsQueryOptions(query));
}
