import { Search } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { CATALOGUE_STATUSES, type CatalogueStatus } from '#domain/schemas/admin-catalogue.js';
import { Button } from '#web/components/ui/button.js';
import { controlClass } from '#web/components/ui/input.js';
import { Skeleton } from '#web/components/ui/skeleton.js';
import { EmptyState } from '#web/components/ui/status-message.js';
import { cn } from '#web/lib/cn.js';
import { LoadingBar } from '#web/admin-kit/components/loading-bar.js';
import { QueryError } from '#web/admin-kit/components/query-error.js';
import { STATUS_LABELS } from '#web/features/admin-catalogue/lib/catalogue-format.js';
import {
  parseCatalogueParams,
  CATALOGUE_PAGE_SIZE,
  catalogueSearchParams,
  type CatalogueListState,
} from '#web/features/admin-catalogue/lib/catalogue-list-query.js';

interface CatalogueListProps<D extends { total: number }> {
  /** 'trips', 'destinations' */
  what: string;
  /** the list call for a state (a hook) */
  useList: (state: CatalogueListState) => UseQueryResult<D>;
  /** the rows on this page */
  count: (data: D) => number;
  table: (data: D) => ReactNode;
  /** the "New …" button and its form */
  create: ReactNode;
}

const TABS: { status: CatalogueStatus | undefined; label: string }[] = [
  { status: undefined, label: 'All' },
  ...CATALOGUE_STATUSES.map((status) => ({ status, label: STATUS_LABELS[status] })),
];

/** Trips or destinations in every state, searched and paged by the server, all of it in the address bar. */
export function CatalogueList<D extends { total: number }>({
  what,
  useList,
  count,
  table,
  create,
}: CatalogueListProps<D>) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseCatalogueParams(params), [params]);
  const setState = useCallback(
    (next: CatalogueListState) => setParams(catalogueSearchParams(next), { replace: next.page === state.page }),
    [setParams, state.page],
  );
  const [text, setText] = useState(state.q);
  const list = useList(state);
  const total = list.data?.total ?? 0;

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
          <label htmlFor="catalogue-search" className="sr-only">
            Search {what}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink/60"
          />
          <input
            id="catalogue-search"
            type="search"
            value={text}
            maxLength={200}
            placeholder="Name or address, then Enter"
            onChange={(event) => setText(event.target.value)}
            className={cn(controlClass, 'h-10 pl-9 sm:text-sm')}
          />
        </form>
        {create}
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
      <LoadingBar active={list.isFetching} />
      {list.isError && !list.data ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} what={what} />
      ) : !list.data ? (
        <div aria-busy="true" className="space-y-2">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : count(list.data) === 0 ? (
        <EmptyState className="bg-white">Nothing matches.</EmptyState>
      ) : (
        table(list.data)
      )}
      {total > CATALOGUE_PAGE_SIZE && (
        <nav aria-label="Pages" className="flex items-center justify-between gap-2">
          <p aria-live="polite" className="text-ink/75 tabular-nums">
            {state.page * CATALOGUE_PAGE_SIZE + 1}–{Math.min(total, (state.page + 1) * CATALOGUE_PAGE_SIZE)} of {total}
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
              disabled={(state.page + 1) * CATALOGUE_PAGE_SIZE >= total}
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
