import type { UserTwoFactor } from '@stitchworks/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { usersKeys } from './query-keys';

export async function getUserTwoFactor(id: number, signal?: AbortSignal): Promise<UserTwoFactor> {
  const body = await apiClient.get<{ data: UserTwoFactor }>(`/users/${id}/two_factor`, { signal });
  return body.data;
}

export const userTwoFactorQueryOptions = (id: number) =>
  queryOptions({
    queryKey: usersKeys.twoFactor(id),
    queryFn: ({ signal }) => getUserTwoFactor(id, signal),
  });

export function useUserTwoFactor(id: number) {
  return useQuery(userTwoFactorQueryOptions(id));
}

/** Turns a user's second factor off (audited; the user is told by mail). */
export async function resetUserTwoFactor(id: number): Promise<{ message: string }> {
  const body = await apiClient.delete<{ data: { message: string } }>(`/users/${id}/two_factor`);
  return body.data;
}

export function useResetUserTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUserTwoFactor,
    // Its state and the account's history (the reset is audited).
    onSuccess: (_answer, id) => queryClient.invalidateQueries({ queryKey: usersKeys.detail(id) }),
  });
}
