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
