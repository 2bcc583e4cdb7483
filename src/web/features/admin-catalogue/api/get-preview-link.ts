import { useQuery } from '@tanstack/react-query';
import type { PreviewLink } from '#domain/api/admin-catalogue.js';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import { mediaKeys } from './keys.js';

export type PreviewCollection = 'trips' | 'destinations';

export async function getPreviewLink(
  collection: PreviewCollection,
  uuid: string,
  signal?: AbortSignal,
): Promise<PreviewLink> {
  return (
    await adminApi<{ preview: PreviewLink }>(`/${collection}/${encodeURIComponent(uuid)}/preview-link`, { signal })
  ).data.preview;
}

// A link lives 30 minutes: fetched again well before, so the Preview button never opens a dead one.
const FRESH_FOR = 10 * 60_000;

/**
 * The signed link to the storefront's page of this item, whatever its state. Fetched with the editor,
 * so Preview is a plain link (a new tab opens from the click itself, no pop-up blocker in the way).
 */
export const usePreviewLink = (collection: PreviewCollection, uuid: string) =>
  useQuery({
    queryKey: mediaKeys.previewLink(collection, uuid),
    queryFn: ({ signal }) => getPreviewLink(collection, uuid, signal),
    staleTime: FRESH_FOR,
    refetchInterval: FRESH_FOR,
  });
