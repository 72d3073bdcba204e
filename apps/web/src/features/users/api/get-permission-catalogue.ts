import type { PermissionItem, Role } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { usersKeys } from './query-keys';

/** The permissions an admin can grant to a user of this role (GET /permissions?role=). */
export async function getPermissionCatalogue(
  role: Role,
  signal?: AbortSignal,
): Promise<PermissionItem[]> {
  const body = await apiClient.get<{ data: PermissionItem[] }>('/permissions', {
    query: { role },
    signal,
  });
  return body.data;
}

export function permissionCatalogueQueryOptions(role: Role) {
  return queryOptions({
    queryKey: usersKeys.catalogue(role),
    queryFn: ({ signal }) => getPermissionCatalogue(role, signal),
    staleTime: 10 * 60_000,
  });
}

export function usePermissionCatalogue(role: Role, enabled: boolean) {
  return useQuery({ ...permissionCatalogueQueryOptions(role), enabled });
}
