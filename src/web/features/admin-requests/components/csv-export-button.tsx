import { ExportButton } from '#web/admin-kit/list/export-button.js';
import { useExportRequestsCsv } from '#web/features/admin-requests/api/export-requests-csv.js';
import type { InboxState } from '#web/features/admin-requests/lib/inbox-query.js';

/** The inbox under its current filters and sort, every page, as a CSV file. */
export function CsvExportButton({ state }: { state: InboxState }) {
  const exportCsv = useExportRequestsCsv();
  return <ExportButton exporting={exportCsv.isPending} onExport={(onError) => exportCsv.mutate(state, { onError })} />;
}
