import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { authKeys } from './query-keys';

export async function resetPassword(input: { token: string; newPassword: string }) {
  const body = await apiClient.post<{ data: { message: string } }>('/auth/reset_password', input, {
    auth: false,
  });
  return body.data;
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // The link is single-use: forget that it checked out.
    onSuccess: (_data, input) =>
      queryClient.removeQueries({ queryKey: authKeys.resetToken(input.token) }),
  });
}
