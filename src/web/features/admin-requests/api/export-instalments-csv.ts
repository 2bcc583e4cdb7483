import { useMutation } from '@tanstack/react-query';
import type { InstalmentStatus } from '#domain/payments/ledger.js';
import { saveCsvExport } from '#web/admin-kit/api/save-export.js';

/** The instalments under the page's filter, every page, as a CSV file. */
export const exportInstalmentsCsv = (status: InstalmentStatus | undefined): Promise<void> =>
  saveCsvExport('/payments.csv', { status }, 'instalments');

export const useExportInstalmentsCsv = () => useMutation({ mutationFn: exportInstalmentsCsv });
