import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api-client.js';

/** The desk changes by the minute: answers are fresh for 30 s, and a refused call (4xx) is not retried. */
export const ADMIN_STALE_MS = 30_000;

export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: ADMIN_STALE_MS,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
      },
    },
  });
}
