import { adminPaths } from '#web/admin-kit/admin-paths.js';
import { FilterBar } from '#web/admin-kit/list/filter-bar.js';
import { ListTable } from '#web/admin-kit/list/list-table.js';
import { useListState } from '#web/admin-kit/list/use-list-state.js';
import { ColumnMenu } from '#web/admin-kit/table/column-menu.js';
import { useColumnVisibility } from '#web/admin-kit/table/use-column-visibility.js';
import { useRequests } from '#web/features/admin-requests/api/get-requests.js';
import { inboxList, SORTABLE } from '#web/features/admin-requests/lib/inbox-query.js';
import { statusOptions } from '#web/features/admin-requests/lib/status-options.js';
import { CsvExportButton } from './csv-export-button.js';
import { inboxColumns } from './inbox-columns.js';
import { InboxFilters } from './inbox-filters.js';

/** Every request, filtered, sorted and paged by the server, with all of it kept in the address bar. */
export function RequestsInbox() {
  const list = useListState(inboxList);
  const [columnVisibility, setColumnVisibility] = useColumnVisibility('admin.inbox.columns');
  const requests = useRequests(list.state);

  return (
    <div className="space-y-3">
      <FilterBar
        list={list}
        search={{ label: 'Search requests', placeholder: 'Reference, name, e-mail, phone' }}
        actions={
          <>
            <CsvExportButton state={list.state} />
            <ColumnMenu columns={inboxColumns} visibility={columnVisibility} onChange={setColumnVisibility} />
          </>
        }
        filters={<InboxFilters state={list.state} onChange={list.change} />}
        buttons={{
          name: 'status',
          label: 'Status',
          options: statusOptions(requests.data?.counts, requests.data?.counts_capped),
        }}
      />
      <ListTable
        list={list}
        query={requests}
        what="requests"
        empty="No request matches these filters."
        rowsOf={(page) => page.requests}
        pageOf={(page) => ({ total: page.total, capped: page.total_capped, hasMore: Boolean(page.next_cursor) })}
        sortColumns={SORTABLE}
        caption="Requests"
        columns={inboxColumns}
        rowId={(row) => row.uuid}
        columnVisibility={columnVisibility}
        rowLink={(row) => adminPaths.request(row.uuid)}
        rowLabel={(row) => `Open ${row.reference}`}
        rowTone={(row) => (row.overdue ? 'alert' : undefined)}
      />
    </div>
  );
}
