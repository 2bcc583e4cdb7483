import { mediaUrls } from '#server/media/media-paths.js';
import type { MediaRow } from '#server/repositories/media-repository.js';

/** What the back office reads about a picture: its public sizes, shown size and focal point. */
export function mediaView(row: MediaRow) {
  const urls = mediaUrls(row);
  return {
    uuid: row.uuid,
    revision: row.revision,
    card: urls.card,
    banner: urls.banner,
    width: row.width,
    height: row.height,
    focal: { x: row.focalX, y: row.focalY },
    content_type: row.contentType,
    created_at: row.createdAt.toISOString(),
  };
}

export type MediaView = ReturnType<typeof mediaView>;

/** The actions the staff audit trail records for pictures. */
export const MEDIA_AUDIT_ACTIONS = { upload: 'media.upload', focalPoint: 'media.focal_point' } as const;

export const mediaTarget = (uuid: string) => `media:${uuid}`;

/** The audit trail keeps the facts of a picture, not its URLs (they follow from uuid and revision). */
export const auditedMedia = (row: MediaRow) => ({
  uuid: row.uuid,
  revision: row.revision,
  width: row.width,
  height: row.height,
  focal_x: row.focalX,
  focal_y: row.focalY,
  content_type: row.contentType,
});
