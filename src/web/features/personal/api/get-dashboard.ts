import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '#domain/api/personal.js';
import { USER_DATA_STALE_MS, userKeys } from '#web/features/personal/api/user-keys.js';
import { api, ApiError } from '#web/lib/api-client.js';
import { catalogueLocaleQuery } from '#web/lib/locale.js';

export type { Dashboard as DashboardData } from '#domain/api/personal.js';

export const getDashboard = async ({ signal }: { signal?: AbortSignal } = {}): Promise<Dashboard> =>
  (await api<Dashboard>('/user/dashboard', { query: catalogueLocaleQuery(), signal })).data;

/**
 * No refetch on window focus. Keyed under `['user']` with the likes, ratings and cart, so a like, a
 * rating or a cart change refreshes it.
 */
export const getDashboardQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.dashboard,
    queryFn: getDashboard,
    staleTime: USER_DATA_STALE_MS,
    refetchOnWindowFocus: false,
    // A 401 or 404 (signed out, or the accounts API not there yet) will not change on a retry.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });

export const useDashboard = (enabled = true) => useQuery({ ...getDashboardQueryOptions(), enabled });
