import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Skeleton } from '#web/components/ui/skeleton.js';
import { EmptyState } from '#web/components/ui/status-message.js';
import { LoadingBar } from '#web/admin-kit/components/loading-bar.js';
import { QueryError } from '#web/admin-kit/components/query-error.js';

/**
 * What a list's query has to show: rows shaped like the list while the first page loads, the server's words
 * and Try again when it failed, `empty` when nothing matches, else `children`. A new page loads under a slim
 * bar with the old rows kept (dimmed), so a slow connection never blanks the work.
 */
export function ListResults<D>({
  query,
  what,
  empty,
  isEmpty,
  children,
}: {
  query: UseQueryResult<D>;
  /** 'requests': "The requests could not be loaded." */
  what: string;
  empty: string;
  isEmpty: (data: D) => boolean;
  children: (data: D) => ReactNode;
}) {
  const retry = () => void query.refetch();
  return (
    <>
      <LoadingBar active={query.isFetching} />
      {query.isError && !query.data ? (
        <QueryError error={query.error} onRetry={retry} what={what} />
      ) : !query.data ? (
        <div aria-busy="true" className="space-y-2">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : isEmpty(query.data) ? (
        <EmptyState className="bg-white">{empty}</EmptyState>
      ) : (
        <div aria-busy={query.isPlaceholderData} className={query.isPlaceholderData ? 'opacity-70' : undefined}>
          {children(query.data)}
        </div>
      )}
      {query.isError && query.data && <QueryError error={query.error} onRetry={retry} what={`latest ${what}`} />}
    </>
  );
}
