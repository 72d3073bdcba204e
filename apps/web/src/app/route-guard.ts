import { notifications } from '@mantine/notifications';
import type { SelfUser } from '@stitchworks/shared/schemas/users';
import type { QueryClient } from '@tanstack/react-query';
import { notFound, type ParsedLocation, redirect } from '@tanstack/react-router';
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

/** The shell's catch-all route: an unknown URL, answered by the not-found page inside the shell. */
export const SHELL_NOT_FOUND_PATH = '/$';

/**
 * The route guard of every page in the shell, in the order of spec 01 §4: signed in (else to the
 * sign-in page, the URL remembered), password chosen, account active, role allowed for the page
 * (pages.ts, by the page's route path). A signed-in user whose role may not open the page is told
 * 'Permission denied' and stays in the shell, which shows its "no access" page (`denied`) with a
 * way back, instead of being thrown to the sign-in page.
 */
export async function guardShellPage({
  context,
  location,
  matches,
  preload,
}: ShellGuardInput): Promise<{ user: SelfUser; denied: boolean }> {
  const returnTo = location.href;
  const page = matches.at(-1);
  const path = page ? normaliseRoutePath(page.fullPath) : null;
  // An unknown URL opened signed out is the public not-found page, not a sign-in.
  if (path === SHELL_NOT_FOUND_PATH && !hasAccessToken()) throw notFound();
  const user = await loadUser(context.loadQueryClient, returnTo);
  if (!user.passwordChanged) throw redirect({ to: '/password-setting' });
  if (user.status !== 'active') throw redirect({ to: '/activate' });
  const denied = path !== null && path !== SHELL_NOT_FOUND_PATH && !canOpenPath(path, user.role);
  if (denied && !preload) {
    notifications.show({
      id: 'permission-denied',
      color: 'red',
      message: i18n.t('errors.permissionDenied'),
    });
  }
  return { user, denied };
}

/** Pages outside the shell that still need a signed-in user (password setting). */
export async function guardSignedIn({
  context,
  location,
}: Pick<ShellGuardInput, 'context' | 'location'>): Promise<{ user: SelfUser }> {
  return { user: await loadUser(context.loadQueryClient, location.href) };
}
