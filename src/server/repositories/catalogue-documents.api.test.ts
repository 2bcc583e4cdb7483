import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DestinationSchema, TripSchema, type Destination, type Trip } from '#domain/api/catalogue.js';
import * as t from '#server/db/schema/index.js';
import { call } from '#server/test/http.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
import { signUp } from '#server/test/users.js';
import { createCatalogueRepository } from './catalogue-repository.js';
import { createCatalogueDocuments, jsonText } from './catalogue-documents.js';
import { MAPPERS_REVISION } from './catalogue-mappers.js';

// Stored trip JSON must never be stale: every change a tourist could see clears it in the same transaction
// (migration 0010's triggers), and a body built from rows a save has since changed is never stored.
let ctx: TestContext;
let trip: { id: number; uuid: string };
beforeAll(async () => {
  ctx = await createTestApp({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
  const [first] = await ctx.database.db
    .select({ id: t.trips.id, uuid: t.trips.uuid })
    .from(t.trips)
    .where(eq(t.trips.isPublished, true))
    .orderBy(t.trips.sortOrder, t.trips.id)
    .limit(1);
  trip = first!;
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const storedBody = async (id = trip.id) =>
  (await db().select({ body: t.tripDocuments.body }).from(t.tripDocuments).where(eq(t.tripDocuments.itemId, id)))[0]
    ?.body;
const seen = async (): Promise<Trip> => {
  const res = await call<{ trip: Trip }>(ctx.app, `/api/trips/${trip.uuid}`);
  expect(res.statusCode).toBe(200);
  return TripSchema.strict().parse(res.body.data.trip);
};
const listed = async (): Promise<Trip> => {
  const res = await call<{ trips: Trip[] }>(ctx.app, '/api/trips?limit=50');
  return res.body.data.trips.find((item) => item.id === trip.id)!;
};

describe('stored trip JSON', () => {
  beforeEach(async () => {
    await seen(); // the body is stored again before each change
    expect(await storedBody()).toEqual(expect.any(String));
  });

  it('is stored on first read and answers exactly what the relations say', async () => {
    // As the triggers forget a body: rev moves with it, so no process serves the bytes it held.
    await db().execute(sql`update trip_documents set body = null, rev = rev + 1`);
    const built = await listed();
    expect(await storedBody()).toEqual(expect.any(String));
    expect(await listed()).toEqual(built);
    expect(await seen()).toEqual(built);
    // The same trips as the relational query builds them with their own rating figures (the preview's path).
    const catalogue = createCatalogueRepository(db());
    const page = await call<{ trips: Trip[] }>(ctx.app, '/api/trips?limit=50');
    for (const item of page.body.data.trips) {
      expect(item).toEqual((await catalogue.findTripForPreview(item.uuid))!);
    }
    const allStored = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(t.tripDocuments);
    const published = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(t.trips)
      .where(eq(t.trips.isPublished, true));
    const withBody = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(t.tripDocuments)
      .where(sql`body is not null`);
    expect(allStored[0]!.n).toBeGreaterThanOrEqual(published[0]!.n);
    expect(withBody[0]!.n).toBe(published[0]!.n);
  });

  it("follows the trip's own row", async () => {
    await db().update(t.trips).set({ name: 'Renamed safari' }).where(eq(t.trips.id, trip.id));
    expect(await storedBody()).toBeNull();
    expect((await seen()).name).toBe('Renamed safari');
    expect((await listed()).name).toBe('Renamed safari');
  });

  it('follows a destination it names being renamed or unpublished, and a lookup being renamed', async () => {
    const [link] = await db().select().from(t.tripDestinations).where(eq(t.tripDestinations.tripId, trip.id)).limit(1);
    await db()
      .update(t.destinations)
      .set({ name: 'Renamed Reserve' })
      .where(eq(t.destinations.id, link!.destinationId));
    expect(await storedBody()).toBeNull();
    expect((await seen()).trip_destinations.map((d) => d.destination.name)).toContain('Renamed Reserve');

    await seen();
    await db().update(t.destinations).set({ isPublished: false }).where(eq(t.destinations.id, link!.destinationId));
    expect((await seen()).trip_destinations.map((d) => d.destination.name)).not.toContain('Renamed Reserve');
    await db().update(t.destinations).set({ isPublished: true }).where(eq(t.destinations.id, link!.destinationId));

    await seen();
    const [type] = await db()
      .select()
      .from(t.tripTypes)
      .where(eq(t.tripTypes.id, (await seen()).trip_type.id));
    await db()
      .update(t.tripTypes)
      .set({ name: `${type!.name} (new)` })
      .where(eq(t.tripTypes.id, type!.id));
    expect((await seen()).trip_type.name).toBe(`${type!.name} (new)`);
  });

  it('follows its budgets, itinerary, inclusions and destinations', async () => {
    await db().update(t.budgets).set({ price: 4321 }).where(eq(t.budgets.tripId, trip.id));
    expect(await storedBody()).toBeNull();
    expect((await seen()).budgets.every((b) => b.price === 4321)).toBe(true);

    await db().update(t.tripPoints).set({ title: 'Day of rest' }).where(eq(t.tripPoints.tripId, trip.id));
    expect((await seen()).trip_points.every((p) => p.title === 'Day of rest')).toBe(true);

    await db().delete(t.tripAddons).where(eq(t.tripAddons.tripId, trip.id));
    expect((await seen()).trip_addons).toEqual([]);

    const before = (await seen()).trip_destinations.length;
    const [link] = await db().select().from(t.tripDestinations).where(eq(t.tripDestinations.tripId, trip.id)).limit(1);
    await db().delete(t.tripDestinations).where(eq(t.tripDestinations.id, link!.id));
    expect((await seen()).trip_destinations).toHaveLength(before - 1);
  });

  it('keeps the body through a rating, whose figures are read live', async () => {
    const before = await seen();
    const { email } = await signUp(ctx.app);
    const [user] = await db().select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email));
    const [otherTrip] = await db()
      .select({ id: t.trips.id })
      .from(t.trips)
      .where(and(eq(t.trips.isPublished, true), ne(t.trips.id, trip.id)))
      .limit(1);
    await db()
      .insert(t.ratings)
      .values({ userId: user!.id, itemType: 'trip', tripId: otherTrip!.id, rating: 5, comment: 'Wonderful' });
    await db()
      .insert(t.ratings)
      .values({ userId: user!.id, itemType: 'trip', tripId: trip.id, rating: 1, comment: 'Too hot for us' });
    expect(await storedBody()).toEqual(expect.any(String));
    const after = await seen();
    expect(after.ratings_count).toBe(before.ratings_count + 1);
    const own = await db()
      .select({ n: sql<number>`count(*)::int`, avg: sql<number>`round(avg(rating), 1)::float8` })
      .from(t.ratings)
      .where(and(eq(t.ratings.tripId, trip.id), isNull(t.ratings.hiddenAt)));
    expect([after.ratings_count, after.rating_average]).toEqual([own[0]!.n, own[0]!.avg]);
    expect(after).toEqual({ ...before, rating_average: after.rating_average, ratings_count: before.ratings_count + 1 });
  });

  it('reads a body again only when its rev moved, and never serves the bytes of another rev', async () => {
    const before = await seen();
    const marked = (await storedBody())!.replace(JSON.stringify(before.name), '"Marked in the database"');
    // The same rev: the process answers the bytes it holds, without reading the body.
    await db().update(t.tripDocuments).set({ body: marked }).where(eq(t.tripDocuments.itemId, trip.id));
    expect((await seen()).name).toBe(before.name);
    expect((await listed()).name).toBe(before.name);
    // Another rev: the stored body is read, whoever wrote it.
    await db()
      .update(t.tripDocuments)
      .set({ rev: sql`${t.tripDocuments.rev} + 1` })
      .where(eq(t.tripDocuments.itemId, trip.id));
    expect((await seen()).name).toBe('Marked in the database');
    expect((await listed()).name).toBe('Marked in the database');
    // A handle that never read it (another process) reads the stored body, and rebuilds nothing.
    const [fresh] = await db().transaction((tx) =>
      createCatalogueDocuments(tx, {
        table: t.tripDocuments,
        stored: TripSchema.omit({ rating_average: true, ratings_count: true }),
        revision: MAPPERS_REVISION,
        build: () => Promise.reject(new Error('a stored body of this shape is not rebuilt')),
        toPublic: () => ({}),
      }).read([trip.id]),
    );
    expect(JSON.parse(jsonText(fresh!)).name).toBe('Marked in the database');
    await db().execute(sql`update trip_documents set body = null, rev = rev + 1 where trip_id = ${trip.id}`);
    expect(await seen()).toEqual(before);
  });

  it('rebuilds a body another version of the code stored, instead of serving it', async () => {
    await db()
      .update(t.tripDocuments)
      // An older process stores a body only where a trigger had forgotten one, so after a move of rev.
      .set({ body: '{"id":1,"name":"Stale shape"}', shape: 'an older shape', rev: sql`${t.tripDocuments.rev} + 1` })
      .where(eq(t.tripDocuments.itemId, trip.id));
    const answered = await seen();
    expect(answered.name).not.toBe('Stale shape');
    expect(answered.budgets.length).toBeGreaterThan(0);
    expect(await storedBody()).not.toContain('Stale shape');
  });

  it('does not store a body built from rows that a save changed meanwhile', async () => {
    await db().update(t.trips).set({ name: 'Old name' }).where(eq(t.trips.id, trip.id));
    // A reader builds from the rows as they were; the save commits before the reader stores.
    const documents = createCatalogueDocuments(db(), {
      table: t.tripDocuments,
      stored: z.object({ id: z.number(), name: z.string() }),
      revision: 1,
      build: async (ids) => {
        const rows = await db()
          .select({ id: t.trips.id, name: t.trips.name })
          .from(t.trips)
          .where(inArray(t.trips.id, ids));
        await db().update(t.trips).set({ name: 'Saved meanwhile' }).where(eq(t.trips.id, trip.id));
        return rows;
      },
      toPublic: (row) => row,
    });
    const [answered] = await documents.read([trip.id]);
    expect(JSON.parse(jsonText(answered!)).name).toBe('Old name');
    expect(await storedBody()).toBeNull();
    expect((await seen()).name).toBe('Saved meanwhile');
  });
});

describe('stored destination JSON', () => {
  const firstDestination = async () =>
    (
      await db()
        .select({ id: t.destinations.id, uuid: t.destinations.uuid, locationId: t.destinations.locationId })
        .from(t.destinations)
        .where(eq(t.destinations.isPublished, true))
        .orderBy(t.destinations.sortOrder, t.destinations.id)
        .limit(1)
    )[0]!;
  const seenDestination = async (uuid: string): Promise<Destination> => {
    const res = await call<{ destination: Destination }>(ctx.app, `/api/destinations/${uuid}`);
    expect(res.statusCode).toBe(200);
    return DestinationSchema.strict().parse(res.body.data.destination);
  };
  const destinationBody = async (id: number) =>
    (
      await db()
        .select({ body: t.destinationDocuments.body })
        .from(t.destinationDocuments)
        .where(eq(t.destinationDocuments.itemId, id))
    )[0]?.body;

  it('answers the page as the relations say, with its own rating figures, and stores each body', async () => {
    await db().execute(sql`update destination_documents set body = null, rev = rev + 1`);
    const { email } = await signUp(ctx.app);
    const [user] = await db().select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email));
    const destination = await firstDestination();
    await db().insert(t.ratings).values({
      userId: user!.id,
      itemType: 'destination',
      destinationId: destination.id,
      rating: 2,
      comment: 'Crowded',
    });
    const page = await call<{ destinations: Destination[] }>(ctx.app, '/api/destinations?limit=50');
    const catalogue = createCatalogueRepository(db());
    expect(page.body.data.destinations.length).toBeGreaterThan(1);
    for (const item of page.body.data.destinations) {
      expect(DestinationSchema.strict().parse(item)).toEqual(
        (await catalogue.findDestinationForPreview(item.uuid))!.destination,
      );
    }
    expect(await destinationBody(destination.id)).toEqual(expect.any(String));
    expect((await seenDestination(destination.uuid)).ratings_count).toBeGreaterThan(0);
  });

  it('follows its own row, its facts and activities, and a renamed location or category', async () => {
    const destination = await firstDestination();
    await seenDestination(destination.uuid);
    await db().update(t.destinations).set({ name: 'Renamed Bay' }).where(eq(t.destinations.id, destination.id));
    expect(await destinationBody(destination.id)).toBeNull();
    expect((await seenDestination(destination.uuid)).name).toBe('Renamed Bay');

    await db()
      .update(t.destinationFacts)
      .set({ fact: 'A new fact' })
      .where(eq(t.destinationFacts.destinationId, destination.id));
    expect((await seenDestination(destination.uuid)).facts.every((f) => f.fact === 'A new fact')).toBe(true);

    await db().delete(t.destinationActivities).where(eq(t.destinationActivities.destinationId, destination.id));
    expect((await seenDestination(destination.uuid)).activities).toEqual([]);

    await db().update(t.locations).set({ name: 'Renamed Coast' }).where(eq(t.locations.id, destination.locationId));
    expect((await seenDestination(destination.uuid)).location.name).toBe('Renamed Coast');
  });
});
