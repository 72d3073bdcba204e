import type { EmbList, EmbListQuery } from '@stitchworks/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { embsKeys } from './query-keys';

/** GET /embs: a page of digitizing jobs with the count of each status (a designer: their own). */
export async function getEmbs(query: EmbListQuery, signal?: AbortSignal): Promise<EmbList> {
  const body = await apiClient.get<{ data: EmbList }>('/embs', {
    query: query as Record<string, string | number | undefined>,
    signal,
  });
  return body.data;
}

export function embsQueryOptions(query: EmbListQuery) {
  return queryOptions({
    queryKey: embsKeys.list(query),
    queryFn: ({ signal }) => getEmbs(query, signal),
    // The rows on screen stay while the next filter's rows load.
    placeholderData: keepPreviousData,
  });
}

export function useEmbs(query: EmbListQuery) {
  return useQuery(embsQueryOptions(query));
}
