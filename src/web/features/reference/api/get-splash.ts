import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Splash } from '#domain/api/reference.js';
import { api } from '#web/lib/api-client.js';
import { ONE_HOUR } from '#web/lib/query-client.js';

export const getSplash = async ({ signal }: { signal?: AbortSignal } = {}): Promise<Splash> =>
  (await api<Splash>('/splash', { signal })).data;

/** Cached 1 hour, retried once. */
export const getSplashQueryOptions = () =>
  queryOptions({ queryKey: ['splash'], queryFn: getSplash, staleTime: ONE_HOUR, gcTime: ONE_HOUR, retry: 1 });

export const useSplash = () => useQuery(getSplashQueryOptions());
