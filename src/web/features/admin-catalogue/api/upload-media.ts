import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import type { AdminMedia } from './get-media.js';
import { mediaKeys } from './keys.js';

export async function uploadMedia(file: File): Promise<AdminMedia> {
  const body = new FormData();
  body.append('image', file);
  return (await adminApi<{ media: AdminMedia }>('/media', { method: 'POST', body })).data.media;
}

/** An upload; its answer is cached so the section shows the new crops without asking again. */
export function useUploadMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadMedia,
    onSuccess: (media) => client.setQueryData(mediaKeys.media(media.uuid), media),
  });
}
