import { notifications } from '@mantine/notifications';
import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import { i18n } from '../lib/i18n';
import { loadAllLocales } from '../locales/load-locales';

/** A page's code may take this long to download before the app gives up (spec 01 §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** Downloads a page's code, failing after 120 s with the 'Loading chunk failed' toast. */
export function loadChunk<T>(importer: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new ChunkLoadError('Loading chunk failed: time-out')),
      CHUNK_LOAD_TIMEOUT_MS,
    );
  });
  return Promise.race([importer(), timeout])
    .catch((error: unknown) => {
      notifications.show({
        id: 'chunk-load-failed',
        color: 'red',
        message: i18n.t('errors.chunkLoadFailed'),
      });
      throw error;
    })
    .finally(() => clearTimeout(timer));
}

/**
 * A lazily loaded page component: `lazyPage(() => import('./routes/x-page'), 'XPage')`. Typed
 * loosely on purpose: a page module that uses the router's hooks would otherwise make the route
 * tree's type depend on itself. The page's texts come with it: every namespace is loaded before it
 * renders, except for `{ texts: 'sign-in' }` pages, which read only what the first page bundles
 * (common and auth) so the sign-in page stays light. Likewise with the styles: every page waits for
 * Mantine's whole stylesheet (all-styles.ts), except `{ styles: 'sign-in' }` pages, drawn with the
 * first page's (first-page-styles.ts). `{ queries: true }` draws the page inside the data cache's
 * provider (every page but the sign-in page and its frame: lib/query-provider.tsx).
 */
export function lazyPage(
  importer: () => Promise<Record<string, unknown>>,
  exportName: string,
  options: { texts?: 'all' | 'sign-in'; styles?: 'all' | 'sign-in'; queries?: boolean } = {},
): RouteComponent {
  const withStyles =
    options.styles === 'sign-in'
      ? importer
      : () => Promise.all([importer(), import('./all-styles')]).then(([page]) => page);
  const withTexts =
    options.texts === 'sign-in'
      ? withStyles
      : () => Promise.all([withStyles(), loadAllLocales()]).then(([page]) => page);
  // Pages that read or change data get the data cache's provider, fetched with them.
  const withQueries = options.queries
    ? () =>
        Promise.all([withTexts(), import('../lib/query-provider')]).then(
          ([page, { withQueryProvider }]) => ({
            [exportName]: withQueryProvider(page[exportName] as RouteComponent),
          }),
        )
    : withTexts;
  return lazyRouteComponent(
    () => loadChunk(withQueries) as Promise<Record<string, RouteComponent>>,
    exportName,
  );
}
