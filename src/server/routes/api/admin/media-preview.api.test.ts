import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canvas, isRed, jpegWithGps, multipart, pixel } from '#server/media/test-images.js';
import { postMedia } from '#server/test/media.js';
import { staffMember, type SignedInStaff } from '#server/test/staff.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
import { signUp, type SignedInUser } from '#server/test/users.js';

let ctx: TestContext;
let agent: SignedInStaff;
let tourist: SignedInUser;
beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_ALLOW: '127.0.0.1' } });
  agent = await staffMember(ctx, 'agent');
  tourist = await signUp(ctx.app);
});
afterAll(() => ctx.close());

async function upload(bytes: Buffer, type = 'image/png'): Promise<{ uuid: string }> {
  const res = await postMedia(ctx, agent.headers, multipart('image', bytes, 'picture', type));
  expect(res.statusCode, res.body.message).toBe(201);
  return res.body.data.media;
}

const preview = (uuid: string, headers: Record<string, string> = agent.headers) =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/media/${uuid}/preview`, headers });

describe('GET /api/admin/media/{uuid}/preview', () => {
  it('answers the whole picture, uncropped, as WebP 1024 px wide, privately cached', async () => {
    // 2400 × 1000 with a red stripe at x 2000–2100: every centred crop loses it, the whole picture keeps it.
    const media = await upload(await canvas(2400, 1000, { from: 2000, to: 2100 }).png().toBuffer());
    const res = await preview(media.uuid);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1024, height: 427 });
    // The stripe lands at x 853–896 of 1024.
    expect(isRed(await pixel(res.rawPayload, 875, 200))).toBe(true);
    expect(isRed(await pixel(res.rawPayload, 820, 200))).toBe(false);
  });

  it('keeps no metadata of a phone photo and never enlarges a smaller one', async () => {
    const media = await upload(await jpegWithGps(1000, 600), 'image/jpeg');
    const res = await preview(media.uuid);
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1000, height: 600 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(res.rawPayload.includes('PhoneMaker')).toBe(false);
  });

  it('is staff only: a visitor and a tourist read 401, an owner sees it too', async () => {
    const media = await upload(await canvas(1200, 600).png().toBuffer());
    for (const headers of [{}, tourist.headers]) {
      const res = await preview(media.uuid, headers);
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    const owner = await staffMember(ctx, 'owner');
    expect((await preview(media.uuid, owner.headers)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown picture and 422 for a malformed uuid', async () => {
    const unknown = await preview('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(JSON.parse(unknown.body)).toMatchObject({ status: false, code: 404 });
    expect((await preview('not-a-uuid')).statusCode).toBe(422);
  });
});
