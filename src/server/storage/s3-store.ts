import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
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

const notFound = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/** The SDK is loaded on first use: a deployment without a bucket never pays its start-up time and memory. */
type Sdk = typeof S3Sdk;
let sdk: Promise<Sdk> | undefined;
const loadSdk = () => (sdk ??= import('@aws-sdk/client-s3'));

/**
 * The uploads as objects in one bucket, through the official SDK. Objects are private: the server
 * reads them and serves the public sizes itself, so the bucket needs no public access.
 */
export function createS3Store(options: S3StoreOptions): UploadStore {
  let client: Promise<{ s3: Sdk; client: S3Client }> | undefined;
  const connect = () => (client ??= loadSdk().then((s3) => ({ s3, client: newClient(s3, options) })));
  const Bucket = options.bucket;
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const { s3, client } = await connect();
      const command = new s3.PutObjectCommand({ Bucket, Key: checkedKey(key), Body: bytes, ContentType: contentType });
      await client.send(command);
    },
    async get(key) {
      const { s3, client } = await connect();
      try {
        const answer = await client.send(new s3.GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async has(key) {
      const { s3, client } = await connect();
      try {
        await client.send(new s3.HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },
    async remove(key) {
      const { s3, client } = await connect();
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    async *keys(prefix) {
      const { s3, client } = await connect();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new s3.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async close() {
      if (client) (await client).client.destroy();
    },
  };
}

function newClient(s3: Sdk, options: S3StoreOptions): S3Client {
  return new s3.S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Checksums only where the API requires them: S3-compatible services do not all accept the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
}
