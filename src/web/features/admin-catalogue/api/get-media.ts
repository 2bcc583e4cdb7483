import { useQuery } from '@tanstack/react-query';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import { mediaKeys } from './keys.js';

/** An uploaded picture as the back office reads it: the URL of every public size, by width. */
export interface AdminMedia {
  uuid: string;
  revision: number;
  card: Record<string, string>;
  banner: Record<string, string>;
  width: number;
  height: number;
  /** 0–1 from the left and the top */
  focal: { x: number; y: number };
}

export async function getMedia(uuid: string, signal?: AbortSignal): Promise<AdminMedia> {
  return (await adminApi<{ media: AdminMedia }>(`/media/${encodeURIComponent(uuid)}`, { signal })).data.media;
}

/** The picture a trip names; nothing to fetch while it shows the generated art. */
export function useMedia(uuid: string | null) {
  return useQuery({
    queryKey: mediaKeys.media(uuid ?? ''),
    queryFn: ({ signal }) => getMedia(uuid!, signal),
    enabled: uuid !== null,
    staleTime: Infinity,
  });
}
