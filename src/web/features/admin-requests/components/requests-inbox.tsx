import { adminPaths } from '#web/admin-kit/admin-paths.js';
import { FilterBar } from '#web/admin-kit/list/filter-bar.js';
import { ListPager } from '#web/admin-kit/list/list-pager.js';
import { ListResults } from '#web/admin-kit/list/list-results.js';
import { SearchBox } from '#web/admin-kit/list/search-box.js';
import { useListState } from '#web/admin-kit/list/use-list-state.js';
import { ColumnMenu } from '#web/admin-kit/table/column-menu.js';
import { DataTable } from '#web/admin-kit/table/data-table.js';
import { useColumnVisibility } from '#web/admin-kit/table/use-column-visibility.js';
import { useRequests } from '#web/features/admin-requests/api/get-requests.js';
import { inboxList, PAGE_SIZES, SORTABLE } from '#web/features/admin-requests/lib/inbox-query.js';
import { CsvExportButton } from './csv-export-button.js';
import { inboxColumns } from './inbox-columns.js';
import { InboxFilters } from './inbox-filters.js';
import { StatusTabs } from './status-tabs.js';

/** Every request, filtered, sorted and paged by the server, with all of it kept in the address bar. */
export function RequestsInbox() {
  const list = useListState(inboxList);
  const { state } = list;
  const [columnVisibility, setColumnVisibility] = useColumnVisibility('admin.inbox.columns');
  const requests = useRequests(state);
  const data = requests.data;

  return (
    <div className="space-y-3">
      <FilterBar
        search={
          <SearchBox
            label="Search requests"
            placeholder="Reference, name, e-mail, phone"
            value={state.q}
            onSearch={(q) => list.change({ q })}
          />
        }
        actions={
          <>
            <CsvExportButton state={state} />
            <ColumnMenu columns={inboxColumns} visibility={columnVisibility} onChange={setColumnVisibility} />
          </>
        }
        filters={<InboxFilters state={state} onChange={list.change} />}
        buttons={
          <StatusTabs
            value={state.status}
            counts={data?.counts}
            capped={data?.counts_capped}
            onChange={(status) => list.change({ status })}
          />
        }
      />
      <ListResults
        query={requests}
        what="requests"
        empty="No request matches these filters."
        isEmpty={(page) => page.requests.length === 0}
      >
        {(page) => (
          <DataTable
            caption="Requests"
            columns={inboxColumns}
            rows={page.requests}
            rowId={(row) => row.uuid}
            total={page.total}
            capped={page.total_capped}
            sort={{ value: state.sort, columns: SORTABLE, onChange: (sort) => list.change({ sort }) }}
            columnVisibility={columnVisibility}
            rowLink={(row) => adminPaths.request(row.uuid)}
            rowLabel={(row) => `Open ${row.reference}`}
            rowAlert={(row) => row.overdue}
          />
        )}
      </ListResults>
      {data && data.total > 0 && (
        <ListPager
          page={state.page}
          pageSize={state.pageSize}
          pageSizes={PAGE_SIZES}
          total={data.total}
          capped={data.total_capped}
          hasMore={Boolean(data.next_cursor)}
          rowsOnPage={data.requests.length}
          onPage={list.turnTo}
          onPageSize={(pageSize) => list.change({ pageSize })}
        />
      )}
    </div>
  );
}
