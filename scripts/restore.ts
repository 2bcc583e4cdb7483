/**
 * Brings a backup of `npm run backup` back:
 *
 *     npm run restore -- <archive> [--to <folder>] [--force]
 *
 * Into DATA_DIR unless `--to` names another folder. The folder must be new or empty; `--force` replaces
 * its database and uploads. A server running on the folder makes it refuse, even with `--force`.
 */
import { parseArgs } from 'node:util';
import { BackupError } from '#server/backup/database-snapshot.js';
import { restoreBackup } from '#server/backup/restore-backup.js';
import { ConfigError, loadEnv } from '#server/config/env.js';
import { DataDirInUseError } from '#server/db/data-dir-lock.js';

const USAGE = 'usage: npm run restore -- <archive> [--to <folder>] [--force]';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { to: { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  if (positionals.length !== 1) throw new BackupError(USAGE);
  const target = values.to ?? loadEnv().DATA_DIR;
  const result = await restoreBackup(positionals[0]!, target, values.force);
  console.log(
    `Restored the backup of ${result.manifest.createdAt} into ${result.dataDir}: ${result.bookings} bookings, ` +
      `${result.files} uploaded files. Start the server with DATA_DIR=${result.dataDir}.`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error('The restore failed:', error);
  }
  process.exit(1);
});
