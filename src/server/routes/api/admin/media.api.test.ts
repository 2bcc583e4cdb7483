import { statSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, staffAudit } from '#server/db/schema/index.js';
import { canvas, jpegWithGps, multipart } from '#server/media/test-images.js';
import { call } from '#server/test/http.js';
import { postMedia } from '#server/test/media.js';
import { staffTestApp, type SignedInStaff } from '#server/test/staff.js';
import type { TestContext } from '#server/test/test-app.js';

let ctx: TestContext;
let agent: SignedInStaff;
beforeAll(async () => ({ ctx, member: agent } = await staffTestApp()));
afterAll(() => ctx.close());

const upload = (bytes: Buffer, filename?: string, type?: string) =>
  postMedia(ctx, agent.headers, multipart('image', bytes, filename, type));
const fetchPublic = (url: string) => ctx.app.inject({ method: 'GET', url });
const publicFiles = async () => {
  const keys: string[] = [];
  for await (const key of ctx.app.uploads.keys('media/public/')) keys.push(key.slice('media/public/'.length));
  return keys;
};

describe('POST /api/admin/media', () => {
  it('makes every size without metadata, and keeps the original with its GPS position privately', async () => {
    const photo = await jpegWithGps();
    const before = await sharp(photo).metadata();
    expect(before.exif?.includes('PhoneMaker')).toBe(true);
    expect(before.icc).toBeDefined();

    const res = await upload(photo);
    expect(res.statusCode).toBe(201);
    const m = res.body.data.media;
    expect(m).toMatchObject({ width: 1600, height: 1000, focal: { x: 0.5, y: 0.5 }, revision: 1 });
    const stem = `/media/${m.uuid}-r1`;
    expect(m.card).toEqual({
      480: `${stem}-card-480.webp`,
      800: `${stem}-card-800.webp`,
      1200: `${stem}-card-1200.webp`,
    });
    expect(Object.keys(m.banner)).toEqual(['768', '1280', '1920']);

    const sizes = { ...m.card, ...m.banner } as Record<string, string>;
    const expected: Record<string, [number, number]> = {
      480: [480, 360],
      800: [800, 600],
      1200: [1200, 900],
      768: [768, 320],
      1280: [1280, 533],
      1920: [1920, 800],
    };
    for (const [width, url] of Object.entries(sizes)) {
      const served = await fetchPublic(url);
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height], url).toEqual(['webp', ...expected[width]!]);
      expect({ exif: meta.exif, icc: meta.icc, xmp: meta.xmp, iptc: meta.iptc }, url).toEqual({
        exif: undefined,
        icc: undefined,
        xmp: undefined,
        iptc: undefined,
      });
      expect(served.rawPayload.includes('PhoneMaker'), url).toBe(false);
    }

    const [row] = await ctx.database.db.select().from(media).where(eq(media.uuid, m.uuid));
    expect(row!.originalPath).toMatch(/^media\/originals\//);
    expect((await ctx.app.uploads.get(row!.originalPath))?.equals(photo)).toBe(true);
    if (ctx.app.uploads.kind === 'folder') {
      const originalFile = join(ctx.env.DATA_DIR, row!.originalPath);
      expect(statSync(originalFile).mode & 0o777).toBe(0o600);
      expect(statSync(join(ctx.env.DATA_DIR, 'media/originals')).mode & 0o777).toBe(0o700);
    }
    // The original is never served, whatever its name.
    expect((await fetchPublic(`/${row!.originalPath}`)).statusCode).toBe(404);

    const audit = await ctx.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.target, `media:${m.uuid}`));
    expect(audit.map((a) => a.action)).toEqual(['media.upload']);

    const read = await call(ctx.app, { method: 'GET', url: `/api/admin/media/${m.uuid}`, headers: agent.headers });
    expect(read.statusCode).toBe(200);
    expect(read.body.data.media).toEqual(m);
  });

  it('accepts PNG and WebP by their bytes, whatever the name says', async () => {
    const png = await upload(await canvas(1000, 800).png().toBuffer(), 'photo.jpg', 'image/jpeg');
    expect(png.statusCode).toBe(201);
    expect(png.body.data.media.content_type).toBe('image/png');
    const webp = await upload(await canvas(1200, 1200).webp().toBuffer(), 'x.bin', 'application/octet-stream');
    expect(webp.statusCode).toBe(201);
    expect(webp.body.data.media.content_type).toBe('image/webp');
  });

  it('honours the camera’s orientation tag: a portrait shot stays portrait', async () => {
    const rotated = await canvas(1200, 1000).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const res = await upload(rotated);
    expect(res.statusCode).toBe(201);
    expect(res.body.data.media).toMatchObject({ width: 1000, height: 1200 });
  });

  it('refuses a GIF, a text file named .jpg, a truncated JPEG and a tiny picture with a 422 saying why', async () => {
    const filesBefore = await publicFiles();
    const gif = await upload(await canvas(1000, 800).gif().toBuffer(), 'a.gif', 'image/gif');
    const text = await upload(Buffer.from('just some words, not a picture'), 'photo.jpg');
    const photo = await jpegWithGps();
    const truncated = await upload(photo.subarray(0, Math.floor(photo.length / 2)));
    const tiny = await upload(await canvas(800, 600).jpeg().toBuffer());
    for (const res of [gif, text, truncated, tiny]) {
      expect(res.statusCode).toBe(422);
      expect(res.body.errors?.image).toHaveLength(1);
    }
    expect(gif.body.message).toBe('The picture must be a JPEG, PNG or WebP image.');
    expect(text.body.message).toBe('The picture must be a JPEG, PNG or WebP image.');
    expect(truncated.body.message).toBe('The picture could not be read: the file is damaged or incomplete.');
    expect(tiny.body.message).toMatch(/at least 960 pixels wide/);
    expect(await publicFiles()).toEqual(filesBefore);
  });

  it('refuses more than 15 MB with a 413, and a body without the image field with a 422', async () => {
    const big = Buffer.concat([await jpegWithGps(), Buffer.alloc(16 * 1024 * 1024)]);
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.body.message).toBe('The picture may be at most 15 MB.');

    const missing = await postMedia(ctx, agent.headers, multipart('photo', await jpegWithGps()));
    expect(missing.statusCode).toBe(422);
    expect(missing.body.errors).toEqual({ image: ['Choose a picture to upload (the image field).'] });
  });

  it('answers 400 to a malformed multipart body and 422 to JSON, never a 500', async () => {
    const cut = multipart('image', await jpegWithGps());
    const malformed = await call(ctx.app, {
      method: 'POST',
      url: '/api/admin/media',
      payload: cut.payload.subarray(0, 200),
      headers: { ...cut.headers, ...agent.headers },
    });
    expect(malformed.statusCode).toBe(400);
    const json = await call(ctx.app, {
      method: 'POST',
      url: '/api/admin/media',
      payload: { image: 'x' },
      headers: agent.headers,
    });
    expect(json.statusCode).toBe(422);
  });

  it('answers 404 for a picture that does not exist', async () => {
    const uuid = '00000000-0000-4000-8000-000000000000';
    const res = await call(ctx.app, { method: 'GET', url: `/api/admin/media/${uuid}`, headers: agent.headers });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /media/*', () => {
  it('serves only the public sizes: no listing, no other type, no way out of the folder', async () => {
    for (const url of [
      '/media/',
      '/media',
      '/media/..%2f..%2fpackage.json',
      '/media/..%2foriginals',
      '/media/../package.json',
      '/media/%2e%2e/%2e%2e/etc/passwd',
      '/media/00000000-0000-4000-8000-000000000000-r1-card-800.webp',
      '/media/00000000-0000-4000-8000-000000000000-r1-card-800.jpg',
    ]) {
      const res = await fetchPublic(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toBe('image/webp');
    }
  });
});
