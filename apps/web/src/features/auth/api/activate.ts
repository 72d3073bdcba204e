import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { currentUserKeys } from '../../../lib/current-user';

/** Confirms the e-mail address with the mailed link's token. */
export async function activate(token: string): Promise<{ message: string }> {
  const body = await apiClient.post<{ data: { message: string } }>(
    '/auth/activate',
    { token },
    { auth: false },
  );
  return body.data;
}

export function useActivate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKeys.self() }),
  });
}

/** Mails the signed-in (inactive) user a new activation link. */
export async function resendActivation(): Promise<{ message: string }> {
  const body = await apiClient.post<{ data: { message: string } }>('/auth/activate/resend', {});
  return body.data;
}

export function useResendActivation() {
  return useMutation({ mutationFn: resendActivation });
}
