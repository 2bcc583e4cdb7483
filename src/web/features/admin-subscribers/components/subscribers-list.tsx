import type { Subscriber } from '#domain/api/admin-subscribers.js';
import { SUBSCRIBER_STATUSES } from '#domain/schemas/admin-subscribers.js';
import { ExportButton } from '#web/admin-kit/list/export-button.js';
import { FilterBar, FilterButtons } from '#web/admin-kit/list/filter-bar.js';
import { defineList, oneOf, pageQuery, searchText } from '#web/admin-kit/list/list-params.js';
import { ListPager } from '#web/admin-kit/list/list-pager.js';
import { ListResults } from '#web/admin-kit/list/list-results.js';
import { SearchBox } from '#web/admin-kit/list/search-box.js';
import { useListState } from '#web/admin-kit/list/use-list-state.js';
import { adminTime } from '#web/admin-kit/lib/admin-time.js';
import { DataTable } from '#web/admin-kit/table/data-table.js';
import { listColumns } from '#web/admin-kit/table/list-columns.js';
import { useExportSubscribersCsv } from '#web/features/admin-subscribers/api/export-subscribers-csv.js';
import { useSubscribers } from '#web/features/admin-subscribers/api/get-subscribers.js';

const subscribersList = defineList({
  params: { status: oneOf(SUBSCRIBER_STATUSES), q: searchText },
  pageSizes: [25],
});
const OPTIONS = [
  { value: undefined, label: 'All' },
  { value: 'active' as const, label: 'Active' },
  { value: 'unsubscribed' as const, label: 'Unsubscribed' },
];
const column = listColumns<Subscriber>();
const columns = [
  column.accessor('email', {
    header: 'Email',
    meta: { card: 'title' },
    cell: (info) => <span className="break-all">{info.getValue()}</span>,
  }),
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
  const list = useListState(subscribersList);
  const { state } = list;
  const filters = { q: state.q || undefined, status: state.status };
  const query = useSubscribers({ ...filters, ...pageQuery(state) });
  const exportCsv = useExportSubscribersCsv();
  const data = query.data;

  return (
    <div className="space-y-3">
      <FilterBar
        search={
          <SearchBox
            label="Search addresses"
            placeholder="E-mail address"
            value={state.q}
            onSearch={(q) => list.change({ q })}
          />
        }
        actions={
          <ExportButton
            exporting={exportCsv.isPending}
            onExport={(onError) => exportCsv.mutate(filters, { onError })}
          />
        }
        buttons={
          <FilterButtons
            label="Subscription"
            value={state.status}
            options={OPTIONS}
            onChange={(status) => list.change({ status })}
          />
        }
      />
      <ListResults query={query} what="subscribers" empty="Nothing here." isEmpty={(d) => d.subscribers.length === 0}>
        {(page) => (
          <DataTable
            caption="Subscribers"
            columns={columns}
            rows={page.subscribers}
            rowId={(row) => row.email}
            total={page.total}
          />
        )}
      </ListResults>
      {data && data.total > 0 && (
        <ListPager
          page={state.page}
          pageSize={state.pageSize}
          total={data.total}
          rowsOnPage={data.subscribers.length}
          onPage={list.turnTo}
        />
      )}
    </div>
  );
}
