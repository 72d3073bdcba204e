import type { SelfUser } from '@stitchworks/shared/schemas/users';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { type AppLanguage, changeAppLanguage, i18n, localeForRole } from './i18n';

/**
 * The signed-in user and their credit: session data every part of the app reads (shell, guard,
 * pages). Features that change them invalidate these keys.
 */
export const currentUserKeys = {
  all: ['current-user'] as const,
  self: () => [...currentUserKeys.all, 'self'] as const,
  credit: () => [...currentUserKeys.all, 'credit'] as const,
};

export async function getSelf(signal?: AbortSignal): Promise<SelfUser> {
  // The schema (and zod) is fetched with the answer: the sign-in page, which never asks, stays light.
  const [body, { selfUserSchema }] = await Promise.all([
    apiClient.get<{ data: SelfUser }>('/users/self', { signal }),
    import('@stitchworks/shared/schemas/users'),
  ]);
  return selfUserSchema.parse(body.data);
}

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

/** 'vn' (the producer's locale, spec 01 §1) is the interface language 'vi'. */
export function languageForUser(user: Pick<SelfUser, 'locale' | 'role'>): AppLanguage {
  if (user.locale === 'vn') return 'vi';
  if (user.locale === 'en') return 'en';
  return localeForRole(user.role);
}

export async function applyUserLanguage(user: Pick<SelfUser, 'locale' | 'role'>): Promise<void> {
  const language = languageForUser(user);
  if (i18n.language !== language) await changeAppLanguage(language);
}

/** Who sees the credit balance and the billing pages' entries (spec 01 §2 user menu). */
export function seesBalance(user: Pick<SelfUser, 'role' | 'meta'>): boolean {
  return user.role === 'seller' && user.meta.disabled !== true;
}
