import type { TwoFactorStatus } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { authKeys } from './query-keys';

export async function getTwoFactor(signal?: AbortSignal): Promise<TwoFactorStatus> {
  const body = await apiClient.get<{ data: TwoFactorStatus }>('/auth/two_factor', { signal });
  return body.data;
}

export const twoFactorQueryOptions = () =>
  queryOptions({ queryKey: authKeys.twoFactor(), queryFn: ({ signal }) => getTwoFactor(signal) });

export function useTwoFactor() {
  return useQuery(twoFactorQueryOptions());
}
