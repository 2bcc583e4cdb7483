import { useState } from 'react';
import { addDays, todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import { ExportButton } from '#web/admin-kit/list/export-button.js';
import { FilterDate } from '#web/admin-kit/list/filter-controls.js';
import { useExportManifestCsv } from '#web/features/admin-requests/api/export-manifest-csv.js';

/** The lodges' and parks' passenger list: the travellers of the confirmed trips starting in a range, as CSV. */
export function ManifestDownload() {
  const today = todayInDarEsSalaam();
  const [from, setFrom] = useState<string | undefined>(today);
  const [to, setTo] = useState<string | undefined>(addDays(today, 30));
  const exportCsv = useExportManifestCsv();
  return (
    <section aria-labelledby="manifest-title" className="flex flex-wrap items-end gap-3">
      <h2 id="manifest-title" className="w-full font-display text-base font-semibold">
        Travellers manifest
      </h2>
      <FilterDate label="Trips starting from" value={from} onChange={setFrom} />
      <FilterDate label="to" value={to} onChange={setTo} />
      <ExportButton
        exporting={exportCsv.isPending}
        onExport={(onError) => {
          if (from && to) exportCsv.mutate({ from, to }, { onError });
          else onError();
        }}
      />
    </section>
  );
}
