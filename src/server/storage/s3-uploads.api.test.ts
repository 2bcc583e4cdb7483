import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUploadsBackup } from '#server/backup/create-backup.js';
import { restoreBackup } from '#server/backup/restore-backup.js';
import { newPglite } from '#server/db/pglite.js';
import { jpegWithGps, multipart } from '#server/media/test-images.js';
import { registrationFields, registrationFormData, smallImage } from '#server/test/account-fixtures.js';
import { startFakeS3, type FakeS3 } from '#server/test/fake-s3.js';
import { call } from '#server/test/http.js';
import { postMedia } from '#server/test/media.js';
import { startServerProcess } from '#server/test/server-process.js';
import { staffMember, type SignedInStaff } from '#server/test/staff.js';
import { createTestApp, freshPostgresUrl, type TestContext } from '#server/test/test-app.js';
import { referenceIds, signUp } from '#server/test/users.js';
import { COPIED_MARKER } from './copy-folder-uploads.js';

// With S3_BUCKET set the uploads live in the bucket, whatever the database: here an in-process
// S3-compatible service (src/server/test/fake-s3.ts) answers the official SDK.

const onPostgres = Boolean(inject('pgTemplateUrl'));
const work = mkdtempSync(join(tmpdir(), 'storefront-s3-'));
let s3: FakeS3;
let ctx: TestContext;
let agent: SignedInStaff;

beforeAll(async () => {
  s3 = await startFakeS3();
  ctx = await createTestApp({ env: { ...s3.env, RATE_LIMIT_ALLOW: '127.0.0.1' } });
  agent = await staffMember(ctx, 'agent', 'Neema');
});
afterAll(async () => {
  await ctx?.close();
  await s3?.close();
  rmSync(work, { recursive: true, force: true });
});

const keysUnder = (prefix: string) => [...s3.objects.keys()].filter((key) => key.startsWith(prefix));

async function registerWithPassport(passport: Buffer): Promise<string> {
  const fields = registrationFields(await referenceIds(ctx.app), { email: `s3-${Date.now()}@example.com` });
  const res = await call(ctx.app, {
    method: 'POST',
    url: '/api/register',
    payload: registrationFormData(fields, { bytes: passport, name: 'passport.png', type: 'image/png' }),
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  return res.body.data.user.uuid as string;
}

describe('uploads in an S3-compatible bucket', () => {
  it('stores every size and the original of a picture in the bucket and serves the sizes from it', async () => {
    expect(ctx.app.uploads.kind).toBe('s3');
    const res = await postMedia(ctx, agent.headers, multipart('image', await jpegWithGps()));
    expect(res.statusCode).toBe(201);
    const url = res.body.data.media.card['800'] as string;
    expect(s3.objects.get(`media/public${url.slice('/media'.length)}`)?.contentType).toBe('image/webp');
    expect(keysUnder(`media/originals/${res.body.data.media.uuid}-`)).toHaveLength(1);

    const served = await ctx.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload).toEqual(s3.objects.get(`media/public${url.slice('/media'.length)}`)!.bytes);
    expect(existsSync(join(ctx.env.DATA_DIR, 'media'))).toBe(false);
  });

  it('keeps a passport in the bucket, for staff only', async () => {
    const passport = await smallImage('png');
    const uuid = await registerWithPassport(passport);
    const url = `/api/admin/accounts/${uuid}/passport-image`;
    const read = await ctx.app.inject({ url, headers: agent.headers });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.rawPayload).toEqual(passport);

    const tourist = await signUp(ctx.app);
    for (const headers of [{}, tourist.headers]) {
      const refused = await call(ctx.app, { url, headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.body.status).toBe(false);
    }
    const unknown = await call(ctx.app, {
      url: '/api/admin/accounts/00000000-0000-4000-8000-000000000000/passport-image',
      headers: agent.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toMatchObject({ status: false, message: 'This account has no passport image.' });
  });

  it('backs up the bucket’s uploads and restores them into it', async () => {
    const before = new Map(s3.objects);
    expect(before.size).toBeGreaterThan(0);
    const archive = join(work, 'uploads.tar.gz');
    const made = await createUploadsBackup(archive, ctx.app.uploads);
    expect(made.files).toBe(before.size);

    s3.objects.clear();
    const restored = await restoreBackup(archive, join(work, 'restored'), { store: ctx.app.uploads });
    expect(restored).toMatchObject({ files: before.size, bookings: null });
    expect([...s3.objects.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [key, { bytes }] of before) expect(s3.objects.get(key)?.bytes, key).toEqual(bytes);
  });
});

describe('a server upgraded onto the bucket with uploads already in DATA_DIR', () => {
  it('copies them into the bucket once at its start and serves them', async () => {
    const dataDir = join(work, 'upgraded');
    const name = '0b1e5a3c-7d2f-4c8e-9a6b-1f2e3d4c5b6a-r1-card-480.webp';
    const picture = await smallImage('webp', 480, 360);
    mkdirSync(join(dataDir, 'media/public'), { recursive: true });
    writeFileSync(join(dataDir, 'media/public', name), picture);
    mkdirSync(join(dataDir, 'passports'));
    writeFileSync(join(dataDir, 'passports', 'f'.repeat(32) + '.png'), await smallImage('png'));
    let env: Record<string, string> = {};
    if (onPostgres) env = { DATABASE_URL: await freshPostgresUrl() };
    else {
      const dump = new Blob([readFileSync(inject('pgliteDump'))], { type: 'application/x-tar' });
      const client = newPglite(join(dataDir, 'pglite'), { loadDataDir: dump });
      await client.waitReady;
      await client.close();
    }
    const server = await startServerProcess({ ...env, ...s3.env, DATA_DIR: dataDir });
    try {
      const served = await fetch(`${server.url}/media/${name}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(picture);
      expect(s3.objects.has(`passports/${'f'.repeat(32)}.png`)).toBe(true);
      expect(JSON.parse(readFileSync(join(dataDir, COPIED_MARKER), 'utf8'))).toMatchObject({ store: 's3', copied: 2 });
      // The files stay where they were: going back to the previous version loses nothing.
      expect(existsSync(join(dataDir, 'media/public', name))).toBe(true);
    } finally {
      await server.stop();
    }
  }, 90_000);
});
