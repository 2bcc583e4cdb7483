import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destinations, staffAudit, trips } from '#server/db/schema/index.js';
import { media } from '#server/db/schema/index.js';
import { readCatalogueVersion } from '#server/repositories/catalogue-version.js';
import { canvas, isRed, multipart, pixel } from '#server/media/test-images.js';
import { call } from '#server/test/http.js';
import { postMedia } from '#server/test/media.js';
import { staffMember, staffTestApp, type SignedInStaff } from '#server/test/staff.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';

let ctx: TestContext;
let agent: SignedInStaff;
beforeAll(async () => ({ ctx, member: agent } = await staffTestApp()));
afterAll(() => ctx.close());

const fetchPublic = (url: string) => ctx.app.inject({ method: 'GET', url });
const setFocal = (uuid: string, payload: object) =>
  call(ctx.app, { method: 'PUT', url: `/api/admin/media/${uuid}/focal-point`, payload, headers: agent.headers });

/**
 * 2400 × 1000, white with a red stripe at x 2000–2100. A 4:3 card crop is 1333 wide: centred it ends
 * at x 1867 (no red); with the focal point on the stripe it is the right-most 1333 (x 1067–2400),
 * where the stripe lands at x 840–930 of the 1200-wide card.
 */
async function uploadStriped() {
  const bytes = await canvas(2400, 1000, { from: 2000, to: 2100 }).png().toBuffer();
  const res = await postMedia(ctx, agent.headers, multipart('image', bytes, 'stripe.png', 'image/png'));
  expect(res.statusCode).toBe(201);
  return res.body.data.media;
}

describe('PUT /api/admin/media/{uuid}/focal-point', () => {
  it('crops every size around the new focal point under new names and repoints the trips and destinations', async () => {
    const m = await uploadStriped();
    const before = (await fetchPublic(m.card['1200'])).rawPayload;
    expect(isRed(await pixel(before, 885, 450))).toBe(false);

    const [trip] = await ctx.database.db.select().from(trips).limit(1);
    const [destination] = await ctx.database.db.select().from(destinations).limit(1);
    const [row] = await ctx.database.db.select().from(media).where(eq(media.uuid, m.uuid));
    await ctx.database.db.update(trips).set({ mediaId: row!.id }).where(eq(trips.id, trip!.id));
    await ctx.database.db.update(destinations).set({ mediaId: row!.id }).where(eq(destinations.id, destination!.id));
    const versionBefore = await readCatalogueVersion(ctx.database.db);

    const res = await setFocal(m.uuid, { x: 0.85, y: 0.5 });
    expect(res.statusCode).toBe(200);
    const moved = res.body.data.media;
    expect(moved).toMatchObject({ uuid: m.uuid, revision: 2, focal: { x: 0.85, y: 0.5 } });
    expect(moved.card['1200']).toBe(`/media/${m.uuid}-r2-card-1200.webp`);

    const after = (await fetchPublic(moved.card['1200'])).rawPayload;
    expect(isRed(await pixel(after, 885, 450))).toBe(true);
    expect(isRed(await pixel(after, 800, 450))).toBe(false);
    for (const url of [...Object.values(m.card), ...Object.values(m.banner)] as string[]) {
      expect((await fetchPublic(url)).statusCode, url).toBe(404);
    }
    for (const url of [...Object.values(moved.card), ...Object.values(moved.banner)] as string[]) {
      expect((await fetchPublic(url)).statusCode, url).toBe(200);
    }

    const [tripAfter] = await ctx.database.db.select().from(trips).where(eq(trips.id, trip!.id));
    const [destinationAfter] = await ctx.database.db
      .select()
      .from(destinations)
      .where(eq(destinations.id, destination!.id));
    for (const shown of [tripAfter!, destinationAfter!]) {
      expect({ image: shown.image, banner: shown.banner }).toEqual({
        image: `/media/${m.uuid}-r2-card-800.webp`,
        banner: `/media/${m.uuid}-r2-banner-1280.webp`,
      });
    }
    expect(await readCatalogueVersion(ctx.database.db)).toBe(versionBefore + 1);
    const audit = await ctx.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.target, `media:${m.uuid}`))
      .orderBy(staffAudit.id);
    expect(audit.map((a) => a.action)).toEqual(['media.upload', 'media.focal_point']);
    expect(audit[1]!.before).toMatchObject({ revision: 1, focal_x: 0.5 });
    expect(audit[1]!.after).toMatchObject({ revision: 2, focal_x: 0.85 });
  });

  it('refuses a point outside the picture (422) and an unknown picture (404)', async () => {
    const m = await uploadStriped();
    for (const payload of [{ x: 1.2, y: 0.5 }, { x: -0.1, y: 0.5 }, { x: 0.5 }, { x: '0.5', y: 0.5 }]) {
      expect((await setFocal(m.uuid, payload)).statusCode, JSON.stringify(payload)).toBe(422);
    }
    const missing = await setFocal('00000000-0000-4000-8000-000000000000', { x: 0.5, y: 0.5 });
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe('Picture not found.');
    const read = await call(ctx.app, { method: 'GET', url: `/api/admin/media/${m.uuid}`, headers: agent.headers });
    expect(read.body.data.media.revision).toBe(1);
  });
});

describe('the picture calls’ rate limit', () => {
  it('answers 429 after 30 calls a minute from one address, before reading the body', async () => {
    const limited = await createTestApp();
    try {
      const staff = await staffMember(limited, 'agent');
      const url = '/api/admin/media/00000000-0000-4000-8000-000000000000/focal-point';
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const res = await call(limited.app, { method: 'PUT', url, payload: { x: 2, y: 0 }, headers: staff.headers });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
