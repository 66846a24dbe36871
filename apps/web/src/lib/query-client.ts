import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

const MAX_RETRIES = 2;

function isTransient(error: unknown) {
  return error instanceof ApiRequestError && (error.status === 0 || error.status >= 500);
}

/**
 * A link's one POST run as a query (verify an email, unsubscribe): sent once per link, never again
 * on remount, StrictMode, focus or reconnect, and kept for the page's life.
 */
export const ONE_SHOT_QUERY = {
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
  refetchOnMount: false,
  refetchOnReconnect: false,
  refetchOnWindowFocus: false,
} as const;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < MAX_RETRIES && isTransient(error),
      },
      mutations: { retry: false },
    },
  });
}
