import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import { destinationKeys, tripKeys } from '#web/admin-kit/api/catalogue-keys.js';
import type { AdminMedia } from './get-media.js';
import { mediaKeys } from './keys.js';

export type FocalPoint = AdminMedia['focal'];

export async function setFocalPoint(uuid: string, focal: FocalPoint): Promise<AdminMedia> {
  const path = `/media/${encodeURIComponent(uuid)}/focal-point`;
  return (await adminApi<{ media: AdminMedia }>(path, { method: 'PUT', body: focal })).data.media;
}

/**
 * New crops under a new revision; every trip and destination showing the picture now names them, so
 * the back office's catalogue answers refresh.
 */
export function useSetFocalPoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, focal }: { uuid: string; focal: FocalPoint }) => setFocalPoint(uuid, focal),
    onSuccess: (media) => client.setQueryData(mediaKeys.media(media.uuid), media),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: tripKeys.all }),
        client.invalidateQueries({ queryKey: destinationKeys.all }),
      ]),
  });
}
