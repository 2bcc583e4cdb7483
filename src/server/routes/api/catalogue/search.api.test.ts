import { addDays, format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Destination, Trip } from '#domain/api/catalogue.js';
import type { SearchAnswer } from '#domain/api/search.js';
import { addDays as addCalendarDays, todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import { call } from '#server/test/http.js';
import { staffMember } from '#server/test/staff.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';

// A German tourist types 'Sansibar', 'Kilimandscharo', 'Strand' or 'Serengetti' and picks nothing from the list:
// the search finds the places meant, in any of the site's languages, and the list it opens shows their trips.

let ctx: TestContext;
let locations: { id: number; name: string; is_zanzibar: boolean }[];
let destinations: Destination[];
let allTrips: Trip[];
beforeAll(async () => {
  // The storefront's default micro-cache window: a saved translation must still be found at once.
  ctx = await createTestApp({ env: { CATALOGUE_CACHE_SECONDS: '30', RATE_LIMIT_ALLOW: '127.0.0.1' } });
  locations = (await call(ctx.app, '/api/splash')).body.data.locations;
  destinations = (await call(ctx.app, '/api/destinations?limit=100')).body.data.destinations;
  allTrips = (await call(ctx.app, '/api/trips?limit=100')).body.data.trips;
});
afterAll(() => ctx.close());

const zanzibarIds = () => new Set(locations.filter((l) => l.is_zanzibar).map((l) => l.id));
const names = (list: readonly { name: string }[]) => list.map((item) => item.name).sort();
const zanzibar = () => destinations.filter((d) => zanzibarIds().has(d.location.id));
const beaches = () => zanzibar().filter((d) => d.categories.some((c) => c.name === 'Beach'));
const named = (name: string) => destinations.find((d) => d.name === name)!;
const locationNamed = (name: string) => locations.find((l) => l.name === name)!;

async function search(query: Record<string, string>) {
  const answer = await call(ctx.app, { url: '/api/search', query });
  return { status: answer.statusCode, body: answer.body, data: answer.body.data as SearchAnswer };
}

describe('GET /api/search', () => {
  it.each([
    ['Sansibar', () => zanzibar()],
    ['Zanzíbar', () => zanzibar()],
    ['Kilimandscharo', () => [named('Kilimanjaro')]],
    ['Kilimandjaro', () => [named('Kilimanjaro')]],
    ['Kilimangiaro', () => [named('Kilimanjaro')]],
    ['Strand', () => beaches()],
    ['plage', () => beaches()],
    ['spiaggia', () => beaches()],
    ['beach', () => beaches()],
    ['Serengetti', () => [named('Serengeti')]],
    ['SERENGETI', () => [named('Serengeti')]],
  ])('finds what %s means', async (q, expected) => {
    const { status, data } = await search({ q });
    expect(status).toBe(200);
    expect(names(data.places)).toEqual(names(expected()));
    expect(expected().length).toBeGreaterThan(0);
  });

  it('opens the list of the places found: one location, or the text when it names several', async () => {
    // The German name is the destination's own (the demo catalogue's translation): its list opens.
    expect((await search({ q: 'Kilimandscharo', locale: 'de' })).data).toMatchObject({
      list: 'safaris',
      href: `/safaris?destination=${named('Kilimanjaro').uuid}`,
    });
    expect((await search({ q: 'Serengetti' })).data.href).toBe(`/safaris?location=${locationNamed('Serengeti').id}`);
    expect((await search({ q: 'Sansibar' })).data).toMatchObject({ list: 'tours', href: '/tours?q=Sansibar' });
    expect((await search({ q: '  Strand ' })).data).toMatchObject({ list: 'tours', href: '/tours?q=Strand' });
  });

  it("names the places in the asked language, and finds them by the site's translated names", async () => {
    const { data } = await search({ q: 'manyara-see', locale: 'de' });
    expect(data.places.map((p) => p.name)).toEqual(['Manyara-See']);
    expect(data.href).toBe(`/safaris?destination=${named('Lake Manyara').uuid}`);
  });

  it('takes the stay as optional, and carries it when given', async () => {
    const checkIn = addCalendarDays(todayInDarEsSalaam(), 30);
    const checkOut = addCalendarDays(checkIn, 7);
    expect((await search({ q: 'Sansibar', checkIn, checkOut })).data.href).toBe(
      `/tours?q=Sansibar&checkIn=${checkIn}&checkOut=${checkOut}`,
    );
    expect((await search({ q: 'Sansibar', checkIn: todayInDarEsSalaam() })).status).toBe(200);
  });

  it('refuses a check-in before today, a check-out without one or not after it, and no place', async () => {
    const yesterday = addCalendarDays(todayInDarEsSalaam(), -1);
    const past = await search({ q: 'Sansibar', checkIn: yesterday, checkOut: addCalendarDays(yesterday, 3) });
    expect(past.status).toBe(422);
    expect(past.body).toMatchObject({
      status: false,
      code: 422,
      message: 'Check-in must be today or later',
      errors: { checkIn: ['Check-in must be today or later'] },
    });
    const soon = addCalendarDays(todayInDarEsSalaam(), 5);
    expect((await search({ q: 'Sansibar', checkIn: soon, checkOut: soon })).body.errors).toEqual({
      checkOut: ['Check-out must be after check-in'],
    });
    expect((await search({ q: 'Sansibar', checkOut: soon })).body.errors).toEqual({
      checkIn: ['Choose a check-in date'],
    });
    expect((await search({ q: 'Sansibar', checkIn: '12/11/2030' })).body.errors).toEqual({
      checkIn: ['Please enter a valid date'],
    });
    const blank = await search({ q: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ q: ['Choose where you want to go'] });
  });

  it('answers an empty list for a place it does not know', async () => {
    const { status, data } = await search({ q: 'Atlantis' });
    expect(status).toBe(200);
    expect(data).toEqual({ list: 'tours', href: '/tours', places: [] });
  });
});

describe('GET /api/trips?q=', () => {
  const visits = (trip: Trip, uuids: Set<string>) => trip.trip_destinations.some((d) => uuids.has(d.destination.uuid));

  it('keeps the trips visiting the places the text names, whatever the language', async () => {
    const island = new Set(zanzibar().map((d) => d.uuid));
    const expected = allTrips.filter((trip) => visits(trip, island));
    const { body } = await call(ctx.app, '/api/trips?limit=100&q=sansibar&locale=de');
    expect(body.data.total).toBe(expected.length);
    expect((body.data.trips as Trip[]).map((trip) => trip.uuid).sort()).toEqual(
      expected.map((trip) => trip.uuid).sort(),
    );
    expect(expected.length).toBeLessThan(allTrips.length);

    const kili = (await call(ctx.app, '/api/trips?limit=100&q=Kilimandscharo&locale=de')).body.data.trips as Trip[];
    expect(kili.map((trip) => trip.name)).toEqual(['Kilimandscharo, Machame-Route – 7 Tage / 6 Nächte']);
  });

  it('keeps none for a text that names no place', async () => {
    const { statusCode, body } = await call(ctx.app, '/api/trips?q=Atlantis');
    expect(statusCode).toBe(200);
    expect(body.data).toMatchObject({ trips: [], total: 0 });
  });

  it('finds a name saved in the back office at once: the index follows the catalogue version', async () => {
    const stoneTown = named('Stone Town');
    expect((await search({ q: 'Steinstadt' })).data.places).toEqual([]);
    const agent = await staffMember(ctx, 'agent');
    const url = `/api/admin/destinations/${stoneTown.uuid}/translations/de`;
    const listing = (await call(ctx.app, { url, headers: agent.headers })).body.data.translations;
    const nameKey = (listing.texts as { key: string; label: string }[]).find((t) => t.label === 'Name')!.key;
    const saved = await call(ctx.app, {
      method: 'PUT',
      url,
      headers: agent.headers,
      payload: { texts: [{ key: nameKey, text: 'Steinstadt' }] },
    });
    expect(saved.statusCode, saved.body.message).toBe(200);
    const { data } = await search({ q: 'Steinstadt', locale: 'de' });
    expect(data.places.map((p) => p.name)).toEqual(['Steinstadt']);
    const trips = (await call(ctx.app, '/api/trips?limit=100&q=steinstadt')).body.data.trips as Trip[];
    expect(trips.length).toBe(allTrips.filter((trip) => visits(trip, new Set([stoneTown.uuid]))).length);
  });
});

describe('GET /search (the plain form) with typed text', () => {
  const redirect = async (query: Record<string, string>, url = '/de/search') => {
    const res = await ctx.app.inject({ url, query });
    expect(res.statusCode).toBe(303);
    return res.headers.location as string;
  };

  it('lands on the list of the places meant, with a check-in alone or no dates at all', async () => {
    expect(await redirect({ place: 'Sansibar' })).toBe('/de/tours?q=Sansibar');
    expect(await redirect({ place: 'Strand' })).toBe('/de/tours?q=Strand');
    expect(await redirect({ place: 'Serengetti' })).toBe(`/de/safaris?location=${locationNamed('Serengeti').id}`);
    const checkIn = format(addDays(new Date(), 20), 'yyyy-MM-dd');
    expect(await redirect({ place: 'Kilimandscharo', checkIn })).toBe(
      `/de/safaris?destination=${named('Kilimanjaro').uuid}&checkIn=${checkIn}`,
    );
  });
});
