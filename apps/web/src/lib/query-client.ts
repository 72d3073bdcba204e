import { QueryClient } from '@tanstack/react-query';
import { isRetryableError } from './api-client';

const MAX_RETRIES = 2;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) => failureCount < MAX_RETRIES && isRetryableError(error),
    },
    mutations: {
      retry: false,
    },
  },
});
