import type { AdminUser, CreateUserInput } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { usersKeys } from './query-keys';

export async function createUser(input: CreateUserInput): Promise<AdminUser> {
  const body = await apiClient.post<{ data: AdminUser }>('/users', input);
  return body.data;
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.lists() }),
  });
}
