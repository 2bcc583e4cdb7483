import { Download } from 'lucide-react';
import { Button } from '#web/components/ui/button.js';
import { notify } from '#web/lib/notify.js';

/** A list's filtered rows (every page) as a CSV file; a long export says it is still working. */
export function ExportButton({ exporting, onExport }: { exporting: boolean; onExport: (onError: () => void) => void }) {
  return (
    <Button
      variant="outline"
      size="sm"
      className="h-10 rounded-xl"
      disabled={exporting}
      onClick={() => onExport(() => notify.error('The export failed. Please try again.'))}
    >
      <Download aria-hidden="true" className="size-4" />
      {exporting ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}
