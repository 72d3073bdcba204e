import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { authKeys } from './query-keys';

/** Turns the factor off with a current code or a recovery code. */
export async function disableTwoFactor(code: string): Promise<{ message: string }> {
  const body = await apiClient.post<{ data: { message: string } }>('/auth/two_factor/disable', {
    code,
  });
  return body.data;
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.twoFactor() }),
  });
}
