import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = 'http://127.0.0.1:3000';

/**
 * Libraries every page loads, in their own long-cached chunks so a release of the app code does
 * not make browsers download them again. Libraries used by some screens only (dates, charts) are
 * left to the automatic splitting, so they stay out of the first page.
 */
const vendorChunks = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  // Router and query only: the table library is for the signed-in lists, not the sign-in page.
  {
    name: 'tanstack',
    test: /[\\/]node_modules[\\/]@tanstack[\\/](history|query-core|react-query|react-router|react-store|router-core|store)[\\/]/,
  },
  { name: 'i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/ },
];

/**
 * The sign-in form and the Mantine pieces it draws, in one file instead of a dozen: on a slow
 * phone network every extra round trip costs more than the bytes (HTTP/1.1, six connections).
 */
const signInChunk = {
  name: 'sign-in',
  test: /[\\/]src[\\/](app[\\/]routes[\\/](login-page|public-layout)|features[\\/]auth[\\/](api[\\/](login|sso|complete-sign-in|query-keys)|components[\\/](login-form|login-error|retry-again-notice|sso-buttons))|components[\\/](layout[\\/](auth-card|public-frame|use-focus-on-navigate)|form[\\/]password-field))\b/,
};

/**
 * The toasts' container and what only it uses: fetched when the first toast shows
 * (app/providers.tsx), not with the page. Taken before the sign-in group, which would otherwise
 * pull it in with the notifications store that the sign-in code calls.
 */
const toastsChunk = {
  name: 'toasts',
  priority: 1,
  // Only these modules: Mantine's core pieces it draws with stay where the page already has them.
  includeDependenciesRecursively: false,
  test: /[\\/](src[\\/]app[\\/]toasts|node_modules[\\/](@mantine[\\/]notifications[\\/]esm[\\/](Notifications|NotificationContainer|get-)|react-transition-group|react-remove-scroll|react-remove-scroll-bar|use-sidecar|react-style-singleton|use-callback-ref))/,
};

/** What the entry imports (the router, the guard, the API client), in one file with it. */
const entryChunk = { name: 'app', tags: ['$initial' as const] };

/**
 * Asks for the sign-in page's chunk with the entry instead of after it has run: one round trip
 * less before the form shows (563 ms on the slow-4G profile). Signed-in pages reuse most of it.
 */
function preloadSignIn(): Plugin {
  return {
    name: 'preload-sign-in',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.name === signInChunk.name,
        );
        // Already there when the entry imports something the chunk holds.
        if (!chunk || html.includes(chunk.fileName)) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadSignIn()],
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [toastsChunk, ...vendorChunks, signInChunk, entryChunk] },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
  },
});
