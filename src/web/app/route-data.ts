import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs } from 'react-router';
import type { CatalogueDataPort } from '#domain/api/data-port.js';
import type { PageRenderOptions } from '#domain/api/page-render.js';
import type { Locale } from '#domain/i18n/locales.js';
import { readTripListParams } from '#domain/page-query.js';
import { getDestinationQueryOptions } from '#web/features/destinations/api/get-destination.js';
import { getDestinationsQueryOptions } from '#web/features/destinations/api/get-destinations.js';
import { DESTINATION_POOL } from '#web/features/destinations/lib/pick-destinations.js';
import { getExchangeRateQueryOptions } from '#web/features/currency/api/get-exchange-rate.js';
import {
  getSplashBasicsQueryOptions,
  getSplashQueryOptions,
  splashBasicsOf,
} from '#web/features/reference/api/get-splash.js';
import { splashIn, testimonialsIn } from '#web/features/reference/lib/country-names.js';
import { getSiteReviewsQueryOptions } from '#web/features/reviews/api/get-site-reviews.js';
import { getTestimonialsQueryOptions } from '#web/features/testimonials/api/get-testimonials.js';
import { getTrackedRequestQueryOptions } from '#web/features/requests/api/get-tracked-request.js';
import { getTripQueryOptions } from '#web/features/trips/api/get-trip.js';
import { getTripReviewsQueryOptions, TRIP_REVIEWS_SHOWN } from '#web/features/trips/api/get-trip-reviews.js';
import { getTripsQueryOptions } from '#web/features/trips/api/get-trips.js';
import { getTripPagesQueryOptions } from '#web/features/trips/hooks/use-trip-pages.js';
import { parseDestinationUuid, parseLocationId, parseSearchText } from '#web/features/trips/lib/list-query.js';
import { LIST_PAGE_SIZE } from '#web/features/trips/lib/trips-paging.js';
import { HOME_TRIPS } from '#web/features/home/lib/home-queries.js';
import type { RouteLoaders } from './routes.js';

/**
 * What the server hands its route loaders: the request's query cache, filled here and sent to the
 * browser with the page, and the catalogue read in-process. Only the server renders with these
 * loaders (routes.tsx); the browser bundle never contains them.
 */
export interface ServerLoadContext {
  queryClient: QueryClient;
  port: CatalogueDataPort;
  /** a request as its tracking link opens it (the tracking API's answer), never kept */
  trackedRequest: PageRenderOptions['trackedRequest'];
  /** the visitor's currency code (from the cookie the currency picker writes) */
  currencyCode: string;
  /** the page's language: what the lists' countries are named in, as the browser will show them */
  locale: Locale;
}

type ServerLoader = (context: ServerLoadContext, args: LoaderFunctionArgs) => Promise<unknown>;

/**
 * A query's answer read from the port and put in the page's cache under its key, as the browser's fetch would have
 * left it. Not `fetchQuery`: its fetch machinery (a retryer, an abort signal, listeners) costs a render about 15 µs
 * a query and does nothing for an answer already in hand; a read that fails fails the render (a 503 page).
 */
async function put<T>(queryClient: QueryClient, queryKey: QueryKey, read: () => Promise<T>): Promise<T> {
  const data = await read();
  queryClient.setQueryData(queryKey, data);
  return data;
}

const onServer =
  (load: ServerLoader) =>
  (args: LoaderFunctionArgs): Promise<unknown> =>
    load(args.context as ServerLoadContext, args);

/** The layout's reads: reference lists, the visitor's currency rate and the footer's destinations. */
const rootLoader = onServer(async ({ queryClient, port, currencyCode, locale }) => {
  const [splash] = await Promise.all([
    put(queryClient, getSplashQueryOptions().queryKey, async () => splashIn(locale, await port.splash())),
    fetchDestinationPool({ queryClient, port }),
  ]);
  // What the page's islands read of it (the page data carries only what they read).
  queryClient.setQueryData(getSplashBasicsQueryOptions().queryKey, splashBasicsOf(splash));
  const currency = splash.currencies.find((c) => c.code === currencyCode);
  if (currency && currency.code !== 'USD') {
    await put(queryClient, getExchangeRateQueryOptions(currency).queryKey, () => port.exchangeRate(currency.uuid));
  }
  return null;
});

