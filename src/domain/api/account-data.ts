import '../zod-setup.js';
import { z } from 'zod';

/**
 * GET /api/user/export: everything stored about the signed-in account, one key per section
 * (`account`, `sessions`, `requests`, `likes`, …; docs/behaviour/account.md 'Your data'). Loose on purpose:
 * a section is added on the server in one place and reaches the file without a second declaration here.
 */
export const AccountExportSchema = z
  .object({
    /** which shape the file has; a change that renames or drops a field moves it */
    format: z.literal('account-export/1'),
    exported_at: z.string(),
  })
  .catchall(z.unknown());

export type AccountExport = z.infer<typeof AccountExportSchema>;

/** The file name the export is saved under: the tourist number and the day. */
export const accountExportFilename = (touristNumber: string, day: string) =>
  `account-data-${touristNumber}-${day}.json`;
