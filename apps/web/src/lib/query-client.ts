import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

const MAX_RETRIES = 2;

function isTransient(error: unknown) {
  return error instanceof ApiRequestError && (error.status === 0 || error.status >= 500);
}

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
