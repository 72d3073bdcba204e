import type { AdminUser } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { usersKeys } from './query-keys';

export async function getUser(id: number, signal?: AbortSignal): Promise<AdminUser> {
  const body = await apiClient.get<{ data: AdminUser }>(`/users/${id}`, { signal });
  return body.data;
}

export function userQueryOptions(id: number) {
  return queryOptions({
    queryKey: usersKeys.detail(id),
    queryFn: ({ signal }) => getUser(id, signal),
  });
}

export function useUser(id: number) {
  return useQuery(userQueryOptions(id));
}
