import type { AdminUser, UpdateUserInput } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { usersKeys } from './query-keys';

export async function updateUser(id: number, input: UpdateUserInput): Promise<AdminUser> {
  const body = await apiClient.put<{ data: AdminUser }>(`/users/${id}`, input);
  return body.data;
}

/** Name, status, lock/unlock and the disabled flag; refreshes the user, the list and the history. */
export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateUserInput) => updateUser(id, input),
    onSuccess: async (user) => {
      queryClient.setQueryData(usersKeys.detail(id), user);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: usersKeys.detail(id) }),
      ]);
    },
  });
}