const fetchDestinationPool = ({ queryClient, port }: Pick<ServerLoadContext, 'queryClient' | 'port'>) =>
  put(queryClient, getDestinationsQueryOptions(DESTINATION_POOL).queryKey, () =>
    port.destinations({ limit: DESTINATION_POOL, offset: 0 }),
  );

const fetchTestimonials = ({ queryClient, port, locale }: ServerLoadContext) =>
  put(queryClient, getTestimonialsQueryOptions().queryKey, async () =>
    testimonialsIn(locale, await port.testimonials()),
  );

const homeLoader = onServer(async (context) => {
  const { queryClient, port } = context;
  await Promise.all([
    put(queryClient, getTripsQueryOptions(HOME_TRIPS).queryKey, () => port.trips(HOME_TRIPS)),
    fetchTestimonials(context),
  ]);
  return null;
});

/** /tours and /safaris: the first page of the list the URL's search asks for. */
const tripListLoader = onServer(async ({ queryClient, port }, { request }) => {
  const search = readTripListParams(new URL(request.url).searchParams);
  const location = parseLocationId(search.location);
  const destination = parseDestinationUuid(search.destination);
  const q = parseSearchText(search.q);
  const options = getTripPagesQueryOptions({ pageSize: LIST_PAGE_SIZE, location, destination, q });
  await put(queryClient, options.queryKey, async () => ({
    pages: [await port.trips({ limit: LIST_PAGE_SIZE, offset: options.initialPageParam, location, destination, q })],
    pageParams: [options.initialPageParam],
  }));
  return null;
});

/** A trip's page: the trip, or a 404 status for a uuid no published trip has. */
const tripLoader = onServer(async ({ queryClient, port }, { params }) => {
  const uuid = params.uuid ?? '';
  const [trip] = await Promise.all([
    put(queryClient, getTripQueryOptions(uuid).queryKey, () => port.trip(uuid)),
    put(queryClient, getTripReviewsQueryOptions(uuid).queryKey, () => port.tripReviews(uuid, TRIP_REVIEWS_SHOWN)),
  ]);
  return trip ? null : data(null, { status: 404 });
});

const destinationLoader = onServer(async ({ queryClient, port }, { params }) => {
  const uuid = params.uuid ?? '';
  const destination = await put(queryClient, getDestinationQueryOptions(uuid).queryKey, () => port.destination(uuid));
  return destination ? null : data(null, { status: 404 });
});

/** What the tracking page shows when its link opens nothing: the page's island reads it (track-request.tsx). */
export interface TrackingLinkAnswer {
  linkInvalid: boolean;
}

/**
 * A tracking link with its key (routes.tsx renders the page only then): the request under the query key the browser
 * reads it by, or a 404 with the "link invalid" state and nothing of any request.
 */
const trackRequestLoader = onServer(async ({ queryClient, trackedRequest, locale }, { params, request }) => {
  const reference = params.reference ?? '';
  const key = new URL(request.url).searchParams.get('key') ?? '';
  const found = await trackedRequest(reference, key, locale);
  if (!found) return data<TrackingLinkAnswer>({ linkInvalid: true }, { status: 404 });
  queryClient.setQueryData(getTrackedRequestQueryOptions(reference, key).queryKey, found);
  return { linkInvalid: false } satisfies TrackingLinkAnswer;
});

/** /reviews: the verified reviews, or the spec's sample reviews while there are none. */
const reviewsLoader = onServer(async ({ queryClient, port }) => {
  await put(queryClient, getSiteReviewsQueryOptions().queryKey, () => port.siteReviews());
  return null;
});

/** Any path the site does not have. */
const notFoundLoader = onServer(async () => data(null, { status: 404 }));

/** The loaders the server renders the route tree with. */
export const serverLoaders: RouteLoaders = {
  root: rootLoader,
  home: homeLoader,
  tripList: tripListLoader,
  trip: tripLoader,
  destination: destinationLoader,
  notFound: notFoundLoader,
  reviews: reviewsLoader,
  trackRequest: trackRequestLoader,
};
