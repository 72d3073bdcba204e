import './first-page-styles';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installAuthHooks } from '../lib/auth-tokens';
import { firstLanguageReady } from '../lib/i18n';
import { AppProviders } from './providers';
import { router } from './router';

installAuthHooks();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const mount = () =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );

// login.html arrives with the sign-in page already drawn (vite.config.ts, prerenderSignIn): the
// route and its code are made ready first, so the app's first picture is the whole page, drawn
// over the same frame, with no loader in between.
// A page drawn in Vietnamese waits for its texts first (English comes with the page).
if (container.dataset.prerendered) {
  void Promise.all([firstLanguageReady, router.load()]).finally(mount);
} else void firstLanguageReady.finally(mount);
