import type { RecoveryCodes } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { authKeys } from './query-keys';

/** Turns the factor on with the app's first code; answers the recovery codes, shown once. */
export async function enableTwoFactor(code: string): Promise<RecoveryCodes> {
  const body = await apiClient.post<{ data: RecoveryCodes }>('/auth/two_factor/enable', { code });
  return body.data;
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.twoFactor() }),
  });
}
