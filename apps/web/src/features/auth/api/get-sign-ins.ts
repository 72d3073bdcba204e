import type { SignInSessionList } from '@stitchworks/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { authKeys } from './query-keys';

export async function getSignIns(signal?: AbortSignal): Promise<SignInSessionList> {
  const body = await apiClient.get<{ data: SignInSessionList }>('/auth/sessions', { signal });
  return body.data;
}

export const signInsQueryOptions = () =>
  queryOptions({ queryKey: authKeys.signIns(), queryFn: ({ signal }) => getSignIns(signal) });

export function useSignIns() {
  return useQuery(signInsQueryOptions());
}
