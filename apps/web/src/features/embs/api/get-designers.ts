import type { DesignerList } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { embsKeys } from './query-keys';

/** GET /embs/designers (reviewers): active designers with their open jobs. */
export async function getDesigners(signal?: AbortSignal): Promise<DesignerList> {
  const body = await apiClient.get<{ data: DesignerList }>('/embs/designers', { signal });
  return body.data;
}

export function designersQueryOptions() {
  return queryOptions({
    queryKey: embsKeys.designers(),
    queryFn: ({ signal }) => getDesigners(signal),
    staleTime: 30_000,
  });
}

export function useDesigners(enabled = true) {
  return useQuery({ ...designersQueryOptions(), enabled });
}
