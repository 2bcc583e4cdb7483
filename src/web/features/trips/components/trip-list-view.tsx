import { useMemo } from 'react';
import type { ReactNode } from 'react';
import type { Trip } from '#domain/api/catalogue.js';
import { cn } from '#web/lib/cn.js';
import { EmptyState, ErrorState } from '#web/components/ui/status-message.js';
import { useTripListParams } from '#web/features/trips/hooks/use-trip-list-params.js';
import { useTripPages } from '#web/features/trips/hooks/use-trip-pages.js';
import {
  ALL_TYPES,
  filterByType,
  parseTripSort,
  defaultTripSort,
  parseTripType,
  sortTrips,
  tripTypeFilters,
} from '#web/features/trips/lib/trip-list.js';
import { destinationNameIn } from '#web/features/trips/lib/search-summary.js';
import { fitLabel, fitsStay, stayNights } from '#web/features/trips/lib/stay-fit.js';
import { LIST_PAGE_SIZE, tripsOfPages } from '#web/features/trips/lib/trips-paging.js';
import { LoadMoreButton } from './load-more-button.js';
import { SearchSummary } from './search-summary.js';
import { TripCard } from './trip-card.js';
import { TripFilters } from './trip-filters.js';
import { TripGrid, TripGridSkeleton } from './trip-grid.js';
import { TripSortSelect } from './trip-sort-select.js';

export interface TripListConfig {
  /** which trips of the catalogue belong on this page */
  include: (trip: Trip) => boolean;
  /** fixed category buttons; without them one button per trip type present */
  types?: readonly string[];
  filterLabel: string;
  /** the results' heading for screen readers, between the page's h1 and the cards' h3 */
  resultsHeading: string;
  /** 'Zanzibar tours', for 'Showing 9 Zanzibar tours' */
  noun: { one: string; many: string };
  basePath: string;
  texts: { emptyFilter: string; emptyList: string; error: string; loading: string };
}

interface TripListViewProps {
  config: TripListConfig;
  /** each card's image-corner control and rating, composed by the page (features do not import each other) */
  cardAction?: (trip: Trip) => ReactNode;
  cardRating?: (trip: Trip) => ReactNode;
  /** names for a searched destination (the page loads them); the trips visiting it name it too */
  destinations?: readonly { uuid: string; name: string }[] | undefined;
}

/** The body of /tours and /safaris: search summary, filters, sort, the cards and 'Load More'. */
export function TripListView({ config, cardAction, cardRating, destinations }: TripListViewProps) {
  const { location, destination, checkIn, checkOut, type, sort, setParam } = useTripListParams();
  const query = useTripPages({ pageSize: LIST_PAGE_SIZE, location, destination });
  const { include } = config;
  const loaded = useMemo(() => tripsOfPages(query.data?.pages), [query.data]);
  const trips = useMemo(() => loaded.filter(include), [loaded, include]);
  const filters = tripTypeFilters(trips, config.types);
  const selectedType = parseTripType(type, filters);
  // The stay's nights: trips that fit them are marked and, unless the visitor chose another order,
  // shown first.
  const stay = stayNights(checkIn, checkOut);
  const selectedSort = parseTripSort(sort, stay);
  const shown = sortTrips(filterByType(trips, selectedType), selectedSort, stay);
  const searching = location !== undefined || destination !== undefined;
  const cardStay = { checkIn, checkOut };
  // A failed 'Load More' keeps the trips already shown; only a failed first load is an error page.
  const failed = query.isError && !query.data;

  let body: ReactNode;
  if (query.isPending) body = <TripGridSkeleton label={config.texts.loading} />;
  else if (failed) body = <ErrorState message={config.texts.error} />;
  else if (trips.length === 0 && !searching && !query.hasNextPage)
    body = <EmptyState>{config.texts.emptyList}</EmptyState>;
  else if (shown.length === 0 && !query.hasNextPage) body = <EmptyState>{config.texts.emptyFilter}</EmptyState>;
  else
    body = (
      <TripGrid>
        {shown.map((trip, index) => (
          <li key={trip.uuid} className="flex [&>article]:flex-1">
            <TripCard
              trip={trip}
              priority={index < 3}
              stay={cardStay}
              badge={stay !== null && fitsStay(trip, stay) ? fitLabel(stay) : undefined}
              action={cardAction?.(trip)}
              rating={cardRating?.(trip)}
            />
          </li>
        ))}
      </TripGrid>
    );

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      {searching && (
        <SearchSummary
          location={location}
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
      <div hidden={failed} className={cn('flex flex-col gap-5 border-b border-ink/10 pb-5', searching && 'mt-8')}>
        <h2 className="sr-only">{config.resultsHeading}</h2>
        <TripFilters
          label={config.filterLabel}
          filters={filters}
          selected={selectedType}
          loading={query.isPending && !config.types}
          onSelect={(next) => setParam('type', next === ALL_TYPES ? null : next)}
        />
        <div className="flex items-center justify-between gap-4">
          <p aria-live="polite" className="text-sm font-medium whitespace-nowrap text-ink/70">
            {query.isSuccess && `${shown.length} ${shown.length === 1 ? config.noun.one : config.noun.many}`}
          </p>
          <TripSortSelect
            value={selectedSort}
            stay={stay}
            onChange={(next) => setParam('sort', next === defaultTripSort(stay) ? null : next)}
          />
        </div>
      </div>
      <div className={cn((!failed || searching) && 'mt-8')}>{body}</div>
      {query.hasNextPage && (
        <LoadMoreButton
          className="mt-12"
          loading={query.isFetchingNextPage}
          failed={query.isFetchNextPageError}
          onClick={() => void query.fetchNextPage()}
        />
      )}
    </div>
  );
}
