import type { ChangePasswordInput } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { currentUserKeys } from '../../../lib/current-user';

export async function changePassword(input: ChangePasswordInput): Promise<{ message: string }> {
  const body = await apiClient.put<{ data: { message: string } }>('/users/self/password', input);
  return body.data;
}

/** Also ends the "must choose a password" state, so the user is reloaded. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKeys.self() }),
  });
}
