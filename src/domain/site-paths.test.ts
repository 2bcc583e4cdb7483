import { describe, expect, it } from 'vitest';
import { LOCALES } from './i18n/locales.js';
import {
  detailPageOf,
  localeBasename,
  localizedHref,
  pathMatcher,
  readTripPageParams,
  sitePaths,
  splitLocalePath,
  tripSectionHref,
} from './site-paths.js';
import { tripHref } from './trips/trip-href.js';

const uuid = '2b1d0c1e-7f0a-4c4e-9d55-3f5b2a1c9e77';

describe('sitePaths', () => {
  it('builds the detail pages from their ids', () => {
    expect(sitePaths.safari.getHref('t1')).toBe('/safari/t1');
    expect(sitePaths.zanzibarTour.getHref('t2')).toBe('/zanzibar-tour/t2');
    expect(sitePaths.destination.getHref('d1')).toBe('/destination/d1');
    expect(sitePaths.destinationPlaceholder.getHref('pemba')).toBe('/destinations/pemba');
  });

  it('carries a search in the list URLs and leaves empty fields out', () => {
    expect(sitePaths.tours.getHref()).toBe('/tours');
    expect(sitePaths.safaris.getHref({ location: 3, checkIn: '2027-09-12', checkOut: '' })).toBe(
      '/safaris?location=3&checkIn=2027-09-12',
    );
    expect(sitePaths.tours.getHref({})).toBe('/tours');
    expect(sitePaths.tours.getHref({ destination: uuid, checkIn: '2027-09-12', checkOut: '2027-09-18' })).toBe(
      `/tours?destination=${uuid}&checkIn=2027-09-12&checkOut=2027-09-18`,
    );
  });

  it('carries the stay to a destination page', () => {
    expect(sitePaths.destination.getHref('d1', { checkIn: '2027-09-12', checkOut: null })).toBe(
      '/destination/d1?checkIn=2027-09-12',
    );
  });

  it('names a tab or a token in the query', () => {
    expect(sitePaths.login.getHref('register')).toBe('/login?tab=register');
    expect(sitePaths.dashboard.getHref()).toBe('/dashboard');
    expect(sitePaths.dashboard.getHref('cart')).toBe('/dashboard?tab=cart');
    expect(sitePaths.resetPassword.getHref('a b&c')).toBe('/reset-password?token=a%20b%26c');
    expect(sitePaths.tripPreview.getHref('u1', '17.a+b')).toBe('/preview/trip/u1?token=17.a%2Bb');
  });

  it('gives every page a route pattern that its own href matches', () => {
    for (const page of Object.values(sitePaths)) {
      const getHref = page.getHref as (a: never, b: never) => string;
      const href = getHref('x' as never, 't' as never).split('?')[0] ?? '';
      expect(pathMatcher(page.path).test(href), page.path).toBe(true);
    }
  });
});

describe('tripHref', () => {
  it('opens safaris on /safari/ and Zanzibar tours on /zanzibar-tour/', () => {
    expect(tripHref({ uuid: 't1', name: 'Serengeti Migration Safari' })).toBe('/safari/t1');
    expect(tripHref({ uuid: 't2', name: 'Stone Town Heritage Walk' })).toBe('/zanzibar-tour/t2');
  });

  it('lets the places decide over the words', () => {
    const trip = {
      uuid: 't3',
      name: 'Safari Blue',
      trip_destinations: [{ destination: { name: 'Fumba', location: { name: 'Zanzibar' } } }],
    };
    expect(tripHref(trip)).toBe('/zanzibar-tour/t3');
  });

  it('carries the booking pre-fill and the tab, leaving empty fields out', () => {
    const query = { checkIn: '2027-09-12', checkOut: '2027-09-18', guests: 4, classId: 2, tab: 'book' } as const;
    expect(tripHref({ uuid: 't1', name: 'Serengeti Migration Safari' }, query)).toBe(
      '/safari/t1?checkIn=2027-09-12&checkOut=2027-09-18&guests=4&class=2&tab=book',
    );
    expect(tripSectionHref('zanzibar', 't2', { checkIn: '2027-09-12', checkOut: null, guests: '' })).toBe(
      '/zanzibar-tour/t2?checkIn=2027-09-12',
    );
    expect(tripHref({ uuid: 't1', name: 'Serengeti Migration Safari' }, {})).toBe('/safari/t1');
  });

  it('reads back what it built, an unknown tab as none', () => {
    const href = tripSectionHref('safari', 't1', { checkIn: '2027-09-12', guests: 3, classId: 1, tab: 'book' });
    expect(readTripPageParams(new URL(href, 'https://x.example').searchParams)).toEqual({
      checkIn: '2027-09-12',
      checkOut: null,
      guests: '3',
      classId: '1',
      tab: 'book',
    });
    expect(readTripPageParams(new URLSearchParams('tab=budget')).tab).toBe('budget');
    expect(readTripPageParams(new URLSearchParams('tab=payment')).tab).toBeNull();
  });

  it('follows a section the server decided', () => {
    expect(tripSectionHref('safari', 't1')).toBe('/safari/t1');
    expect(tripSectionHref('zanzibar', 't1')).toBe('/zanzibar-tour/t1');
    expect(tripSectionHref(null, 't1')).toBe('/zanzibar-tour/t1');
  });
});

