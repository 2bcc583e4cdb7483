import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeskOverview } from '#domain/api/requests-desk.js';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import { deskKeys } from './keys.js';

export async function getOverview(signal?: AbortSignal): Promise<DeskOverview> {
  return (await adminApi<DeskOverview>('/overview', { signal })).data;
}

export const overviewQueryOptions = () =>
  queryOptions({ queryKey: deskKeys.overview, queryFn: ({ signal }) => getOverview(signal) });

export const useOverview = () => useQuery(overviewQueryOptions());
