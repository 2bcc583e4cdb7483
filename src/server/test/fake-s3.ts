import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny S3-compatible service for tests (no network, no Docker here): one bucket, path-style URLs,
 * PutObject, GetObject, HeadObject, DeleteObject and ListObjectsV2, answered as S3 answers them, so the
 * official SDK runs its real code path against it. Every request must be signed (SigV4) with `accessKeyId`.
 */
export interface FakeS3 {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  /** `METHOD key-or-?query` of every request, in order */
  requests: string[];
  env: Record<string, string>;
  close(): Promise<void>;
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const escape = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
const etag = (bytes: Buffer) => `"${createHash('md5').update(bytes).digest('hex')}"`;

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function fail(response: ServerResponse, status: number, code: string, head = false) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(head ? undefined : xml(`<Error><Code>${code}</Code><Message>${code}</Message></Error>`));
}

export async function startFakeS3(options: { pageSize?: number } = {}): Promise<FakeS3> {
  const bucket = 'kilele-uploads';
  const accessKeyId = 'fake-access-key';
  const pageSize = options.pageSize ?? 1000;
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const requests: string[] = [];

  const list = (response: ServerResponse, query: URLSearchParams) => {
    const prefix = query.get('prefix') ?? '';
    const after = query.get('continuation-token') ?? '';
    const keys = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
    const page = keys.slice(0, pageSize);
    const truncated = keys.length > page.length;
    const contents = page
      .map((key) => {
        const { bytes } = objects.get(key)!;
        return `<Contents><Key>${escape(key)}</Key><Size>${bytes.length}</Size><ETag>${escape(etag(bytes))}</ETag><StorageClass>STANDARD</StorageClass></Contents>`;
      })
      .join('');
    const next = truncated ? `<NextContinuationToken>${escape(page.at(-1)!)}</NextContinuationToken>` : '';
    response.writeHead(200, { 'content-type': 'application/xml' });
    response.end(
      xml(
        `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name>` +
          `<Prefix>${escape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${pageSize}</MaxKeys>` +
          `<IsTruncated>${truncated}</IsTruncated>${next}${contents}</ListBucketResult>`,
      ),
    );
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake-s3');
      const [, name, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      const method = request.method ?? 'GET';
      requests.push(`${method} ${key || `?${url.searchParams.toString()}`}`);
      const body = await readBody(request);
      if (!String(request.headers.authorization).startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`)) {
        return fail(response, 403, 'AccessDenied', method === 'HEAD');
      }
      if (name !== bucket) return fail(response, 404, 'NoSuchBucket', method === 'HEAD');
      if (!key && method === 'GET' && url.searchParams.get('list-type') === '2')
        return list(response, url.searchParams);
      const found = objects.get(key);
      if (method === 'PUT') {
        objects.set(key, { bytes: body, contentType: request.headers['content-type'] ?? 'binary/octet-stream' });
        response.writeHead(200, { etag: etag(body) });
        return response.end();
      }
      if (method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204);
        return response.end();
      }
      if (method === 'GET' || method === 'HEAD') {
        if (!found) return fail(response, 404, 'NoSuchKey', method === 'HEAD');
        response.writeHead(200, {
          'content-type': found.contentType,
          'content-length': found.bytes.length,
          etag: etag(found.bytes),
        });
        return response.end(method === 'HEAD' ? undefined : found.bytes);
      }
      return fail(response, 405, 'MethodNotAllowed');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const secretAccessKey = 'fake-secret-access-key';
  return {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
