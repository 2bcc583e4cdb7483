import { useMutation } from '@tanstack/react-query';
import { accountExportFilename, type AccountExport } from '#domain/api/account-data.js';
import type { AccountDeletionInput } from '#domain/schemas/account-deletion.js';
import { api } from '#web/lib/api-client.js';

/** The tourist number the export's file is named after (the `account` section of the export). */
function touristNumberOf(data: AccountExport): string {
  const account = data.account as { tourist_number?: unknown } | undefined;
  return typeof account?.tourist_number === 'string' ? account.tourist_number : 'account';
}

/** Hands `text` to the browser as a file download. */
function saveFile(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the address is let go once the browser has read it.
  queueMicrotask(() => URL.revokeObjectURL(url));
}

/** GET /user/export: everything stored about the account, saved as a readable JSON file. */
export async function downloadAccountData(): Promise<void> {
  const { data } = await api<AccountExport>('/user/export');
  saveFile(accountExportFilename(touristNumberOf(data), data.exported_at.slice(0, 10)), JSON.stringify(data, null, 2));
}

export const useDownloadAccountData = () => useMutation({ mutationFn: downloadAccountData });

/** DELETE /user: erases the account; the server checks the password. */
export const deleteAccount = async (input: AccountDeletionInput): Promise<string> =>
  (await api<null>('/user', { method: 'DELETE', body: input })).message;

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
