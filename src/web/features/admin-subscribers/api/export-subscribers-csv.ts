import { useMutation } from '@tanstack/react-query';
import { saveCsvExport } from '#web/admin-kit/api/save-export.js';
import type { SubscribersQuery } from './get-subscribers.js';

/** The filtered subscribers as a CSV file, saved by the browser. */
export const exportSubscribersCsv = (filters: Pick<SubscribersQuery, 'q' | 'status'>): Promise<void> =>
  saveCsvExport('/subscribers.csv', { ...filters }, 'subscribers');

export const useExportSubscribersCsv = () => useMutation({ mutationFn: exportSubscribersCsv });
