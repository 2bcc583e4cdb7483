import { useMutation } from '@tanstack/react-query';
import { saveCsvExport } from '#web/admin-kit/api/save-export.js';

/** The travellers of the confirmed trips starting from `from` to `to`, as a CSV file saved by the browser. */
export const exportManifestCsv = (range: { from: string; to: string }): Promise<void> =>
  saveCsvExport('/manifest.csv', range, 'manifest');

export const useExportManifestCsv = () => useMutation({ mutationFn: exportManifestCsv });
