import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrackedRequest } from '#domain/api/requests-desk.js';
import { api, ApiError } from '#web/lib/api-client.js';
import { catalogueLocaleQuery } from '#web/lib/locale.js';

export type { TrackedRequest } from '#domain/api/requests-desk.js';

export const getTrackedRequest = async (
  reference: string,
  key: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TrackedRequest> =>
  (
    await api<TrackedRequest>(`/requests/${encodeURIComponent(reference)}`, {
      // Without a key the signed-in owner's bearer token opens it (the dashboard's link). The trips are named in the
      // page's language.
      query: { ...(key ? { key } : {}), ...catalogueLocaleQuery() },
      signal,
    })
  ).data;

/** The agency may answer at any time: fresh for 30 s, then read again when the tourist comes back. */
export const getTrackedRequestQueryOptions = (reference: string, key: string) =>
  queryOptions({
    queryKey: ['tracked-request', reference, key],
    queryFn: ({ signal }) => getTrackedRequest(reference, key, { signal }),
    staleTime: 30_000,
    // A bad link stays bad: no retry on a 404.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });

/** `enabled` false: neither a key nor a signed-in account could open it, so nothing is asked. */
export const useTrackedRequest = (reference: string, key: string, { enabled = true } = {}) =>
  useQuery({ ...getTrackedRequestQueryOptions(reference, key), enabled });
