import type { Emb } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { embsKeys } from './query-keys';

/** GET /embs/{id}: one digitizing job. */
export async function getEmb(id: number, signal?: AbortSignal): Promise<Emb> {
  const body = await apiClient.get<{ data: Emb }>(`/embs/${id}`, { signal });
  return body.data;
}

export function embQueryOptions(id: number) {
  return queryOptions({
    queryKey: embsKeys.detail(id),
    queryFn: ({ signal }) => getEmb(id, signal),
  });
}

/** The job, starting from the list's copy of it so the drawer opens at once. */
export function useEmb(id: number | null, initial?: Emb) {
  return useQuery({
    ...embQueryOptions(id ?? 0),
    enabled: id !== null,
    ...(initial && initial.id === id ? { placeholderData: initial } : {}),
  });
}
