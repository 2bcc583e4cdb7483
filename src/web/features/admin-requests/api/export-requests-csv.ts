import { useMutation } from '@tanstack/react-query';
import { adminDownload } from '#web/admin-kit/api/admin-api.js';
import { filterQuery, type InboxState } from '#web/features/admin-requests/lib/inbox-query.js';

/** The filtered list as a CSV file, saved by the browser (the call needs the staff token, so no plain link). */
export async function exportRequestsCsv(state: InboxState): Promise<void> {
  const blob = await adminDownload('/requests.csv', filterQuery(state));
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `requests-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export const useExportRequestsCsv = () => useMutation({ mutationFn: exportRequestsCsv });
