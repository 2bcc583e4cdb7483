import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_PRICE_MESSAGE, PUBLISH_MISSING_MESSAGES, TRIP_STALE_MESSAGE } from '#domain/schemas/messages.js';
import { media as mediaTable, staffAudit } from '#server/db/schema/index.js';
import { desk, visitor } from '#server/test/desk.js';
import { call } from '#server/test/http.js';
import { loadReference } from '#server/test/requests-test-data.js';
import { staffMember } from '#server/test/staff.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
import { catalogueEditor, editorReference, tripBody, type EditorReference } from './trips-test-kit.js';

let ctx: TestContext;
let editor: ReturnType<typeof catalogueEditor>;
let ref: EditorReference;
let agentHeaders: { authorization: string };

beforeAll(async () => {
  // The storefront's default micro-cache window: a save must still show at once.
  ctx = await createTestApp({ env: { CATALOGUE_CACHE_SECONDS: '30', RATE_LIMIT_ALLOW: '127.0.0.1' } });
  const agent = await staffMember(ctx, 'agent', 'Neema');
  agentHeaders = agent.headers;
  editor = catalogueEditor(ctx, agent.headers);
  ref = await editorReference(ctx);
});
afterAll(() => ctx.close());

const auditOf = (uuid: string) =>
  ctx.database.db
    .select()
    .from(staffAudit)
    .where(eq(staffAudit.target, `trip:${uuid}`))
    .orderBy(staffAudit.id);

