import { useQuery } from '@tanstack/react-query';
import { adminDownload } from '#web/admin-kit/api/admin-api.js';
import { mediaKeys } from './keys.js';

/**
 * A `data:` address rather than an object URL: it lives in the query cache as long as the answer
 * does, with nothing to revoke when a component goes (a preview is about 100 KB).
 */
const asDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The preview could not be read.'));
    reader.readAsDataURL(blob);
  });

/** The whole saved picture (WebP, at most 1024 px wide); staff only, so fetched with the token. */
export async function getMediaPreview(uuid: string, signal?: AbortSignal): Promise<string> {
  const path = `/media/${encodeURIComponent(uuid)}/preview`;
  return asDataUrl(await adminDownload(path, {}, { accept: 'image/webp', signal }));
}

/** An address an `<img>` can show for a saved picture's whole preview; nothing to fetch for null. */
export function useMediaPreview(uuid: string | null) {
  return useQuery({
    queryKey: mediaKeys.preview(uuid ?? ''),
    queryFn: ({ signal }) => getMediaPreview(uuid!, signal),
    enabled: uuid !== null,
    staleTime: Infinity,
  });
}
