import { Search } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CATALOGUE_STATUSES, type CatalogueStatus } from '#domain/schemas/admin-catalogue.js';
import { Button } from '#web/components/ui/button.js';
import { controlClass } from '#web/components/ui/input.js';
import { Skeleton } from '#web/components/ui/skeleton.js';
import { EmptyState } from '#web/components/ui/status-message.js';
import { cn } from '#web/lib/cn.js';
import { LoadingBar } from '#web/admin/components/loading-bar.js';
import { QueryError } from '#web/admin/components/query-error.js';
import { useTrips } from '#web/features/admin-trips/api/get-trips.js';
import { STATUS_LABELS } from '#web/features/admin-trips/lib/trip-format.js';
import {
  parseTripsParams,
  TRIPS_PAGE_SIZE,
  tripsSearchParams,
  type TripsListState,
} from '#web/features/admin-trips/lib/trips-query.js';
import { NewTripForm } from './new-trip-form.js';
import { TripsTable } from './trips-table.js';

const TABS: { status: CatalogueStatus | undefined; label: string }[] = [
  { status: undefined, label: 'All' },
  ...CATALOGUE_STATUSES.map((status) => ({ status, label: STATUS_LABELS[status] })),
];

/** Every trip in every state, searched and paged by the server, all of it kept in the address bar. */
export function TripsList() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseTripsParams(params), [params]);
  const setState = useCallback(
    (next: TripsListState) => setParams(tripsSearchParams(next), { replace: next.page === state.page }),
    [setParams, state.page],
  );
  const [text, setText] = useState(state.q);
  const trips = useTrips(state);
  const total = trips.data?.total ?? 0;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-2">
        <form
          role="search"
          className="relative min-w-0 flex-1"
          onSubmit={(event) => {
            event.preventDefault();
            setState({ ...state, q: text.trim(), page: 0 });
          }}
        >
          <label htmlFor="trips-search" className="sr-only">
            Search trips
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink/60"
          />
          <input
            id="trips-search"
            type="search"
            value={text}
            maxLength={200}
            placeholder="Name or address, then Enter"
            onChange={(event) => setText(event.target.value)}
            className={cn(controlClass, 'h-10 pl-9 sm:text-sm')}
          />
        </form>
        <NewTripForm />
      </div>
      <div role="group" aria-label="Status" className="-mx-3 flex gap-1 overflow-x-auto px-3 pb-1 sm:mx-0 sm:px-0">
        {TABS.map((tab) => {
          const active = tab.status === state.status;
          return (
            <button
              key={tab.label}
              type="button"
              aria-pressed={active}
              onClick={() => setState({ ...state, status: tab.status, page: 0 })}
              className={cn(
                'shrink-0 rounded-full border px-3 py-1 font-medium whitespace-nowrap',
                active ? 'border-ink bg-ink text-white' : 'border-ink/15 bg-white text-ink/80 hover:border-ink/40',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <LoadingBar active={trips.isFetching} />
      {trips.isError && !trips.data ? (
        <QueryError error={trips.error} onRetry={() => void trips.refetch()} what="trips" />
      ) : !trips.data ? (
        <div aria-busy="true" className="space-y-2">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : trips.data.trips.length === 0 ? (
        <EmptyState className="bg-white">No trip matches.</EmptyState>
      ) : (
        <TripsTable rows={trips.data.trips} total={total} />
      )}
      {total > TRIPS_PAGE_SIZE && (
        <nav aria-label="Pages" className="flex items-center justify-between gap-2">
          <p aria-live="polite" className="text-ink/75 tabular-nums">
            {state.page * TRIPS_PAGE_SIZE + 1}–{Math.min(total, (state.page + 1) * TRIPS_PAGE_SIZE)} of {total}
          </p>
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={state.page === 0}
              onClick={() => setState({ ...state, page: state.page - 1 })}
            >
              Previous
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={(state.page + 1) * TRIPS_PAGE_SIZE >= total}
              onClick={() => setState({ ...state, page: state.page + 1 })}
            >
              Next
            </Button>
          </div>
        </nav>
      )}
    </div>
  );
}
