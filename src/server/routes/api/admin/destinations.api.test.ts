import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOGUE_LOCATION_MESSAGE,
  DESTINATION_STALE_MESSAGE,
  PUBLISH_MISSING_MESSAGES,
} from '#domain/schemas/messages.js';
import * as t from '#server/db/schema/index.js';
import { call } from '#server/test/http.js';
import { staffMember } from '#server/test/staff.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
import { signUp } from '#server/test/users.js';
import { catalogueEditor, editorReference, tripBody, type EditorReference } from './trips-test-kit.js';

let ctx: TestContext;
let headers: { authorization: string };
let ref: EditorReference;
let placeIds: { location_id: number; region_id: number };

beforeAll(async () => {
  ctx = await createTestApp({ env: { CATALOGUE_CACHE_SECONDS: '30', RATE_LIMIT_ALLOW: '127.0.0.1' } });
  headers = (await staffMember(ctx, 'agent', 'Baraka')).headers;
  ref = await editorReference(ctx);
  const [location] = await ctx.database.db.select().from(t.locations).orderBy(asc(t.locations.id));
  const [region] = await ctx.database.db.select().from(t.regions).orderBy(asc(t.regions.id));
  placeIds = { location_id: location!.id, region_id: region!.id };
});
afterAll(() => ctx.close());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  call(ctx.app, { method, url: `/api/admin/destinations${url}`, headers, ...(payload ? { payload } : {}) });

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lake Eyasi',
  description: '<p>Bushmen and <a href="https://example.org/eyasi" onclick="x()">onions</a>.</p>',
  facts: ['Salt lake', 'Hadzabe people'],
  activities: ['Hunting walk'],
  category_ids: ref.interestIds,
  ...placeIds,
  media_uuid: null,
  ...overrides,
});

const publicUuids = async () =>
  ((await call(ctx.app, '/api/destinations?limit=100')).body.data.destinations as { uuid: string }[]).map(
    (d) => d.uuid,
  );

