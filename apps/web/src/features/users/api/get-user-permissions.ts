import type { UserPermissions } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { usersKeys } from './query-keys';

export async function getUserPermissions(
  id: number,
  signal?: AbortSignal,
): Promise<UserPermissions> {
  const body = await apiClient.get<{ data: UserPermissions }>(`/users/${id}/permissions`, {
    signal,
  });
  return body.data;
}

export function userPermissionsQueryOptions(id: number) {
  return queryOptions({
    queryKey: usersKeys.permissions(id),
    queryFn: ({ signal }) => getUserPermissions(id, signal),
  });
}

export function useUserPermissions(id: number, enabled: boolean) {
  return useQuery({ ...userPermissionsQueryOptions(id), enabled });
}
