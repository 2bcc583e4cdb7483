/**
 * Where the uploads live: the public sizes of pictures (`media/public/…`), their originals
 * (`media/originals/…`) and passport images (`passports/…`). A key is the path the database rows name,
 * relative to DATA_DIR for the folder store. Every process that shares the database must see the same
 * bytes, so behind a balancer the store is PostgreSQL or an object store, never a process's own folder.
 */
export interface UploadStore {
  readonly kind: 'folder' | 'postgres' | 's3';
  /** Writes (or replaces) the bytes under `key`. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under `key`. */
  get(key: string): Promise<Buffer | null>;
  has(key: string): Promise<boolean>;
  /** Removes the bytes; nothing stored is not an error. */
  remove(key: string): Promise<void>;
  /** Every key under `prefix` (`passports/`, `media/public/`, …), in order. */
  keys(prefix: string): AsyncIterable<string>;
  close(): Promise<void>;
}

/** The top folders of every key: what backups copy and the first start on a shared store moves. */
export const UPLOAD_PREFIXES = ['passports/', 'media/originals/', 'media/public/'] as const;

const KEY = /^(passports|media\/originals|media\/public)\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** A key the product writes: one of the upload folders, then a plain file name (no `..`, no `/`). */
export function isUploadKey(key: string): boolean {
  return KEY.test(key) && !key.includes('..');
}

export function checkedKey(key: string): string {
  if (!isUploadKey(key)) throw new Error(`not an upload key: ${JSON.stringify(key)}`);
  return key;
}

const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The content type of a stored upload, by its extension (the product names every file by its bytes' format). */
export function contentTypeOf(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
