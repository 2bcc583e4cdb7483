import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimelineEntry } from '#domain/api/requests-desk.js';
import type { RequestMessageInput } from '#domain/schemas/admin-requests.js';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import { invalidateDesk } from './keys.js';

export async function sendMessage(uuid: string, input: RequestMessageInput): Promise<TimelineEntry> {
  const path = `/requests/${encodeURIComponent(uuid)}/messages`;
  return (await adminApi<{ entry: TimelineEntry }>(path, { method: 'POST', body: input })).data.entry;
}

/** A message e-mailed to the tourist through the outbox; its delivery shows on the timeline. */
export function useSendMessage(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestMessageInput) => sendMessage(uuid, input),
    onSettled: () => invalidateDesk(client),
  });
}
