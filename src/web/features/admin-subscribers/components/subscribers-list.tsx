import type { Subscriber } from '#domain/api/admin-subscribers.js';
import type { SubscriberStatus } from '#domain/schemas/admin-subscribers.js';
import { ExportButton } from '#web/admin-kit/list/export-button.js';
import { FilterBar } from '#web/admin-kit/list/filter-bar.js';
import { defineList, oneOf, pageQuery, searchText } from '#web/admin-kit/list/list-params.js';
import { ListTable } from '#web/admin-kit/list/list-table.js';
import { useListState } from '#web/admin-kit/list/use-list-state.js';
import { adminTime } from '#web/admin-kit/lib/admin-time.js';
import { listColumns } from '#web/admin-kit/table/list-columns.js';
import { useExportSubscribersCsv } from '#web/features/admin-subscribers/api/export-subscribers-csv.js';
import { useSubscribers } from '#web/features/admin-subscribers/api/get-subscribers.js';

// The labels name every status (a Record), so the list needs only the schema's type, not zod and its messages.
const STATUS_LABELS: Record<SubscriberStatus, string> = { active: 'Active', unsubscribed: 'Unsubscribed' };
const STATUSES = Object.keys(STATUS_LABELS) as SubscriberStatus[];
const subscribersList = defineList({ params: { status: oneOf(STATUSES), q: searchText }, pageSizes: [25] });
const OPTIONS = [
  { value: undefined, label: 'All' },
  ...STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
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
  const filters = { q: list.state.q || undefined, status: list.state.status };
  const query = useSubscribers({ ...filters, ...pageQuery(list.state) });
  const exportCsv = useExportSubscribersCsv();
  return (
    <div className="space-y-3">
      <FilterBar
        list={list}
        search={{ label: 'Search addresses', placeholder: 'E-mail address' }}
        actions={
          <ExportButton
            exporting={exportCsv.isPending}
            onExport={(onError) => exportCsv.mutate(filters, { onError })}
          />
        }
        buttons={{ name: 'status', label: 'Subscription', options: OPTIONS }}
      />
      <ListTable
        list={list}
        query={query}
        what="subscribers"
        empty="Nothing here."
        rowsOf={(page) => page.subscribers}
        pageOf={(page) => ({ total: page.total })}
        caption="Subscribers"
        columns={columns}
        rowId={(row) => row.email}
      />
    </div>
  );
}
