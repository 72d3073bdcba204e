import type { ListUsersQuery, UserList } from '@stitchworks/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { usersKeys } from './query-keys';

export type UsersFilter = Partial<ListUsersQuery>;

export async function getUsers(query: UsersFilter, signal?: AbortSignal): Promise<UserList> {
  const body = await apiClient.get<{ data: UserList }>('/users', { query, signal });
  return body.data;
}

export function usersQueryOptions(query: UsersFilter) {
  return queryOptions({
    queryKey: usersKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: UsersFilter) {
  return useQuery(usersQueryOptions(query));
}