describe('the trip editor', () => {
  it('creates a draft, edits and publishes it, and the storefront shows it at once', async () => {
    const publicList = async () => (await call(ctx.app, '/api/trips?limit=100')).body.data.trips as { uuid: string }[];
    await publicList(); // primes the micro-cache
    const created = await editor.create(tripBody(ref, { name: 'Crater Rim & Back' }));
    expect(created.statusCode, created.body.message).toBe(201);
    const trip = created.body.data.trip;
    expect(trip).toMatchObject({ status: 'draft', version: 1, slug: 'crater-rim-and-back', has_requests: false });
    expect(trip.destination_ids).toEqual([ref.destinations[1]!.id, ref.destinations[0]!.id]);
    expect(trip.budgets).toHaveLength(18);
    expect((await call(ctx.app, `/api/trips/${trip.uuid}`)).statusCode).toBe(404);

    const again = await editor.create(tripBody(ref, { name: 'Crater Rim & Back' }));
    expect(again.body.data.trip.slug).toBe('crater-rim-and-back-2');

    const saved = await editor.save(trip.uuid, {
      ...trip,
      name: 'Crater Rim Safari',
      base_price: 1234,
      status: 'published',
    });
    expect(saved.statusCode, saved.body.message).toBe(200);
    expect(saved.body.data.trip).toMatchObject({ name: 'Crater Rim Safari', version: 2, status: 'draft' });

    const published = await editor.state(trip.uuid, 'publish');
    expect(published.body.data.trip).toMatchObject({ status: 'published', version: 3 });

    const detail = await call(ctx.app, `/api/trips/${trip.uuid}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body.data.trip).toMatchObject({ name: 'Crater Rim Safari', base_price: 1234 });
    expect((await publicList()).map((row) => row.uuid)).toContain(trip.uuid);
    const sitemap = await ctx.app.inject('/sitemap.xml');
    expect(sitemap.body).toContain(trip.uuid);

    const edited = await editor.save(trip.uuid, { ...published.body.data.trip, base_price: 999 });
    expect(edited.statusCode).toBe(200);
    expect((await call(ctx.app, `/api/trips/${trip.uuid}`)).body.data.trip.base_price).toBe(999);

    const actions = (await auditOf(trip.uuid)).map((row) => row.action);
    expect(actions).toEqual(['trip.create', 'trip.update', 'trip.publish', 'trip.update']);
    const [, update] = await auditOf(trip.uuid);
    expect(update!.before).toMatchObject({ name: 'Crater Rim & Back', version: 1 });
    expect(update!.after).toMatchObject({ name: 'Crater Rim Safari', version: 2 });
  });

  it('refuses a save from an older version with 409 and the trip as it is now', async () => {
    const trip = (await editor.create(tripBody(ref))).body.data.trip;
    expect((await editor.save(trip.uuid, { ...trip, name: 'First save' })).statusCode).toBe(200);
    const stale = await editor.save(trip.uuid, { ...trip, name: 'Second save' });
    expect(stale.statusCode).toBe(409);
    expect(stale.body.message).toBe(TRIP_STALE_MESSAGE);
    expect(stale.body.data.trip).toMatchObject({ name: 'First save', version: 2 });
    expect((await editor.get(trip.uuid)).body.data.trip.name).toBe('First save');
  });

  it('of two saves from the same version at once, one wins and the other reads 409', async () => {
    const trip = (await editor.create(tripBody(ref))).body.data.trip;
    const answers = await Promise.all([
      editor.save(trip.uuid, { ...trip, name: 'Save A' }),
      editor.save(trip.uuid, { ...trip, name: 'Save B' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.body.data.trip.name;
    expect((await editor.get(trip.uuid)).body.data.trip).toMatchObject({ name: winner, version: 2 });
  });

  it('keeps interest categories and inclusions apart, and takes an uploaded picture or the generated art', async () => {
    const mixed = await editor.create(
      tripBody(ref, { category_ids: [ref.inclusionIds[0]], addon_ids: [ref.interestIds[0]] }),
    );
    expect(mixed.statusCode).toBe(422);
    expect(Object.keys(mixed.body.errors!).sort()).toEqual(['addon_ids', 'category_ids']);

    const [media] = await ctx.database.db
      .insert(mediaTable)
      .values({ originalPath: 'x.jpg', contentType: 'image/jpeg', width: 1600, height: 900, revision: 3 })
      .returning();
    const trip = (await editor.create(tripBody(ref, { media_uuid: media!.uuid }))).body.data.trip;
    expect(trip).toMatchObject({
      media_uuid: media!.uuid,
      image: `/media/${media!.uuid}-r3-card-800.webp`,
      banner: `/media/${media!.uuid}-r3-banner-1280.webp`,
    });
    const reverted = (await editor.save(trip.uuid, { ...trip, media_uuid: null })).body.data.trip;
    expect(reverted).toMatchObject({ media_uuid: null, image: '/images/default-card-800.webp' });
    const unknown = await editor.save(trip.uuid, { ...reverted, media_uuid: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.body.errors!)).toEqual(['media_uuid']);
  });

  it('names each wrong cell of the budget table, and publishing names what is missing', async () => {
    const grid = tripBody(ref).budgets.map((cell) =>
      cell.season === 'High' && cell.service_class === ref.classNames[1] && cell.quantity === 4
        ? { ...cell, price: 0 }
        : cell,
    );
    const bad = await editor.create(tripBody(ref, { budgets: grid }));
    expect(bad.statusCode).toBe(422);
    expect(bad.body.errors).toEqual({ [`budgets.High.${ref.classNames[1]}.4`]: [BUDGET_PRICE_MESSAGE] });

    const draft = await editor.create(
      tripBody(ref, { description: '', itinerary: [], destination_ids: [], budgets: grid.slice(1, 5) }),
    );
    expect(draft.statusCode).toBe(201);
    const publish = await editor.state(draft.body.data.trip.uuid, 'publish');
    expect(publish.statusCode).toBe(422);
    expect(publish.body.errors).toMatchObject({
      description: [PUBLISH_MISSING_MESSAGES.description],
      itinerary: [PUBLISH_MISSING_MESSAGES.itinerary],
      budgets: [PUBLISH_MISSING_MESSAGES.budgets],
      destination_ids: [PUBLISH_MISSING_MESSAGES.destinations],
      [`budgets.Low.${ref.classNames[0]}.2`]: [PUBLISH_MISSING_MESSAGES.budgets],
    });
    expect((await editor.get(draft.body.data.trip.uuid)).body.data.trip.status).toBe('draft');
  });

  it('sorts the list by name or by last change, either way, and refuses a sort it does not know', async () => {
    for (const name of ['sortable Baobab Walk', 'Sortable acacia Trail', 'Sortable Crater Day'])
      await editor.create(tripBody(ref, { name }));
    const names = async (sort: string) =>
      (await editor.list(`?q=sortable&sort=${sort}`)).body.data.trips.map((row: { name: string }) => row.name);
    expect(await names('name_asc')).toEqual(['Sortable acacia Trail', 'sortable Baobab Walk', 'Sortable Crater Day']);
    expect(await names('name_desc')).toEqual(['Sortable Crater Day', 'sortable Baobab Walk', 'Sortable acacia Trail']);
    expect(await names('updated_asc')).toEqual([
      'sortable Baobab Walk',
      'Sortable acacia Trail',
      'Sortable Crater Day',
    ]);
    expect(await names('updated_desc')).toEqual((await names('updated_asc')).reverse());
    expect(await names('')).toEqual(await names('updated_desc'));
    const unknown = await editor.list('?sort=price_desc');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body.message).toBe('Please choose a valid filter.');
  });

  it('stores descriptions sanitised: scripts and handlers gone, the storefront’s tags kept', async () => {
    const description =
      '<h3>Day</h3><p onclick="x()">Hi <b>there</b><script>alert(1)</script><img src=x onerror="alert(1)"></p>';
    const trip = (await editor.create(tripBody(ref, { description }))).body.data.trip;
    expect(trip.description).toBe('<h3>Day</h3><p>Hi <b>there</b></p>');
  });

  it('archives a trip off the storefront, never deleting it; lists filter by status and search', async () => {
    const trip = (await editor.create(tripBody(ref, { name: 'Archive Me Safari' }))).body.data.trip;
    await editor.state(trip.uuid, 'publish');
    const unpublished = await editor.state(trip.uuid, 'unpublish');
    expect(unpublished.body.data.trip).toMatchObject({ status: 'draft', version: 3 });
    expect((await call(ctx.app, `/api/trips/${trip.uuid}`)).statusCode).toBe(404);
    await editor.state(trip.uuid, 'publish');
    const archived = await editor.state(trip.uuid, 'archive');
    expect(archived.body.data.trip).toMatchObject({ status: 'archived', version: 5 });
    expect((await call(ctx.app, `/api/trips/${trip.uuid}`)).statusCode).toBe(404);
    expect((await editor.get(trip.uuid)).body.data.trip.name).toBe('Archive Me Safari');

    const list = await editor.list('?status=archived&q=archive%20me');
    expect(list.body.data.trips.map((row: { uuid: string }) => row.uuid)).toEqual([trip.uuid]);
    expect(list.body.data.total).toBe(1);
    expect((await editor.list('?status=draft&q=archive%20me')).body.data.total).toBe(0);
    const rows = await auditOf(trip.uuid);
    expect(rows.map((row) => row.action)).toEqual([
      'trip.create',
      'trip.publish',
      'trip.unpublish',
      'trip.publish',
      'trip.archive',
    ]);
    expect(rows.at(-1)).toMatchObject({ before: { status: 'published' }, after: { status: 'archived', version: 5 } });
  });

  it('archives a booked trip: the request keeps the trip’s name and price, the storefront loses it', async () => {
    const trip = (await editor.create(tripBody(ref, { name: 'Booked Then Archived' }))).body.data.trip;
    await editor.state(trip.uuid, 'publish');
    const base = await loadReference(ctx.app);
    const booked = await visitor(
      ctx,
      { ...base, trips: [{ ...base.trips[0]!, uuid: trip.uuid }] },
      agentHeaders,
    ).booksTrip();
    const before = (await desk(ctx, agentHeaders).get(booked.uuid)).body.data.request;

    const archived = await editor.state(trip.uuid, 'archive');
    expect(archived.body.data.trip).toMatchObject({ status: 'archived', has_requests: true });
    expect((await call(ctx.app, `/api/trips/${trip.uuid}`)).statusCode).toBe(404);
    const after = (await desk(ctx, agentHeaders).get(booked.uuid)).body.data.request;
    expect(after.lines.map((line: { item_name: string }) => line.item_name)).toEqual(['Booked Then Archived']);
    expect(after.total_price).toBe(before.total_price);
    expect(after.total_price).not.toBeNull();
  });

  it('is staff only', async () => {
    expect((await call(ctx.app, '/api/admin/trips')).statusCode).toBe(401);
  });
});
