import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkedKey, type UploadStore } from './upload-store.js';

export interface S3StoreOptions {
  bucket: string;
  region: string;
  /** an S3-compatible service's address (MinIO, R2, …); AWS itself when absent */
  endpoint?: string | undefined;
  forcePathStyle: boolean;
  /** absent: the SDK's own chain (instance role, AWS_* variables, profile) */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * The uploads as objects in one bucket, through the official SDK. Objects are private: the server
 * reads them and serves the public sizes itself, so the bucket needs no public access.
 */
export function createS3Store(options: S3StoreOptions): UploadStore {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Checksums only where the API requires them: S3-compatible services do not all accept the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const Bucket = options.bucket;
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    async *keys(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    close: async () => client.destroy(),
  };
}
