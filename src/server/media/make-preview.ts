import sharp from 'sharp';
import { WEBP } from './make-sizes.js';
import { damagedUpload, MEDIA_MAX_PIXELS } from './store-upload.js';

/** Wide enough for the focal-point picker on any screen, small enough to send at once. */
export const MEDIA_PREVIEW_WIDTH = 1024;

/**
 * The whole picture (no crop), turned upright by its EXIF tag, at most 1024 px wide, as WebP. sharp
 * writes no metadata unless asked, so the original's GPS position and camera stay with the original.
 */
export async function makePreview(original: Buffer): Promise<Buffer> {
  try {
    return await sharp(original, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'warning' })
      .rotate()
      .resize({ width: MEDIA_PREVIEW_WIDTH, withoutEnlargement: true })
      .toColourspace('srgb')
      .webp(WEBP)
      .toBuffer();
  } catch {
    throw damagedUpload();
  }
}
