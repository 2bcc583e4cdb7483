import { addDays, format } from 'date-fns';
import { de } from 'date-fns/locale/de';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#server/test/test-app.js';

// The search bar without JavaScript: a plain GET form that the server turns into the list's search.

let ctx: TestContext;
let locations: { id: number; name: string }[];
let destinations: { uuid: string; name: string }[];
beforeAll(async () => {
  ctx = await createTestApp();
  locations = (await ctx.app.inject('/api/splash')).json().data.locations;
  destinations = (await ctx.app.inject('/api/destinations?limit=100')).json().data.destinations;
});
afterAll(() => ctx.close());

async function search(query: Record<string, string>, url = '/search') {
  const res = await ctx.app.inject({ url, query });
  expect(res.statusCode).toBe(303);
  return res.headers.location as string;
}

const day = (offset: number) => addDays(new Date(), offset);

describe('GET /search', () => {
  it('sends a mainland place to /safaris and a Zanzibar place to /tours, by location id', async () => {
    const serengeti = locations.find((l) => l.name === 'Serengeti')!;
    const northCoast = locations.find((l) => l.name === 'North Coast, Zanzibar')!;
    expect(await search({ place: 'serengeti' })).toBe(`/safaris?location=${serengeti.id}`);
    expect(await search({ place: '  North coast ' })).toBe(`/tours?location=${northCoast.id}`);
    // Matched as the bar's list matches: accents and case ignored, every word in any order.
    const ngorongoro = locations.find((l) => l.name === 'Ngorongoro')!;
    expect(await search({ place: 'NGORONGÓRO' })).toBe(`/safaris?location=${ngorongoro.id}`);
    expect(await search({ place: 'zanzibar north' })).toBe(`/tours?location=${northCoast.id}`);
  });

  it('lands a page in another language on the list in that language', async () => {
    const serengeti = locations.find((l) => l.name === 'Serengeti')!;
    expect(await search({ place: 'serengeti' }, '/de/search')).toBe(`/de/safaris?location=${serengeti.id}`);
    expect(await search({ place: 'nowhere at all' }, '/fr/search')).toBe('/fr/tours');
  });

  it('finds a destination by its name, an exact name before the start of another', async () => {
    const nungwi = destinations.find((d) => d.name === 'Nungwi')!;
    const stoneTown = destinations.find((d) => d.name === 'Stone Town')!;
    expect(await search({ place: 'Nungw' })).toBe(`/tours?destination=${nungwi.uuid}`);
    // 'Stone Town' is a destination, and the start of the location 'Stone Town, Zanzibar'.
    expect(await search({ place: 'stone town' })).toBe(`/tours?destination=${stoneTown.uuid}`);
  });

  it('carries a stay typed as the bar shows it, in the spec’s yyyy-MM-dd form', async () => {
    const checkIn = day(30);
    const checkOut = day(37);
    const location = await search({
      place: 'Arusha',
      checkIn: format(checkIn, 'EEE, d MMM yyyy'),
      checkOut: format(checkOut, 'yyyy-MM-dd'),
    });
    const url = new URL(location, 'http://x');
    expect(url.pathname).toBe('/safaris');
    expect(url.searchParams.get('checkIn')).toBe(format(checkIn, 'yyyy-MM-dd'));
    expect(url.searchParams.get('checkOut')).toBe(format(checkOut, 'yyyy-MM-dd'));
  });

  it("reads a stay typed in the page's language: its day-first digits and month names", async () => {
    const [checkIn, checkOut] = [day(30), day(37)];
    const location = await search(
      {
        place: 'Arusha',
        checkIn: format(checkIn, 'd.M.yyyy'),
        checkOut: format(checkOut, 'd MMMM yyyy', { locale: de }),
      },
      '/de/search',
    );
    const url = new URL(location, 'http://x');
    expect(url.pathname).toBe('/de/safaris');
    expect(url.searchParams.get('checkIn')).toBe(format(checkIn, 'yyyy-MM-dd'));
    expect(url.searchParams.get('checkOut')).toBe(format(checkOut, 'yyyy-MM-dd'));
  });

  it('leaves out what it cannot use: an unknown place, a past or reversed stay, slashed dates', async () => {
    expect(await search({ place: 'Atlantis' })).toBe('/tours');
    expect(await search({})).toBe('/tours');
    const past = { checkIn: format(day(-10), 'yyyy-MM-dd'), checkOut: format(day(-3), 'yyyy-MM-dd') };
    expect(await search(past)).toBe('/tours');
    const reversed = { checkIn: format(day(20), 'yyyy-MM-dd'), checkOut: format(day(10), 'yyyy-MM-dd') };
    expect(await search(reversed)).toBe('/tours');
    expect(await search({ checkIn: '12/11/2030', checkOut: '19/11/2030' })).toBe('/tours');
  });

  it('answers a redirect, never an error, to hostile input', async () => {
    expect(await search({ place: '%_\\' + '\u0000'.repeat(3) })).toBe('/tours');
    expect(await search({ place: 'x'.repeat(5000) })).toBe('/tours');
    const res = await ctx.app.inject({ url: '/search?place=a&place=b' });
    expect(res.statusCode).toBe(303);
  });
});
