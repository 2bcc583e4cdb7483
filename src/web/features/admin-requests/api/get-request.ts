import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeskRequest } from '#domain/api/requests-desk.js';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import { deskKeys } from './keys.js';

export async function getRequest(uuid: string, signal?: AbortSignal): Promise<DeskRequest> {
  return (await adminApi<{ request: DeskRequest }>(`/requests/${encodeURIComponent(uuid)}`, { signal })).data.request;
}

export const requestQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: deskKeys.request(uuid), queryFn: ({ signal }) => getRequest(uuid, signal) });

export const useRequest = (uuid: string) => useQuery(requestQueryOptions(uuid));
