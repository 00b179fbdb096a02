import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/** One cache for the app; sign-out and an expired session clear it so no data outlives its user. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will answer the same on retry; only network and server errors are worth another try.
      retry: (failureCount, error) =>
        failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
    mutations: { retry: false },
  },
});
