import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { authKeys } from './query-keys';

/** Ends every sign-in of mine but this one. */
export async function endOtherSignIns(): Promise<{ message: string }> {
  const body = await apiClient.post<{ data: { message: string } }>('/auth/sessions/end_others');
  return body.data;
}

export function useEndOtherSignIns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSignIns,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.signIns() }),
  });
}
