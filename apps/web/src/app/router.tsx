import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
} from '@tanstack/react-router';
import { PageLoader } from '../components/ui/page-loader';
import { healthQueryOptions } from '../features/system/api/get-health';
import { queryClient } from '../lib/query-client';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';

export interface RouterContext {
  queryClient: QueryClient;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  // Start the call while the page's code downloads; the page shows its own loading state.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(healthQueryOptions());
  },
  component: lazyRouteComponent(() => import('./routes/home-page'), 'HomePage'),
});

const routeTree = rootRoute.addChildren([homeRoute]);

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // Loaders only warm TanStack Query's cache, which decides freshness itself.
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: PageLoader,
  defaultErrorComponent: RouteErrorPage,
  defaultNotFoundComponent: NotFoundPage,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
