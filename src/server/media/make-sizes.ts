import sharp from 'sharp';
import type { UploadStore } from '#server/storage/upload-store.js';
import { cropBox } from './crop-box.js';
import { MEDIA_KINDS, MEDIA_SIZES, mediaFileName, type MediaKind } from './media-paths.js';
import { damagedUpload, MEDIA_MAX_PIXELS, MEDIA_PUBLIC_DIR } from './store-upload.js';

export interface SizedMedia {
  uuid: string;
  revision: number;
  width: number;
  height: number;
  focalX: number;
  focalY: number;
}

export const WEBP = { quality: 80, effort: 4 } as const;

/**
 * One kind's files: the largest crop is cut from the original (oriented by its EXIF tag), the
 * smaller ones scaled down from that bitmap. sharp writes no metadata unless asked (we never ask),
 * so a phone's GPS position, its camera serial and its colour profile stay in the original.
 */
async function renderKind(original: Buffer, media: SizedMedia, kind: MediaKind) {
  const [[width, height], ...smaller] = MEDIA_SIZES[kind] as [[number, number], ...[number, number][]];
  const box = cropBox(media, { width, height }, { x: media.focalX, y: media.focalY });
  const largest = await sharp(original, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'warning' })
    .rotate()
    .extract(box)
    .resize(width, height, { fit: 'fill' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: largest.info };
  const files: { name: string; bytes: Buffer }[] = [
    { name: mediaFileName(media, kind, width), bytes: await sharp(largest.data, raw).webp(WEBP).toBuffer() },
  ];
  for (const [w, h] of smaller) {
    const bytes = await sharp(largest.data, raw).resize(w, h, { fit: 'cover' }).webp(WEBP).toBuffer();
    files.push({ name: mediaFileName(media, kind, w), bytes });
  }
  return files;
}

/**
 * Makes every card and banner size of a picture at its revision and focal point and writes them to
 * the store's public folder. A picture that does not decode to its end is the client's 422; nothing is
 * written then.
 */
export async function makeSizes(store: UploadStore, original: Buffer, media: SizedMedia): Promise<string[]> {
  let files: { name: string; bytes: Buffer }[];
  try {
    files = (await Promise.all(MEDIA_KINDS.map((kind) => renderKind(original, media, kind)))).flat();
  } catch {
    throw damagedUpload();
  }
  await Promise.all(files.map((file) => store.put(`${MEDIA_PUBLIC_DIR}/${file.name}`, file.bytes, 'image/webp')));
  return files.map((file) => file.name);
}

/** Removes one revision's public files (a newer revision replaced them, or the upload failed). */
export async function removeSizes(store: UploadStore, media: { uuid: string; revision: number }): Promise<void> {
  const names = MEDIA_KINDS.flatMap((kind) => MEDIA_SIZES[kind].map(([w]) => mediaFileName(media, kind, w)));
  await Promise.all(names.map((name) => store.remove(`${MEDIA_PUBLIC_DIR}/${name}`)));
}
