import { useMutation } from '@tanstack/react-query';
import { saveCsvExport } from '#web/admin-kit/api/save-export.js';
import { filterQuery, type InboxState } from '#web/features/admin-requests/lib/inbox-query.js';

/** The filtered list as a CSV file, saved by the browser. */
export const exportRequestsCsv = (state: InboxState): Promise<void> =>
  saveCsvExport('/requests.csv', filterQuery(state), 'requests');

export const useExportRequestsCsv = () => useMutation({ mutationFn: exportRequestsCsv });
