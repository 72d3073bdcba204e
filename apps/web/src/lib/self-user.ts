import type { SelfUser } from '@stitchworks/shared/schemas/users';
import { apiClient } from './api-client';
import { type AppLanguage, changeAppLanguage, i18n, localeForRole } from './i18n';

// The signed-in user without the data cache's library: what the sign-in page and the route guard
// need before any page has loaded it (lib/current-user.ts adds the cached queries).

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
