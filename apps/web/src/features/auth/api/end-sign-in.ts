import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { authKeys } from './query-keys';

/** Ends one sign-in of mine; the device it is on is signed out at once. */
export async function endSignIn(id: string): Promise<{ message: string }> {
  const body = await apiClient.delete<{ data: { message: string } }>(
    `/auth/sessions/${encodeURIComponent(id)}`,
  );
  return body.data;
}

export function useEndSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSignIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.signIns() }),
  });
}
