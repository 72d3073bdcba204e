import type { SelfUser } from '@stitchworks/shared/schemas/users';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { currentUserKeys, getSelf } from './self-user';

export { applyUserLanguage, currentUserKeys, getSelf, languageForUser } from './self-user';

export function selfQueryOptions() {
  return queryOptions({
    queryKey: currentUserKeys.self(),
    queryFn: ({ signal }) => getSelf(signal),
    staleTime: 60_000,
  });
}

/** The signed-in user inside the shell, where the route guard has already loaded them. */
export function useCurrentUser(): SelfUser {
  return useSuspenseQuery(selfQueryOptions()).data;
}

/** The signed-in user where a page may be opened signed out (activation, password setting). */
export function useOptionalCurrentUser(enabled: boolean) {
  return useQuery({ ...selfQueryOptions(), enabled });
}

export async function getOwnCredit(signal?: AbortSignal): Promise<number> {
  const body = await apiClient.get<{ data: { credit: number } }>('/credits/self', { signal });
  return body.data.credit;
}

export function ownCreditQueryOptions() {
  return queryOptions({
    queryKey: currentUserKeys.credit(),
    queryFn: ({ signal }) => getOwnCredit(signal),
    staleTime: 30_000,
  });
}

/** Who sees the credit balance and the billing pages' entries (spec 01 §2 user menu). */
export function seesBalance(user: Pick<SelfUser, 'role' | 'meta'>): boolean {
  return user.role === 'seller' && user.meta.disabled !== true;
}
