import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '#domain/api/personal.js';
import { api, ApiError } from '#web/lib/api-client.js';

export type { Dashboard as DashboardData } from '#domain/api/personal.js';

export const getDashboard = async ({ signal }: { signal?: AbortSignal } = {}): Promise<Dashboard> =>
  (await api<Dashboard>('/user/dashboard', { signal })).data;

/**
 * Spec 7 and 9: cached 30 seconds, no refetch on window focus. Keyed under `['user']` with the
 * likes, ratings and cart (features/personal), so a like, a rating or a cart change refreshes it.
 */
export const getDashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'dashboard'],
    queryFn: getDashboard,
    staleTime: 30_000,
    refetchOnWindowFocus: false,
    // A 401 or 404 (signed out, or the accounts API not there yet) will not change on a retry.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });

export const useDashboard = (enabled = true) => useQuery({ ...getDashboardQueryOptions(), enabled });
