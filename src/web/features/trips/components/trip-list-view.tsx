import { useMemo } from 'react';
import type { ReactNode } from 'react';
import type { Trip } from '#domain/api/catalogue.js';
import { cn } from '#web/lib/cn.js';
import { BELOW_THE_FOLD_CARD } from '#web/lib/below-the-fold.js';
import { EmptyState, ErrorState } from '#web/components/ui/status-message.js';
import TripListToolbarIsland from '#web/features/trips/islands/trip-list-toolbar.island.js';
import { RESULTS_ID, useTripListParams } from '#web/features/trips/hooks/use-trip-list-params.js';
import { useTripPages } from '#web/features/trips/hooks/use-trip-pages.js';
import {
  ALL_TYPES,
  filterByType,
  parseTripSort,
  parseTripType,
  sortTrips,
  tripTypeFilters,
} from '#web/features/trips/lib/trip-list.js';
import { TRIP_LISTS, type TripListName } from '#web/features/trips/lib/trip-lists.js';
import { destinationNameIn } from '#web/features/trips/lib/search-summary.js';
import { fitLabel, fitsStay, stayNights } from '#web/features/trips/lib/stay-fit.js';
import { LIST_PAGE_SIZE, tripsOfPages } from '#web/features/trips/lib/trips-paging.js';
import { useT } from '#web/i18n/i18n.js';
import { KeptPart } from '#web/islands/kept-part.js';
import type { MoreTripsProps } from './more-trips.js';
import { SearchSummary } from './search-summary.js';
import { TripCard } from './trip-card.js';
import { TripFilters } from './trip-filters.js';
import { TripGrid, TripGridSkeleton } from './trip-grid.js';

interface TripListViewProps {
  list: TripListName;
  /** each card's image-corner control and rating, composed by the page (features do not import each other) */
  cardAction?: (trip: Trip) => ReactNode;
  cardRating?: (trip: Trip) => ReactNode;
  /** 'Load More' and what it adds, composed by the page for the same reason */
  renderMore?: (props: MoreTripsProps) => ReactNode;
  /** names for a searched destination (the page loads them); the trips visiting it name it too */
  destinations?: readonly { uuid: string; name: string }[] | undefined;
}

/**
 * The body of /tours and /safaris: search summary, category links, count and sort, the first page's cards,
 * and 'Load More'. The category and the sort are in the URL: choosing one shows the list again with it.
 */
export function TripListView({ list, cardAction, cardRating, renderMore, destinations }: TripListViewProps) {
  const t = useT();
  const config = TRIP_LISTS[list];
  const { location, destination, q, checkIn, checkOut, type, sort, hrefWith } = useTripListParams();
  const query = useTripPages({ pageSize: LIST_PAGE_SIZE, location, destination, q });
  const { include } = config;
  const loaded = useMemo(() => tripsOfPages(query.data?.pages), [query.data]);
  const trips = useMemo(() => loaded.filter(include), [loaded, include]);
  const filters = tripTypeFilters(trips, 'types' in config ? config.types : undefined);
  const selectedType = parseTripType(type, filters);
  // The stay's nights: trips that fit them are marked and, unless the visitor chose another order,
  // shown first.
  const stay = stayNights(checkIn, checkOut);
  const selectedSort = parseTripSort(sort, stay);
  const shown = sortTrips(filterByType(trips, selectedType), selectedSort, stay);
  const searching = location !== undefined || destination !== undefined || q !== undefined;
  const cardStay = { checkIn, checkOut };
  const failed = query.isError && !query.data;
  const more = query.hasNextPage;

  let body: ReactNode;
  if (query.isPending) body = <TripGridSkeleton label={t(config.texts.loading)} />;
  else if (failed) body = <ErrorState message={t(config.texts.error)} />;
  else if (trips.length === 0 && !searching && !more) body = <EmptyState>{t(config.texts.emptyList)}</EmptyState>;
  else if (shown.length === 0 && !more) body = <EmptyState>{t(config.texts.emptyFilter)}</EmptyState>;
  else
    body = (
      <TripGrid>
        {shown.map((trip, index) => (
          // The cards after the first are drawn, and their pictures asked for, as they near the screen: a
          // phone's first paint does not share the network with pictures nobody sees yet.
          <li key={trip.uuid} className={cn('flex [&>article]:flex-1', index > 0 && BELOW_THE_FOLD_CARD)}>
            {/* Never a priority: the banner above the list is the page's largest paint. */}
            {/* The same card in every list of a language, currency and catalogue version that shows it for the same
                stay: the server renders it once and keeps it. */}
            <KeptPart name={`trip-card-${trip.uuid}`} look={`${checkIn ?? ''}|${checkOut ?? ''}`}>
              <TripCard
                trip={trip}
                stay={cardStay}
                badge={stay !== null && fitsStay(trip, stay) ? fitLabel(t, stay) : undefined}
                action={cardAction?.(trip)}
                rating={cardRating?.(trip)}
              />
            </KeptPart>
          </li>
        ))}
      </TripGrid>
    );

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      {searching && (
        <SearchSummary
          location={location}
          text={q}
          destination={
            destination === undefined
              ? undefined
              : {
                  name:
                    destinations?.find((d) => d.uuid === destination)?.name ?? destinationNameIn(loaded, destination),
                  pending: query.isPending,
                }
          }
          checkIn={checkIn}
          checkOut={checkOut}
          clearHref={config.basePath}
        />
      )}
      <div
        id={RESULTS_ID}
        hidden={failed}
        className={cn('flex scroll-mt-24 flex-col gap-5 border-b border-ink/10 pb-5', searching && 'mt-8')}
      >
        <h2 className="sr-only">{t(config.resultsHeading)}</h2>
        <TripFilters
          label={t(config.filterLabel)}
          filters={filters}
          selected={selectedType}
          hrefOf={(filter) => hrefWith('type', filter === ALL_TYPES ? null : filter)}
          loading={query.isPending && !('types' in config)}
        />
        <TripListToolbarIsland
          list={list}
          count={query.isSuccess ? shown.length : null}
          sort={selectedSort}
          stay={stay}
        />
      </div>
      <div className={cn((!failed || searching) && 'mt-8')}>{body}</div>
      {more &&
        renderMore?.({
          list,
          location,
          destination,
          q,
          checkIn,
          checkOut,
          type: selectedType,
          sort: selectedSort,
          from: loaded.length,
        })}
    </div>
  );
}
