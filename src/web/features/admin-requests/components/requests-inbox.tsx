import { useNavigate } from 'react-router';
import { EmptyState } from '#web/components/ui/status-message.js';
import { Skeleton } from '#web/components/ui/skeleton.js';
import { adminPaths } from '#web/admin-kit/admin-paths.js';
import { LoadingBar } from '#web/admin-kit/components/loading-bar.js';
import { QueryError } from '#web/admin-kit/components/query-error.js';
import { useRequests } from '#web/features/admin-requests/api/get-requests.js';
import { useColumnVisibility } from '#web/features/admin-requests/hooks/use-column-visibility.js';
import { useInboxKeys } from '#web/features/admin-requests/hooks/use-inbox-keys.js';
import { useInboxState } from '#web/features/admin-requests/hooks/use-inbox-state.js';
import { withFilters, type InboxState } from '#web/features/admin-requests/lib/inbox-query.js';
import { ColumnMenu } from './column-menu.js';
import { CsvExportButton } from './csv-export-button.js';
import { InboxFilters } from './inbox-filters.js';
import { InboxPagination } from './inbox-pagination.js';
import { InboxSearch } from './inbox-search.js';
import { InboxTable } from './inbox-table.js';
import { StatusTabs } from './status-tabs.js';

/** Every request, filtered, sorted and paged by the server, with all of it kept in the address bar. */
export function RequestsInbox() {
  const [state, setState] = useInboxState();
  const [columnVisibility, setColumnVisibility] = useColumnVisibility();
  const requests = useRequests(state);
  const navigate = useNavigate();
  useInboxKeys();
  const filter = (change: Partial<Omit<InboxState, 'page'>>) => setState(withFilters(state, change));
  const page = (change: Partial<InboxState>) => setState({ ...state, ...change });
  const open = (uuid: string) => navigate(adminPaths.request(uuid));

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-2">
        <InboxSearch value={state.q} onSearch={(q) => filter({ q })} />
        <CsvExportButton state={state} />
        <ColumnMenu visibility={columnVisibility} onChange={setColumnVisibility} />
      </div>
      <InboxFilters state={state} onChange={filter} />
      <StatusTabs
        value={state.status}
        counts={requests.data?.counts}
        capped={requests.data?.counts_capped}
        onChange={(status) => filter({ status })}
      />
      <LoadingBar active={requests.isFetching} />
      {requests.isError && !requests.data ? (
        <QueryError error={requests.error} onRetry={() => void requests.refetch()} what="requests" />
      ) : !requests.data ? (
        <div aria-busy="true" className="space-y-2">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : requests.data.requests.length === 0 ? (
        <EmptyState className="bg-white">No request matches these filters.</EmptyState>
      ) : (
        <div aria-busy={requests.isPlaceholderData} className={requests.isPlaceholderData ? 'opacity-70' : undefined}>
          <InboxTable
            rows={requests.data.requests}
            total={requests.data.total}
            capped={requests.data.total_capped}
            state={state}
            onStateChange={page}
            columnVisibility={columnVisibility}
            onColumnVisibilityChange={setColumnVisibility}
            onOpen={open}
          />
        </div>
      )}
      {requests.isError && requests.data && (
        <QueryError error={requests.error} onRetry={() => void requests.refetch()} what="latest requests" />
      )}
      {requests.data && requests.data.total > 0 && (
        <InboxPagination
          state={state}
          total={requests.data.total}
          capped={requests.data.total_capped}
          hasMore={Boolean(requests.data.next_cursor)}
          rowsOnPage={requests.data.requests.length}
          onChange={page}
        />
      )}
    </div>
  );
}
