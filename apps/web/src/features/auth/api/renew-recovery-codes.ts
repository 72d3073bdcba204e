import type { RecoveryCodes } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { authKeys } from './query-keys';

/** New recovery codes (the old ones stop working), with a current code or a recovery code. */
export async function renewRecoveryCodes(code: string): Promise<RecoveryCodes> {
  const body = await apiClient.post<{ data: RecoveryCodes }>('/auth/two_factor/recovery_codes', {
    code,
  });
  return body.data;
}

export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.twoFactor() }),
  });
}
