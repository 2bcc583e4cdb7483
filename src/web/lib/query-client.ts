import { QueryClient, type QueryCache } from '@tanstack/react-query';

export const ONE_HOUR = 60 * 60 * 1000;

/** The site's query defaults; a cache of its own when given (the server's render of islands). */
export function createQueryClient(queryCache?: QueryCache): QueryClient {
  return new QueryClient({
    ...(queryCache ? { queryCache } : {}),
    defaultOptions: {
      queries: { staleTime: 5 * 60 * 1000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