describe('pathMatcher', () => {
  it('matches whole paths, one segment a parameter', () => {
    const safari = pathMatcher(sitePaths.safari.path);
    expect(safari.exec(`/safari/${uuid}`)?.[1]).toBe(uuid);
    expect(safari.test(`/safari/${uuid}/more`)).toBe(false);
    expect(safari.test('/safari/')).toBe(false);
    expect(safari.test('/safaris')).toBe(false);
    expect(pathMatcher(sitePaths.home.path).test('/')).toBe(true);
    expect(pathMatcher(sitePaths.home.path).test('/tours')).toBe(false);
  });
});

describe('detailPageOf', () => {
  it('names the trip or destination of a detail page', () => {
    expect(detailPageOf(`/safari/${uuid}`)).toEqual({ kind: 'trip', id: uuid });
    expect(detailPageOf(`/zanzibar-tour/${uuid}`)).toEqual({ kind: 'trip', id: uuid });
    expect(detailPageOf(`/destination/${uuid}`)).toEqual({ kind: 'destination', id: uuid });
  });

  it('answers null for every other page', () => {
    for (const path of ['/', '/tours', '/safaris', '/destinations/pemba', `/safari/${uuid}/more`]) {
      expect(detailPageOf(path), path).toBeNull();
    }
  });
});

describe('locale paths', () => {
  it('keeps English at the map’s own paths and prefixes the other locales', () => {
    expect(localizedHref('en', '/safaris?location=3')).toBe('/safaris?location=3');
    expect(localizedHref('de', '/safaris?location=3')).toBe('/de/safaris?location=3');
    expect(localizedHref('fr', sitePaths.safari.getHref(uuid))).toBe(`/fr/safari/${uuid}`);
    expect(localizedHref('it', '/')).toBe('/it');
    expect(localizedHref('it', '/?checkIn=2027-01-02')).toBe('/it?checkIn=2027-01-02');
    expect(localizedHref('de', 'https://example.com/x')).toBe('https://example.com/x');
  });

  it('reads the locale and the site path from a requested path', () => {
    expect(splitLocalePath(`/de/safari/${uuid}`)).toEqual({ locale: 'de', path: `/safari/${uuid}`, prefixed: true });
    expect(splitLocalePath('/it')).toEqual({ locale: 'it', path: '/', prefixed: true });
    expect(splitLocalePath('/fr/')).toEqual({ locale: 'fr', path: '/', prefixed: true });
    expect(splitLocalePath('/en/tours')).toEqual({ locale: 'en', path: '/tours', prefixed: true });
    expect(splitLocalePath('/destination/x')).toEqual({ locale: 'en', path: '/destination/x', prefixed: false });
    expect(splitLocalePath('/')).toEqual({ locale: 'en', path: '/', prefixed: false });
    expect(splitLocalePath('/deutsch')).toEqual({ locale: 'en', path: '/deutsch', prefixed: false });
  });

  it('round-trips every page of the map in every locale', () => {
    for (const locale of LOCALES) {
      for (const href of ['/', '/tours', `/safari/${uuid}`, '/login?tab=register']) {
        const [pathname = ''] = localizedHref(locale, href).split('?');
        expect(splitLocalePath(pathname).path).toBe(href.split('?')[0]);
        expect(splitLocalePath(pathname).locale).toBe(locale);
      }
    }
    expect(localeBasename('en')).toBe('');
    expect(localeBasename('de')).toBe('/de');
  });
});
