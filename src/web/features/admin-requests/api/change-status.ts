import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeskRequest } from '#domain/api/requests-desk.js';
import type { RequestStatus } from '#domain/requests/request-status.js';
import { adminApi, staleCopy } from '#web/admin-kit/api/admin-api.js';
import { deskKeys, invalidateDesk } from './keys.js';

export interface StatusChange {
  status: RequestStatus;
  version: number;
  message?: string | undefined;
  quoted_price?: number | undefined;
}

export async function changeStatus(uuid: string, change: StatusChange): Promise<DeskRequest> {
  const path = `/requests/${encodeURIComponent(uuid)}/status`;
  return (await adminApi<{ request: DeskRequest }>(path, { method: 'POST', body: change })).data.request;
}

/** The request a 409 carries: someone else saved first, and this is what it looks like now. */
export const staleRequest = (error: unknown) => staleCopy<DeskRequest>(error, 'request');

/**
 * A move along the workflow; the answer is the request as it is now, shown at once. A stale version
 * (409) shows the fresh request too, so the agent sees what changed and can try again from there.
 */
export function useChangeStatus(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: StatusChange) => changeStatus(uuid, change),
    onSuccess: (request) => client.setQueryData(deskKeys.request(uuid), request),
    onError: (error) => {
      const fresh = staleRequest(error);
      if (fresh) client.setQueryData(deskKeys.request(uuid), fresh);
    },
    onSettled: () => invalidateDesk(client),
  });
}
