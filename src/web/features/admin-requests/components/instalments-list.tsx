import type { InstalmentStatus } from '#domain/payments/ledger.js';
import { adminPaths } from '#web/admin-kit/admin-paths.js';
import { ExportButton } from '#web/admin-kit/list/export-button.js';
import { FilterBar } from '#web/admin-kit/list/filter-bar.js';
import { defineList, oneOf, pageQuery } from '#web/admin-kit/list/list-params.js';
import { ListTable } from '#web/admin-kit/list/list-table.js';
import { useListState } from '#web/admin-kit/list/use-list-state.js';
import { useExportInstalmentsCsv } from '#web/features/admin-requests/api/export-instalments-csv.js';
import { useInstalments } from '#web/features/admin-requests/api/get-instalments.js';
import { INSTALMENT_STATUS_LABELS, INSTALMENT_STATUSES } from '#web/features/admin-requests/lib/payment-labels.js';
import { instalmentColumns } from './instalment-columns.js';

const instalmentsList = defineList({ params: { status: oneOf(INSTALMENT_STATUSES) }, pageSizes: [25, 50, 100] });
const OPTIONS: { value: InstalmentStatus | undefined; label: string }[] = [
  { value: undefined, label: 'All' },
  ...INSTALMENT_STATUSES.map((value) => ({ value, label: INSTALMENT_STATUS_LABELS[value] })),
];

/**
 * Every instalment of every confirmed request, soonest due first (the server's order): overdue, due or paid, a page
 * at a time, each row opening its request; the same filter as a CSV file.
 */
export function InstalmentsList() {
  const list = useListState(instalmentsList);
  const { status } = list.state;
  const query = useInstalments({ status, ...pageQuery(list.state) });
  const exportCsv = useExportInstalmentsCsv();
  return (
    <div className="space-y-3">
      <FilterBar
        list={list}
        actions={
          <ExportButton exporting={exportCsv.isPending} onExport={(onError) => exportCsv.mutate(status, { onError })} />
        }
        buttons={{ name: 'status', label: 'Instalment state', options: OPTIONS }}
      />
      <ListTable
        list={list}
        query={query}
        what="instalments"
        empty={status ? `No ${INSTALMENT_STATUS_LABELS[status].toLowerCase()} instalment.` : 'No instalment yet.'}
        rowsOf={(page) => page.instalments}
        pageOf={(page) => ({ total: page.total })}
        caption="Instalments"
        columns={instalmentColumns}
        rowId={(row) => `${row.request_uuid}:${row.kind}`}
        rowLink={(row) => adminPaths.request(row.request_uuid)}
        rowLabel={(row) => `Open ${row.reference}`}
        rowTone={(row) => (row.status === 'overdue' ? 'alert' : row.status === 'paid' ? 'muted' : undefined)}
      />
    </div>
  );
}
