import { IMAGE_SIZES } from '#domain/image-sizes.js';
import type { ShareImage } from './page-head.js';

/** A size of a generated or uploaded picture: `{stem}-{card|banner}-{width}.webp` (src/web/lib/images.ts). */
const SIZED = /-(card|banner)-(\d+)\.webp$/;

/**
 * A page's share picture with its width and height, which every picture of the site is made in
 * (`IMAGE_SIZES`); null for a path of no known size, so the page falls back to the site's own picture.
 */
export function sizedShareImage(src: string, alt: string): ShareImage | null {
  const match = SIZED.exec(src);
  if (!src.startsWith('/') || !match) return null;
  const width = Number(match[2]);
  const size = IMAGE_SIZES[match[1] as 'card' | 'banner'].find(([w]) => w === width);
  return size ? { src, width, height: size[1], alt } : null;
}
