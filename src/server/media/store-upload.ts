import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import {
  MEDIA_DAMAGED_MESSAGE,
  MEDIA_FORMAT_MESSAGE,
  MEDIA_TOO_MANY_PIXELS_MESSAGE,
  MEDIA_TOO_SMALL_MESSAGE,
} from '#domain/schemas/messages.js';
import { validationError } from '#server/lib/http-error.js';
import type { UploadStore } from '#server/storage/upload-store.js';
import { detectPassportFormat, type PassportFormat } from '#server/uploads/passport-images.js';

/** The upload limit in bytes; the route refuses more with a 413 before reading it. */
export const MEDIA_MAX_BYTES = 15 * 1024 * 1024;
/** Past this a decode would hold hundreds of megabytes in memory for a picture no card needs. */
export const MEDIA_MAX_PIXELS = 60_000_000;
/** Half the largest banner: anything smaller would be stretched into a blur. */
export const MEDIA_MIN_WIDTH = 960;
export const MEDIA_MIN_HEIGHT = 400;

/** Folders of the upload store's keys: the served sizes, and the originals nobody is served. */
export const MEDIA_PUBLIC_DIR = 'media/public';
export const MEDIA_ORIGINALS_DIR = 'media/originals';

export interface CheckedUpload {
  format: PassportFormat;
  /** as shown, after the camera's orientation tag is applied */
  width: number;
  height: number;
}

const imageError = (message: string) => validationError({ image: [message] });

/** EXIF orientations 5–8 turn the picture a quarter: its shown width is the stored height. */
const turnsQuarter = (orientation: number | undefined) => (orientation ?? 1) >= 5;

/**
 * The format and shown size of an uploaded picture, judged by its bytes (never its name or type),
 * or a 422 saying what is wrong. Only the header is read here; a damaged body shows when the
 * sizes are made.
 */
export async function checkUpload(bytes: Buffer): Promise<CheckedUpload> {
  const format = await detectPassportFormat(bytes);
  if (!format) throw imageError(MEDIA_FORMAT_MESSAGE);
  const meta = await sharp(bytes).metadata();
  const [width, height] = turnsQuarter(meta.orientation) ? [meta.height, meta.width] : [meta.width, meta.height];
  if (width * height > MEDIA_MAX_PIXELS) throw imageError(MEDIA_TOO_MANY_PIXELS_MESSAGE);
  if (width < MEDIA_MIN_WIDTH || height < MEDIA_MIN_HEIGHT) throw imageError(MEDIA_TOO_SMALL_MESSAGE);
  return { format, width, height };
}

/** A picture that did not decode to the end: the client's file, not our fault. */
export const damagedUpload = () => imageError(MEDIA_DAMAGED_MESSAGE);

const EXTENSIONS: Record<PassportFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/**
 * Keeps the upload as it came (metadata and all: the agency's own copy) under the originals folder,
 * which nothing serves. Answers its key in the store.
 */
export async function storeOriginal(store: UploadStore, uuid: string, bytes: Buffer, format: PassportFormat) {
  const key = `${MEDIA_ORIGINALS_DIR}/${uuid}-${randomBytes(8).toString('hex')}.${EXTENSIONS[format]}`;
  await store.put(key, bytes, `image/${format}`);
  return key;
}
