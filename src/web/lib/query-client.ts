import {
  hashKey,
  QueryClient,
  skipToken,
  type DefaultError,
  type QueryCache,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';

export const ONE_HOUR = 60 * 60 * 1000;

type Defaulted<TQueryFnData, TError, TData, TQueryData, TQueryKey extends QueryKey> = ReturnType<
  QueryClient['defaultQueryOptions']
> &
  QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>;

/**
 * The query library's client with its options merged by copying rather than by object spread. Every `useQuery`
 * merges the client's defaults into its options (`defaultQueryOptions`), and on Node 20 the library's three-way
 * spread took ~9 µs a call where `Object.assign` takes ~0.3: about 20 calls per server-rendered page, 5 % of an
 * uncached trip page's render (CPU profile, docs/decisions/028-renders-that-cost-little.md). The result is the
 * library's own, field for field (query-client.test.ts compares them).
 */
class SiteQueryClient extends QueryClient {
  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
  >(options: object): Defaulted<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const given = options as QueryObserverOptions & { _defaulted?: boolean };
    if (given._defaulted) return options as Defaulted<TQueryFnData, TError, TData, TQueryData, TQueryKey>;
    const merged = Object.assign({}, this.getDefaultOptions().queries, this.getQueryDefaults(given.queryKey), options, {
      _defaulted: true,
    }) as QueryObserverOptions & { _defaulted: true; persister?: unknown };
    if (!merged.queryHash) merged.queryHash = (merged.queryKeyHashFn || hashKey)(merged.queryKey);
    if (merged.refetchOnReconnect === undefined) merged.refetchOnReconnect = merged.networkMode !== 'always';
    if (merged.throwOnError === undefined) merged.throwOnError = !!merged.suspense;
    if (!merged.networkMode && merged.persister) merged.networkMode = 'offlineFirst';
    if (merged.queryFn === skipToken) merged.enabled = false;
    return merged as Defaulted<TQueryFnData, TError, TData, TQueryData, TQueryKey>;
  }
}

/** The site's query defaults; a cache of its own when given (the server's render of islands). */
export function createQueryClient(queryCache?: QueryCache): QueryClient {
  return new SiteQueryClient({
    ...(queryCache ? { queryCache } : {}),
    defaultOptions: {
      queries: { staleTime: 5 * 60 * 1000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
