import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { authKeys } from './query-keys';

/** Whether the mailed reset link is still good; answers the account's address. */
export async function checkResetToken(token: string, signal?: AbortSignal) {
  const body = await apiClient.post<{ data: { email: string } }>(
    '/auth/forgot_password/check',
    { token },
    { auth: false, signal },
  );
  return body.data;
}

export function resetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: authKeys.resetToken(token),
    queryFn: ({ signal }) => checkResetToken(token, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCheckResetToken(token: string) {
  return useQuery(resetTokenQueryOptions(token));
}
