import type { Env } from '#server/config/env.js';
import { createFolderStore } from './folder-store.js';
import { createPostgresStore } from './postgres-store.js';
import { createS3Store } from './s3-store.js';
import type { UploadStore } from './upload-store.js';

/**
 * The one place the store is chosen: an S3-compatible bucket when `S3_BUCKET` is set, PostgreSQL's
 * `uploaded_files` when `DATABASE_URL` is, else the folder under DATA_DIR (the embedded default).
 */
export function createUploadStore(env: Env): UploadStore {
  if (env.S3_BUCKET) {
    return createS3Store({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
          : undefined,
    });
  }
  if (env.DATABASE_URL) return createPostgresStore(env.DATABASE_URL);
  return createFolderStore(env.DATA_DIR);
}
