import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getTrips } from '#web/features/trips/api/get-trips.js';
import type { TripPagesParams } from './use-trip-pages.js';

/** The pages after the first `from` trips, asked for one at a time. */
export const getMoreTripsQueryOptions = ({
  pageSize,
  location,
  destination,
  q,
  from,
}: TripPagesParams & { from: number }) =>
  infiniteQueryOptions({
    queryKey: ['trips', 'more', { pageSize, location, destination, q, from }],
    queryFn: ({ pageParam, signal }) =>
      getTrips({ limit: pageSize, offset: pageParam, location, destination, q }, signal),
    initialPageParam: from,
    // An empty page also ends the list, so a total that shrinks while paging cannot loop forever.
    getNextPageParam: (last, _pages, offset) =>
      last.trips.length > 0 && offset + last.trips.length < last.total ? offset + last.trips.length : undefined,
  });

/** 'Load More' under a list whose first `from` trips are shown: nothing is fetched until it is pressed. */
export function useMoreTrips(params: TripPagesParams & { from: number }) {
  const [asked, setAsked] = useState(false);
  const query = useInfiniteQuery({ ...getMoreTripsQueryOptions(params), enabled: asked });
  return {
    query,
    /** whether the button should still be offered */
    more: !asked || query.isFetching || query.isError || query.hasNextPage,
    loadMore: () => (asked ? void query.fetchNextPage() : setAsked(true)),
  };
}
