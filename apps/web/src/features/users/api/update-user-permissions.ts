import type { UpdateUserPermissionsInput, UserPermissions } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { usersKeys } from './query-keys';

export async function updateUserPermissions(
  id: number,
  input: UpdateUserPermissionsInput,
): Promise<UserPermissions> {
  const body = await apiClient.put<{ data: UserPermissions }>(`/users/${id}/permissions`, input);
  return body.data;
}

export function useUpdateUserPermissions(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateUserPermissionsInput) => updateUserPermissions(id, input),
    onSuccess: async (permissions) => {
      queryClient.setQueryData(usersKeys.permissions(id), permissions);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: usersKeys.lists() }),
      ]);
    },
  });
}
