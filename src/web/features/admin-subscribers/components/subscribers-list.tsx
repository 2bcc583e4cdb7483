import { Download } from 'lucide-react';
import { useState } from 'react';
import type { Subscriber } from '#domain/api/admin-subscribers.js';
import type { SubscriberStatus } from '#domain/schemas/admin-subscribers.js';
import { Button } from '#web/components/ui/button.js';
import { Skeleton } from '#web/components/ui/skeleton.js';
import { notify } from '#web/lib/notify.js';
import { AdminTable, adminColumns } from '#web/admin-kit/components/admin-table.js';
import { FilterButtons } from '#web/admin-kit/components/filter-buttons.js';
import { QueryError } from '#web/admin-kit/components/query-error.js';
import { SearchBox } from '#web/admin-kit/components/search-box.js';
import { adminTime } from '#web/admin-kit/lib/admin-time.js';
import { useExportSubscribersCsv } from '#web/features/admin-subscribers/api/export-subscribers-csv.js';
import { useSubscribers } from '#web/features/admin-subscribers/api/get-subscribers.js';

const PAGE_SIZE = 25;
type Shown = 'all' | SubscriberStatus;
const OPTIONS: { value: Shown; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'unsubscribed', label: 'Unsubscribed' },
];
const column = adminColumns<Subscriber>();
const columns = [
  column.accessor('email', { header: 'Email', cell: (info) => <span className="break-all">{info.getValue()}</span> }),
  column.accessor('source_page', { header: 'Subscribed on', cell: (info) => info.getValue() ?? '—' }),
  column.accessor('subscribed_at', {
    header: 'Latest subscription',
    cell: (info) => <span className="whitespace-nowrap">{adminTime(info.getValue())}</span>,
  }),
  column.accessor('unsubscribed_at', {
    header: 'Unsubscribed',
    cell: (info) => <span className="whitespace-nowrap">{adminTime(info.getValue())}</span>,
  }),
];

/** The newsletter's subscribers: search, active or not, and the same filters as a CSV file. */
export function SubscribersList() {
  const [shown, setShown] = useState<Shown>('all');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  const filters = { q: q || undefined, status: shown === 'all' ? undefined : shown };
  const list = useSubscribers({ ...filters, limit: PAGE_SIZE, offset: page * PAGE_SIZE });
  const exportCsv = useExportSubscribersCsv();

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <FilterButtons
          label="Subscription"
          value={shown}
          options={OPTIONS}
          onChange={(next) => {
            setShown(next);
            setPage(0);
          }}
        />
        <SearchBox
          label="Search addresses"
          onSearch={(text) => {
            setQ(text);
            setPage(0);
          }}
        />
        <Button
          variant="outline"
          size="sm"
          className="ml-auto"
          disabled={exportCsv.isPending}
          onClick={() =>
            exportCsv.mutate(filters, { onError: () => notify.error('The export failed. Please try again.') })
          }
        >
          <Download aria-hidden="true" className="size-4" />
          {exportCsv.isPending ? 'Exporting…' : 'Export CSV'}
        </Button>
      </div>
      {list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} what="subscribers" />
      ) : !list.data ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <AdminTable
          caption="Subscribers"
          columns={columns}
          rows={list.data.subscribers}
          rowId={(row) => row.email}
          total={list.data.total}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={setPage}
        />
      )}
    </div>
  );
}
