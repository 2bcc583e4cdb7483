import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getTrips } from '#web/features/trips/api/get-trips.js';
import { nextTripsOffset } from '#web/features/trips/lib/trips-paging.js';

export interface TripPagesParams {
  pageSize: number;
  /** a location id from the search bar; the server keeps trips with a destination there */
  location?: number | undefined;
  /** a destination uuid from the search bar; the server keeps trips visiting it */
  destination?: string | undefined;
  /** text typed in the search bar; the server keeps trips visiting the places it names */
  q?: string | undefined;
}

export const getTripPagesQueryOptions = ({ pageSize, location, destination, q }: TripPagesParams) =>
  infiniteQueryOptions({
    queryKey: ['trips', 'pages', { pageSize, location, destination, q }],
    queryFn: ({ pageParam, signal }) =>
      getTrips({ limit: pageSize, offset: pageParam, location, destination, q }, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextTripsOffset(pages),
  });

/** The list pages' trips with offset paging, so 'Load More' fetches the next page. */
export const useTripPages = (params: TripPagesParams) => useInfiniteQuery(getTripPagesQueryOptions(params));
