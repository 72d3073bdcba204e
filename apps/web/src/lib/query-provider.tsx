import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * The app's data cache for the pages under it. It is not at the root: the sign-in page asks the
 * server nothing through it, so its library stays out of the first page's script. Layouts and
 * pages that read or change data are wrapped (app/lazy-page.ts, `queries: true`).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** `Page` drawn inside the data cache's provider. */
export function withQueryProvider<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithQueries(props: P) {
    return (
      <QueryProvider>
        <Page {...props} />
      </QueryProvider>
    );
  }
  WithQueries.displayName = `WithQueries(${Page.displayName ?? Page.name})`;
  return WithQueries;
}
