import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { UploadStore } from '#server/storage/upload-store.js';

/** The formats a passport photo or scan may come in, by what its bytes say (never its name). */
export type PassportFormat = 'jpeg' | 'png' | 'webp';

const EXTENSIONS: Record<PassportFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/** The folder of their keys in the upload store: outside anything the web app serves. */
export const PASSPORTS_DIR = 'passports';

function magicFormat(bytes: Buffer): PassportFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'webp';
  }
  return null;
}

/**
 * The image format of `bytes`, or null when they are not a JPEG, PNG or WebP image. The leading
 * bytes must say so and sharp must read a size from the header that agrees: a text file renamed
 * .jpg fails the first test, a truncated or forged header the second.
 */
export async function detectPassportFormat(bytes: Buffer): Promise<PassportFormat | null> {
  const format = magicFormat(bytes);
  if (!format) return null;
  try {
    const meta = await sharp(bytes).metadata();
    return meta.format === format && (meta.width ?? 0) > 0 && (meta.height ?? 0) > 0 ? format : null;
  } catch {
    return null;
  }
}

/**
 * Stores the image under `passports/` with a random name and answers its key (what
 * `users.passport_image_path` keeps). Only staff read it back (GET /api/admin/accounts/{uuid}/passport-image).
 */
export async function storePassportImage(store: UploadStore, bytes: Buffer, format: PassportFormat): Promise<string> {
  const key = `${PASSPORTS_DIR}/${randomBytes(16).toString('hex')}.${EXTENSIONS[format]}`;
  await store.put(key, bytes, `image/${format}`);
  return key;
}

/** Removes a stored image again (the account it belonged to was not created). */
export async function removePassportImage(store: UploadStore, key: string): Promise<void> {
  await store.remove(key);
}
