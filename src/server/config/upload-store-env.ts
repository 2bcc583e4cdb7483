import { z } from 'zod';

const optionalText = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined);

/**
 * The object store for uploads (src/server/storage/upload-store.ts): set `S3_BUCKET` to use one. The
 * keys come as a pair or not at all (then the SDK's own chain: an instance role, AWS_* variables).
 */
export const UPLOAD_STORE_ENV = {
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name: 3–63 lower-case letters, digits, dots and hyphens')
      .optional(),
  ),
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: z.string().trim().min(1).max(64).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText.pipe(z.string().max(256).optional()),
  S3_SECRET_ACCESS_KEY: optionalText.pipe(z.string().max(256).optional()),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('')
    .transform((v) => v === 'true' || v === '1'),
};

interface UploadStoreValues {
  S3_BUCKET?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
}

export function checkUploadStoreEnv(env: UploadStoreValues, ctx: z.RefinementCtx): void {
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
    });
  }
  if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required when other S3_ settings are given' });
  }
}
