import type { TwoFactorSetup } from '@stitchworks/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** A new secret and its QR code; nothing changes until a code confirms it. */
export async function setupTwoFactor(): Promise<TwoFactorSetup> {
  const body = await apiClient.post<{ data: TwoFactorSetup }>('/auth/two_factor/setup');
  return body.data;
}

export function useSetupTwoFactor() {
  return useMutation({ mutationFn: setupTwoFactor });
}
