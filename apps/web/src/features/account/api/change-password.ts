import type { ChangePasswordInput, ChangePasswordResult } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { currentUserKeys } from '../../../lib/current-user';

/** Also revokes the account's API keys; the answer says how many. */
export async function changePassword(input: ChangePasswordInput): Promise<ChangePasswordResult> {
  const body = await apiClient.put<{ data: ChangePasswordResult }>('/users/self/password', input);
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
