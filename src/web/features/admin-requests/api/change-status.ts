import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeskRequest } from '#domain/api/requests-desk.js';
import type { RequestStatus } from '#domain/requests/request-status.js';
import { adminApi } from '#web/admin/lib/admin-api.js';
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

/** A move along the workflow; the answer is the request as it is now, shown at once. */
export function useChangeStatus(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: StatusChange) => changeStatus(uuid, change),
    onSuccess: (request) => client.setQueryData(deskKeys.request(uuid), request),
    onSettled: () => invalidateDesk(client),
  });
}
