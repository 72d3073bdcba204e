import { notifications } from '@mantine/notifications';
import type { SelfUser } from '@stitchworks/shared/schemas/users';
import type { QueryClient } from '@tanstack/react-query';
import { type ParsedLocation, redirect } from '@tanstack/react-router';
import { isApiError } from '../lib/api-client';
import { cancelScheduledReload, hasAccessToken } from '../lib/auth-tokens';
import { i18n } from '../lib/i18n';
import { canOpenPath, normaliseRoutePath } from '../lib/page-access';
import { applyUserLanguage } from '../lib/self-user';

export type ShellGuardInput = {
  context: { loadQueryClient: () => Promise<QueryClient> };
  location: ParsedLocation;
  matches: readonly { fullPath: string }[];
  preload: boolean;
};

const toLogin = (returnTo: string) => redirect({ to: '/login', search: { redirect: returnTo } });

/** Loads the signed-in user; a refused token sends to the sign-in page. */
async function loadUser(
  loadQueryClient: () => Promise<QueryClient>,
  returnTo: string,
): Promise<SelfUser> {
  if (!hasAccessToken()) throw toLogin(returnTo);
  try {
    const [queryClient, { selfQueryOptions }] = await Promise.all([
      loadQueryClient(),
      import('../lib/current-user'),
    ]);
    const user = await queryClient.ensureQueryData(selfQueryOptions());
    await applyUserLanguage(user);
    return user;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      cancelScheduledReload();
      throw toLogin(returnTo);
    }
    throw error;
  }
}

/**
 * The route guard of every page in the shell, in the order of spec 01 §4: signed in, password
 * chosen, account active, role allowed for the page (pages.ts, by the page's route path).
 */
export async function guardShellPage({
  context,
  location,
  matches,
  preload,
}: ShellGuardInput): Promise<{ user: SelfUser }> {
  const returnTo = location.href;
  const user = await loadUser(context.loadQueryClient, returnTo);
  if (!user.passwordChanged) throw redirect({ to: '/password-setting' });
  if (user.status !== 'active') throw redirect({ to: '/activate' });
  const page = matches.at(-1);
  if (page && !canOpenPath(normaliseRoutePath(page.fullPath), user.role)) {
    if (!preload) {
      notifications.show({
        id: 'permission-denied',
        color: 'red',
        message: i18n.t('errors.permissionDenied'),
      });
    }
    throw toLogin(returnTo);
  }
  return { user };
}

/** Pages outside the shell that still need a signed-in user (password setting). */
export async function guardSignedIn({
  context,
  location,
}: Pick<ShellGuardInput, 'context' | 'location'>): Promise<{ user: SelfUser }> {
  return { user: await loadUser(context.loadQueryClient, location.href) };
}
