import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimelineEntry } from '#domain/api/requests-desk.js';
import type { RequestNoteInput } from '#domain/schemas/admin-requests.js';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import { invalidateDesk } from './keys.js';

export async function addNote(uuid: string, input: RequestNoteInput): Promise<TimelineEntry> {
  const path = `/requests/${encodeURIComponent(uuid)}/notes`;
  return (await adminApi<{ entry: TimelineEntry }>(path, { method: 'POST', body: input })).data.entry;
}

/** An internal note on the request's timeline; never shown to the tourist. */
export function useAddNote(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestNoteInput) => addNote(uuid, input),
    onSettled: () => invalidateDesk(client),
  });
}
