import { Center, Loader, MantineProvider } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { AuthCard } from '../components/layout/auth-card';
import { PublicFrame } from '../components/layout/public-frame';
import { type AppLanguage, changeAppLanguage, i18n } from '../lib/i18n';
import { readableGreys } from './providers';
import { theme } from './theme';

/** About the height of the sign-in form, so the card keeps its size when the form arrives. */
const FORM_HEIGHT = 260;

/**
 * The sign-in page as the build draws it (vite.config.ts writes it into login.html and
 * login.vi.html): the frame and the card's heading, with the loader where the form comes. A
 * person on a slow network reads the page while its script downloads; the app then draws the
 * same page over it, with the form (main.tsx). Only used at build time, by the build.
 */
export async function renderSignInShell(language: AppLanguage): Promise<string> {
  await changeAppLanguage(language);
  const rootRoute = createRootRoute({
    component: () => (
      <PublicFrame>
        <AuthCard title={i18n.t('auth:login.title')} description={i18n.t('auth:login.description')}>
          <Center h={FORM_HEIGHT} role="status" aria-label={i18n.t('loading')}>
            <Loader />
          </Center>
        </AuthCard>
      </PublicFrame>
    ),
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/login'] }),
  });
  await router.load();
  return renderToString(
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={readableGreys}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}