describe('the destination editor', () => {
  it('creates a draft the storefront does not show, and publishing shows it everywhere at once', async () => {
    await publicUuids(); // primes the micro-cache
    const created = await send('POST', '', body());
    expect(created.statusCode, created.body.message).toBe(201);
    const destination = created.body.data.destination;
    expect(destination).toMatchObject({
      status: 'draft',
      version: 1,
      slug: 'lake-eyasi',
      facts: ['Salt lake', 'Hadzabe people'],
    });
    expect(destination.image).toBe('/images/default-card-800.webp');
    expect(destination.description).toBe(
      '<p>Bushmen and <a href="https://example.org/eyasi" rel="noopener nofollow">onions</a>.</p>',
    );

    expect((await call(ctx.app, `/api/destinations/${destination.uuid}`)).statusCode).toBe(404);
    expect(await publicUuids()).not.toContain(destination.uuid);
    expect((await ctx.app.inject('/sitemap.xml')).body).not.toContain(destination.uuid);
    const tourist = await signUp(ctx.app);
    const like = await call(ctx.app, {
      method: 'POST',
      url: '/api/toggle_like',
      headers: tourist.headers,
      payload: { likeable_type: 'destination', likeable_uuid: destination.uuid },
    });
    expect(like.statusCode).toBe(404);

    // A published trip may name the draft destination: its storefront page leaves it out until it is published.
    const trips = catalogueEditor(ctx, headers);
    const trip = (await trips.create(tripBody(ref, { destination_ids: [ref.destinations[0]!.id, destination.id] })))
      .body.data.trip;
    expect((await trips.state(trip.uuid, 'publish')).statusCode).toBe(200);
    const namedOnTrip = async () =>
      (
        (await call(ctx.app, `/api/trips/${trip.uuid}`)).body.data.trip.trip_destinations as {
          destination: { uuid: string };
        }[]
      ).map((d) => d.destination.uuid);
    expect(await namedOnTrip()).toEqual([ref.destinations[0]!.uuid]);

    const published = await send('POST', `/${destination.uuid}/publish`);
    expect(published.body.data.destination).toMatchObject({ status: 'published', version: 2 });
    expect((await call(ctx.app, `/api/destinations/${destination.uuid}`)).statusCode).toBe(200);
    expect(await publicUuids()).toContain(destination.uuid);
    expect((await ctx.app.inject('/sitemap.xml')).body).toContain(destination.uuid);
    expect(await namedOnTrip()).toEqual([ref.destinations[0]!.uuid, destination.uuid]);

    const audit = await ctx.database.db
      .select()
      .from(t.staffAudit)
      .where(eq(t.staffAudit.target, `destination:${destination.uuid}`))
      .orderBy(t.staffAudit.id);
    expect(audit.map((row) => row.action)).toEqual(['destination.create', 'destination.publish']);
  });

  it('saves the whole destination, refuses a stale version with 409, and checks what it points at', async () => {
    const destination = (await send('POST', '', body({ name: 'Mahale' }))).body.data.destination;
    const saved = await send('PUT', `/${destination.uuid}`, { ...destination, activities: ['Chimp trek'] });
    expect(saved.statusCode, saved.body.message).toBe(200);
    expect(saved.body.data.destination).toMatchObject({ activities: ['Chimp trek'], version: 2 });
    const stale = await send('PUT', `/${destination.uuid}`, { ...destination, name: 'Other' });
    expect(stale.statusCode).toBe(409);
    expect(stale.body.message).toBe(DESTINATION_STALE_MESSAGE);
    expect(stale.body.data.destination).toMatchObject({ name: 'Mahale', version: 2 });

    const unknown = await send('PUT', `/${destination.uuid}`, { ...saved.body.data.destination, location_id: 999_999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body.errors).toEqual({ location_id: [CATALOGUE_LOCATION_MESSAGE] });

    const empty = (await send('POST', '', body({ name: 'Empty', description: '' }))).body.data.destination;
    const publish = await send('POST', `/${empty.uuid}/publish`);
    expect(publish.statusCode).toBe(422);
    expect(publish.body.errors).toEqual({ description: [PUBLISH_MISSING_MESSAGES.description] });
  });

  it('archives a published destination off the storefront, never deleting it', async () => {
    const destination = (await send('POST', '', body({ name: 'Gombe' }))).body.data.destination;
    await send('POST', `/${destination.uuid}/publish`);
    const archived = await send('POST', `/${destination.uuid}/archive`);
    expect(archived.body.data.destination.status).toBe('archived');
    expect((await call(ctx.app, `/api/destinations/${destination.uuid}`)).statusCode).toBe(404);
    expect(await publicUuids()).not.toContain(destination.uuid);
    const list = await send('GET', '?status=archived&q=gombe');
    expect(list.body.data.destinations.map((d: { uuid: string }) => d.uuid)).toEqual([destination.uuid]);
  });

  it('sorts the list by name as asked, the newest change first otherwise', async () => {
    for (const name of ['Ordered Zanzibar Reef', 'ordered Arusha Park']) await send('POST', '', body({ name }));
    const names = async (query: string) =>
      (await send('GET', `?q=ordered${query}`)).body.data.destinations.map((d: { name: string }) => d.name);
    expect(await names('&sort=name_asc')).toEqual(['ordered Arusha Park', 'Ordered Zanzibar Reef']);
    expect(await names('&sort=name_desc')).toEqual(['Ordered Zanzibar Reef', 'ordered Arusha Park']);
    expect(await names('')).toEqual(['ordered Arusha Park', 'Ordered Zanzibar Reef']);
  });

  it('takes an uploaded picture, shows its crops on the storefront at once, and gives the generated art back', async () => {
    const [media] = await ctx.database.db
      .insert(t.media)
      .values({ originalPath: 'x.jpg', contentType: 'image/jpeg', width: 1600, height: 900, revision: 2 })
      .returning();
    const created = (await send('POST', '', body({ name: 'Lake Natron', media_uuid: media!.uuid }))).body.data
      .destination;
    expect(created).toMatchObject({
      media_uuid: media!.uuid,
      image: `/media/${media!.uuid}-r2-card-800.webp`,
      banner: `/media/${media!.uuid}-r2-banner-1280.webp`,
    });
    const published = (await send('POST', `/${created.uuid}/publish`)).body.data.destination;
    const shown = (await call(ctx.app, `/api/destinations/${created.uuid}`)).body.data.destination;
    expect(shown.image).toContain(`/media/${media!.uuid}-r2-`);

    const reverted = await send('PUT', `/${created.uuid}`, { ...published, media_uuid: null });
    expect(reverted.body.data.destination.media_uuid).toBeNull();
    expect(reverted.body.data.destination.image).not.toContain('/media/');
    const unknown = await send('PUT', `/${created.uuid}`, {
      ...reverted.body.data.destination,
      media_uuid: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.body.errors!)).toEqual(['media_uuid']);
  });
});
