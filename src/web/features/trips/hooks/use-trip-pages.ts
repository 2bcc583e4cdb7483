import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getTrips } from '#web/features/trips/api/get-trips.js';
import { nextTripsOffset } from '#web/features/trips/lib/trips-paging.js';

export interface TripPagesParams {
  pageSize: number;
  /** a location id from the search bar; the server keeps trips with a destination there */
  location?: number | undefined;
  /** a destination uuid from the search bar; the server keeps trips visiting it */
  destination?: string | undefined;
}

export const getTripPagesQueryOptions = ({ pageSize, location, destination }: TripPagesParams) =>
  infiniteQueryOptions({
    queryKey: ['trips', 'pages', { pageSize, location, destination }],
    queryFn: ({ pageParam, signal }) => getTrips({ limit: pageSize, offset: pageParam, location, destination }, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextTripsOffset(pages),
  });

/** The list pages' trips with offset paging, so 'Load More' fetches the next page. */
export const useTripPages = (params: TripPagesParams) => useInfiniteQuery(getTripPagesQueryOptions(params));
