import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DeskRequestList } from '#domain/api/requests-desk.js';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import { listQuery, type InboxState } from '#web/features/admin-requests/lib/inbox-query.js';
import { deskKeys } from './keys.js';

export type DeskListApiQuery = ReturnType<typeof listQuery>;

export async function getRequests(query: DeskListApiQuery, signal?: AbortSignal): Promise<DeskRequestList> {
  return (await adminApi<DeskRequestList>('/requests', { query, signal })).data;
}

export const requestsQueryOptions = (query: DeskListApiQuery) =>
  queryOptions({
    queryKey: deskKeys.list(query),
    queryFn: ({ signal }) => getRequests(query, signal),
    // The rows on screen stay while the next page loads: paging never blanks the list.
    placeholderData: keepPreviousData,
  });

export const useRequests = (state: InboxState) => useQuery(requestsQueryOptions(listQuery(state)));
