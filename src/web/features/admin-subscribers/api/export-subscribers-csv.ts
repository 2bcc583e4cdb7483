import { useMutation } from '@tanstack/react-query';
import { adminDownload } from '#web/admin-kit/api/admin-api.js';
import type { SubscribersQuery } from './get-subscribers.js';

/** The filtered subscribers as a CSV file, saved by the browser (the call needs the staff token). */
export async function exportSubscribersCsv(filters: Pick<SubscribersQuery, 'q' | 'status'>): Promise<void> {
  const blob = await adminDownload('/subscribers.csv', { ...filters });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `subscribers-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export const useExportSubscribersCsv = () => useMutation({ mutationFn: exportSubscribersCsv });
