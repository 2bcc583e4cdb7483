import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { Trip } from '#domain/api/catalogue.js';
import { useMoreTrips } from '#web/features/trips/hooks/use-more-trips.js';
import { addShown } from '#web/features/trips/lib/more-shown.js';
import { fitLabel, fitsStay, stayNights } from '#web/features/trips/lib/stay-fit.js';
import { ALL_TYPES, filterByType, sortTrips, type TripSort } from '#web/features/trips/lib/trip-list.js';
import { TRIP_LISTS, type TripListName } from '#web/features/trips/lib/trip-lists.js';
import { LIST_PAGE_SIZE, tripsOfPages } from '#web/features/trips/lib/trips-paging.js';
import { useT } from '#web/i18n/i18n.js';
import { LoadMoreButton } from './load-more-button.js';
import { TripCard } from './trip-card.js';
import { TripGrid } from './trip-grid.js';

export interface MoreTripsProps {
  list: TripListName;
  location?: number | undefined;
  destination?: string | undefined;
  q?: string | undefined;
  checkIn: string | null;
  checkOut: string | null;
  /** the chosen category ('All' for none) and sort, applied to each page that arrives */
  type: string;
  sort: TripSort;
  /** how many trips of the catalogue the page above already holds */
  from: number;
}

interface MoreTripsViewProps extends MoreTripsProps {
  /** each card's image-corner control and rating, composed by the page (features do not import each other) */
  cardAction?: (trip: Trip) => ReactNode;
  cardRating?: (trip: Trip) => ReactNode;
}

/** 'Load More' and the cards it brings, below a list's first page, in the page's category and order. */
export function MoreTrips({
  list,
  location,
  destination,
  q,
  checkIn,
  checkOut,
  type,
  sort,
  from,
  ...cards
}: MoreTripsViewProps) {
  const t = useT();
  const { query, more, loadMore } = useMoreTrips({ pageSize: LIST_PAGE_SIZE, location, destination, q, from });
  const stay = stayNights(checkIn, checkOut);
  const { include } = TRIP_LISTS[list];
  const shown = useMemo(() => {
    const trips = tripsOfPages(query.data?.pages).filter(include);
    return sortTrips(type === ALL_TYPES ? trips : filterByType(trips, type), sort, stay);
  }, [query.data, include, type, sort, stay]);

  // The count above the list follows the cards added here.
  const counted = useRef(0);
  useEffect(() => {
    addShown(shown.length - counted.current);
    counted.current = shown.length;
  }, [shown.length]);

  return (
    <>
      {shown.length > 0 && (
        <TripGrid className="mt-6 lg:mt-8">
          {shown.map((trip) => (
            <li key={trip.uuid} className="flex [&>article]:flex-1">
              <TripCard
                trip={trip}
                stay={{ checkIn, checkOut }}
                badge={stay !== null && fitsStay(trip, stay) ? fitLabel(t, stay) : undefined}
                action={cards.cardAction?.(trip)}
                rating={cards.cardRating?.(trip)}
              />
            </li>
          ))}
        </TripGrid>
      )}
      {more && (
        <LoadMoreButton
          className="mt-12"
          loading={query.isFetching}
          failed={query.isError && !query.isFetching}
          onClick={loadMore}
        />
      )}
    </>
  );
}
