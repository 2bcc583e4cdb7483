import { pathMatcher, sitePaths, splitLocalePath, type SitePage } from './site-paths.js';

/** A list page's search, filter and sort (the search bar and the list's own links write them). */
export const TRIP_LIST_QUERY = ['location', 'destination', 'q', 'checkIn', 'checkOut', 'type', 'sort'] as const;
/** A trip page's stay, guests, service class and open tab (`readTripPageParams`). */
export const TRIP_PAGE_QUERY = ['checkIn', 'checkOut', 'guests', 'class', 'tab'] as const;
/** A destination page's stay, guests and open tab (`readDestinationPageParams`). */
export const DESTINATION_PAGE_QUERY = ['checkIn', 'checkOut', 'guests', 'tab'] as const;

/**
 * The query parameters each page the server renders reads, and nothing else: the server renders a page, and
 * keys its copy, from these alone (`pageUrlAsRead`), so `fbclid`, `utm_*` or any other parameter neither makes
 * a new render nor reaches the page. A page not named reads none. Its readers take their names from here.
 */
export const PAGE_QUERY: Partial<Record<SitePage, readonly string[]>> = {
  tours: TRIP_LIST_QUERY,
  safaris: TRIP_LIST_QUERY,
  safari: TRIP_PAGE_QUERY,
  zanzibarTour: TRIP_PAGE_QUERY,
  destination: DESTINATION_PAGE_QUERY,
  /** the open tab, Login or Register */
  login: ['tab'],
  /** the e-mail's tracking key (the page is rendered for each asking, never kept: server-pages.ts) */
  trackRequest: ['key'],
};

const READERS = Object.entries(PAGE_QUERY).map(([page, names]) => ({
  matcher: pathMatcher(sitePaths[page as SitePage].path),
  names: names ?? [],
}));

/** The parameters a site path's page reads (a locale's prefix already taken off); none for any other path. */
export function queryReadBy(path: string): readonly string[] {
  return READERS.find(({ matcher }) => matcher.test(path))?.names ?? [];
}

/**
 * A requested page URL (`/de/tours?utm_source=x&sort=price&sort=name`) as its page reads it: the path as asked,
 * and only the parameters the page reads, each once (its first value, as `URLSearchParams.get` reads it) and in
 * the order listed above (`/de/tours?sort=price`). Two requests that differ only in what the page does not read
 * become the same URL: one render, one cached copy.
 */
export function pageUrlAsRead(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const pathname = url.slice(0, queryAt);
  const names = queryReadBy(splitLocalePath(pathname).path);
  if (names.length === 0) return pathname;
  const given = new URLSearchParams(url.slice(queryAt + 1));
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Reads the named parameters of a page's query, as typed (null when absent): check before use. */
export function readQuery<const N extends string>(
  params: URLSearchParams,
  names: readonly N[],
): Record<N, string | null> {
  return Object.fromEntries(names.map((name) => [name, params.get(name)])) as Record<N, string | null>;
}

/** A list page's query as typed (`/tours?location=3&sort=price`): its list, the search bar and its links read it. */
export const readTripListParams = (params: URLSearchParams) => readQuery(params, TRIP_LIST_QUERY);
