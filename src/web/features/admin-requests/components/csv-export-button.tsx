import { Download } from 'lucide-react';
import { Button } from '#web/components/ui/button.js';
import { notify } from '#web/lib/notify.js';
import { useExportRequestsCsv } from '#web/features/admin-requests/api/export-requests-csv.js';
import type { InboxState } from '#web/features/admin-requests/lib/inbox-query.js';

/** The filtered list (every page) as a CSV file; a long export says it is still working. */
export function CsvExportButton({ state }: { state: InboxState }) {
  const exportCsv = useExportRequestsCsv();
  return (
    <Button
      variant="outline"
      size="sm"
      className="h-10 rounded-xl"
      disabled={exportCsv.isPending}
      onClick={() => exportCsv.mutate(state, { onError: () => notify.error('The export failed. Please try again.') })}
    >
      <Download aria-hidden="true" className="size-4" />
      {exportCsv.isPending ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}
