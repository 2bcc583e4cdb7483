import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '#server/test/fake-s3.js';
import { createS3Store } from './s3-store.js';
import type { UploadStore } from './upload-store.js';

// The real SDK against an in-process S3-compatible service (src/server/test/fake-s3.ts).
let s3: FakeS3;
let store: UploadStore;

beforeAll(async () => {
  s3 = await startFakeS3({ pageSize: 2 });
  store = createS3Store({
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
});
afterAll(async () => {
  await store.close();
  await s3.close();
});

const collect = async (keys: AsyncIterable<string>) => {
  const all: string[] = [];
  for await (const key of keys) all.push(key);
  return all;
};

describe('the S3 upload store', () => {
  it('puts, reads, checks and removes objects under the key the rows name', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await store.put('passports/0123abcd.png', bytes, 'image/png');
    expect(s3.objects.get('passports/0123abcd.png')).toEqual({ bytes, contentType: 'image/png' });
    expect(await store.get('passports/0123abcd.png')).toEqual(bytes);
    expect(await store.has('passports/0123abcd.png')).toBe(true);

    await store.remove('passports/0123abcd.png');
    expect(await store.get('passports/0123abcd.png')).toBeNull();
    expect(await store.has('passports/0123abcd.png')).toBe(false);
    // Removing what is not there is no error (an upload cleaned away twice).
    await expect(store.remove('passports/0123abcd.png')).resolves.toBeUndefined();
  });

  it('lists every key under a prefix across pages, and nothing of another folder', async () => {
    const keys = ['media/public/a-card-480.webp', 'media/public/b-card-480.webp', 'media/public/c-card-480.webp'];
    for (const key of [...keys, 'media/originals/a.jpg']) await store.put(key, Buffer.from(key), 'image/webp');
    expect(await collect(store.keys('media/public/'))).toEqual(keys);
    expect(s3.requests.filter((r) => r.startsWith('GET ?') && r.includes('prefix=media%2Fpublic%2F'))).toHaveLength(2);
  });

  it('refuses a key outside the upload folders before asking the service', async () => {
    const before = s3.requests.length;
    for (const key of ['../secret', 'passports/../x.png', 'other/x.png', 'passports/a/b.png']) {
      await expect(store.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow('not an upload key');
    }
    expect(s3.requests.length).toBe(before);
  });

  it('says a refused signature out loud rather than as a missing object', async () => {
    const stranger = createS3Store({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'someone-else', secretAccessKey: 'x' },
    });
    await expect(stranger.get('media/public/a-card-480.webp')).rejects.toMatchObject({ name: 'AccessDenied' });
    await stranger.close();
  });
});
