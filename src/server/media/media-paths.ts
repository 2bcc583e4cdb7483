import { IMAGE_SIZES, type ImageKind } from '#domain/image-sizes.js';

/**
 * The public sizes of an uploaded picture follow the generated art's naming (`{stem}-{card|banner}-{width}.webp`,
 * see src/web/lib/images.ts), so the storefront's srcset works for both. The revision changes when the crops
 * are made again (a new focal point): a new name, so no cache serves the old crop.
 */
export const MEDIA_URL_PREFIX = '/media';

export function mediaStem(media: { uuid: string; revision: number }): string {
  return `${MEDIA_URL_PREFIX}/${media.uuid}-r${media.revision}`;
}

/** What a trip's or destination's `image` and `banner` columns hold for an uploaded picture. */
export function mediaPaths(media: { uuid: string; revision: number }): { image: string; banner: string } {
  const stem = mediaStem(media);
  return { image: `${stem}-card-800.webp`, banner: `${stem}-banner-1280.webp` };
}

export type MediaKind = ImageKind;

/** Width and height of every public size: the same as the generated art's. */
export const MEDIA_SIZES = IMAGE_SIZES;

export const MEDIA_KINDS = Object.keys(MEDIA_SIZES) as MediaKind[];

/** The file name of one size under the public media folder (the URL without `/media/`). */
export function mediaFileName(media: { uuid: string; revision: number }, kind: MediaKind, width: number): string {
  return `${media.uuid}-r${media.revision}-${kind}-${width}.webp`;
}

/** Every public URL of a picture, by kind and width. */
export function mediaUrls(media: { uuid: string; revision: number }): Record<MediaKind, Record<string, string>> {
  const urls = (kind: MediaKind) =>
    Object.fromEntries(
      MEDIA_SIZES[kind].map(([w]) => [String(w), `${MEDIA_URL_PREFIX}/${mediaFileName(media, kind, w)}`]),
    );
  return { card: urls('card'), banner: urls('banner') };
}
