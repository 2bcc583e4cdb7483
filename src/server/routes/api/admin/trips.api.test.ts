import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_PRICE_MESSAGE, PUBLISH_MISSING_MESSAGES, TRIP_STALE_MESSAGE } from '#domain/schemas/messages.js';
import { staffAudit } from '#server/db/schema/index.js';
import { call } from '#server/test/http.js';
import { staffMember } from '#server/test/staff.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
import { catalogueEditor, editorReference, tripBody, type EditorReference } from './trips-test-kit.js';

let ctx: TestContext;
let editor: ReturnType<typeof catalogueEditor>;
let ref: EditorReference;

beforeAll(async () => {
  // The storefront's default micro-cache window: a save must still show at once.
  ctx = await createTestApp({ env: { CATALOGUE_CACHE_SECONDS: '30', RATE_LIMIT_ALLOW: '127.0.0.1' } });
  const agent = await staffMember(ctx, 'agent', 'Neema');
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
    expect((await publicList()).map((t) => t.uuid)).toContain(trip.uuid);
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

  it('stores descriptions sanitised: scripts and handlers gone, the storefront’s tags kept', async () => {
    const description =
      '<h3>Day</h3><p onclick="x()">Hi <b>there</b><script>alert(1)</script><img src=x onerror="alert(1)"></p>';
    const trip = (await editor.create(tripBody(ref, { description }))).body.data.trip;
    expect(trip.description).toBe('<h3>Day</h3><p>Hi <b>there</b></p>');
  });

  it('archives a trip off the storefront, never deleting it; lists filter by status and search', async () => {
    const trip = (await editor.create(tripBody(ref, { name: 'Archive Me Safari' }))).body.data.trip;
    await editor.state(trip.uuid, 'publish');
    const archived = await editor.state(trip.uuid, 'archive');
    expect(archived.body.data.trip.status).toBe('archived');
    expect((await call(ctx.app, `/api/trips/${trip.uuid}`)).statusCode).toBe(404);
    expect((await editor.get(trip.uuid)).body.data.trip.name).toBe('Archive Me Safari');

    const list = await editor.list('?status=archived&q=archive%20me');
    expect(list.body.data.trips.map((t: { uuid: string }) => t.uuid)).toEqual([trip.uuid]);
    expect(list.body.data.total).toBe(1);
    expect((await editor.list('?status=draft&q=archive%20me')).body.data.total).toBe(0);
    const rows = await ctx.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.target, `trip:${trip.uuid}`), eq(staffAudit.action, 'trip.archive')));
    expect(rows[0]!.after).toMatchObject({ status: 'archived' });
  });

  it('is staff only', async () => {
    expect((await call(ctx.app, '/api/admin/trips')).statusCode).toBe(401);
  });
});
