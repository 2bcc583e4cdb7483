import { and, asc, eq, gt, like } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';
import { uploadedFiles } from '#server/db/schema/index.js';

/** The `uploaded_files` rows: the bytes of the uploads when they live in PostgreSQL. */
export function createUploadedFilesRepository(db: DbOrTx) {
  return {
    /** Writes the file, replacing one of the same key (a retried write of the same bytes). */
    async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
      const values = { key, bytes, contentType, size: bytes.length };
      await db
        .insert(uploadedFiles)
        .values(values)
        .onConflictDoUpdate({ target: uploadedFiles.key, set: { bytes, contentType, size: bytes.length } });
    },

    async get(key: string): Promise<Buffer | null> {
      const [row] = await db
        .select({ bytes: uploadedFiles.bytes })
        .from(uploadedFiles)
        .where(eq(uploadedFiles.key, key));
      return row?.bytes ?? null;
    },

    async has(key: string): Promise<boolean> {
      const [row] = await db.select({ key: uploadedFiles.key }).from(uploadedFiles).where(eq(uploadedFiles.key, key));
      return row !== undefined;
    },

    async remove(key: string): Promise<void> {
      await db.delete(uploadedFiles).where(eq(uploadedFiles.key, key));
    },

    /** Up to `limit` keys under `prefix` after `after`, in order: a backup pages through them. */
    async keysAfter(prefix: string, after: string, limit: number): Promise<string[]> {
      const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
      const rows = await db
        .select({ key: uploadedFiles.key })
        .from(uploadedFiles)
        .where(and(like(uploadedFiles.key, `${escaped}%`), gt(uploadedFiles.key, after)))
        .orderBy(asc(uploadedFiles.key))
        .limit(limit);
      return rows.map((row) => row.key);
    },
  };
}
