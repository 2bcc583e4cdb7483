import { adminDownload, type AdminRequestOptions } from './admin-api.js';

/**
 * A list's CSV export (`/requests.csv`, `/payments.csv`…) saved by the browser as `{name}-YYYY-MM-DD.csv`. The call
 * needs the staff token, so it is fetched and handed to the browser as a file rather than opened as a plain link.
 */
export async function saveCsvExport(path: string, query: AdminRequestOptions['query'], name: string): Promise<void> {
  const blob = await adminDownload(path, query);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
