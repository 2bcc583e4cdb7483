import { describe, expect, it } from 'vitest';
import {
  DESTINATION_PAGE_QUERY,
  pageUrlAsRead,
  queryReadBy,
  readTripListParams,
  TRIP_LIST_QUERY,
  TRIP_PAGE_QUERY,
} from './page-query.js';
import { readDestinationPageParams, readTripPageParams, sitePaths } from './site-paths.js';

const uuid = '2b1d0c1e-7f0a-4c4e-9d55-3f5b2a1c9e77';

/** The names a reader asks a query for. */
function namesRead(reader: (params: URLSearchParams) => unknown): string[] {
  const asked = new Set<string>();
  const params = new URLSearchParams();
  const recording = new Proxy(params, {
    get(target, key) {
      if (key === 'get' || key === 'getAll' || key === 'has') {
        return (name: string) => {
          asked.add(name);
          return key === 'getAll' ? [] : key === 'has' ? false : null;
        };
      }
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
  reader(recording);
  return [...asked].sort();
}

describe('the parameters a page reads', () => {
  it('are the ones its readers read, so the list cannot drift from them', () => {
    expect(namesRead(readTripPageParams)).toEqual([...TRIP_PAGE_QUERY].sort());
    expect(namesRead(readDestinationPageParams)).toEqual([...DESTINATION_PAGE_QUERY].sort());
    expect(namesRead(readTripListParams)).toEqual([...TRIP_LIST_QUERY].sort());
  });

  it('are looked up by the page a path names, in every language; other pages read none', () => {
    expect(queryReadBy(sitePaths.tours.path)).toBe(TRIP_LIST_QUERY);
    expect(queryReadBy(sitePaths.safaris.path)).toBe(TRIP_LIST_QUERY);
    expect(queryReadBy(sitePaths.safari.getHref(uuid))).toBe(TRIP_PAGE_QUERY);
    expect(queryReadBy(sitePaths.zanzibarTour.getHref(uuid))).toBe(TRIP_PAGE_QUERY);
    expect(queryReadBy(sitePaths.destination.getHref(uuid))).toBe(DESTINATION_PAGE_QUERY);
    expect(queryReadBy('/')).toEqual([]);
    expect(queryReadBy('/about')).toEqual([]);
  });
});

describe('pageUrlAsRead', () => {
  it('drops fbclid, utm_* and any parameter the page does not read', () => {
    expect(pageUrlAsRead('/tours?fbclid=IwAR3x')).toBe('/tours');
    expect(pageUrlAsRead('/tours?utm_source=news&utm_medium=mail&u=17')).toBe('/tours');
    expect(pageUrlAsRead('/?fbclid=IwAR3x')).toBe('/');
    expect(pageUrlAsRead('/about?x=1')).toBe('/about');
    expect(pageUrlAsRead('/de/tours?gclid=1&location=3')).toBe('/de/tours?location=3');
  });

  it('keeps what the page reads, so each search, sort or tab stays a page of its own', () => {
    expect(pageUrlAsRead('/tours?location=3&fbclid=x')).toBe('/tours?location=3');
    expect(pageUrlAsRead('/tours?sort=price')).not.toBe(pageUrlAsRead('/tours?sort=name'));
    expect(pageUrlAsRead(`/safari/${uuid}?tab=book&guests=2&class=1&utm_campaign=x`)).toBe(
      `/safari/${uuid}?guests=2&class=1&tab=book`,
    );
    expect(pageUrlAsRead(`/destination/${uuid}?tab=inquiry&class=1`)).toBe(`/destination/${uuid}?tab=inquiry`);
  });

  it('makes one URL of the same search written in another order or twice, as the page reads it', () => {
    const a = pageUrlAsRead('/safaris?checkOut=2027-09-14&checkIn=2027-09-12&utm_source=x');
    expect(pageUrlAsRead('/safaris?checkIn=2027-09-12&checkOut=2027-09-14')).toBe(a);
    // `URLSearchParams.get` reads a repeated parameter's first value: so does the key.
    expect(pageUrlAsRead('/tours?sort=price&sort=name')).toBe('/tours?sort=price');
  });

  it('leaves a URL without a query as it is', () => {
    expect(pageUrlAsRead('/tours')).toBe('/tours');
    expect(pageUrlAsRead('/tours?')).toBe('/tours');
  });
});
